import { describe, expect, it } from 'vitest'
import {
  beaconStepReached,
  closableAfter,
  connectRefusal,
  countdownSecondsLeft,
  guestSessionLifetimeMs,
  stepsAtConnect,
} from '../src/guest/captive/guest-session-rules.ts'

/** The guest-session rules by themselves, by the server's clock: Connect, the beacons and the recorded steps agree. */

const shownAt = new Date('2026-11-27T08:00:00Z')
const session = { shownAt, handedOffAt: null, adDuration: 15, targetText: 'Phở bò' }
const after = (seconds: number) => new Date(shownAt.getTime() + seconds * 1000)
const ready = { answer: 'pho bo', termsAccepted: true, closedAfterSeconds: null }

describe('Connect', () => {
  it('passes once the countdown is over, the task matches and the terms are accepted', () => {
    expect(connectRefusal(session, ready, after(15))).toBeNull()
  })

  it('refuses each missing step, counting the countdown from when the server served the page', () => {
    expect(connectRefusal(session, ready, after(14.9))).toBe('steps_missing')
    expect(connectRefusal(session, { ...ready, answer: 'bún chả' }, after(20))).toBe('steps_missing')
    expect(connectRefusal(session, { ...ready, termsAccepted: false }, after(20))).toBe('steps_missing')
  })

  it('needs no answer for an ad without a task', () => {
    expect(connectRefusal({ ...session, targetText: null }, { ...ready, answer: '' }, after(20))).toBeNull()
  })

  it('refuses a page handed off already, and one older than its lifetime', () => {
    expect(connectRefusal({ ...session, handedOffAt: after(16) }, ready, after(20))).toBe('already_used')
    expect(connectRefusal(session, ready, after(guestSessionLifetimeMs / 1000 + 1))).toBe('expired')
    expect(connectRefusal(session, ready, after(guestSessionLifetimeMs / 1000))).toBeNull()
  })

  it('records the countdown at its end by the server, and the task only when the answer matched', () => {
    expect(stepsAtConnect(session, ready, after(15))).toEqual([
      { step: 'page_shown', at: shownAt },
      { step: 'countdown_completed', at: after(15) },
      { step: 'task_passed' },
      { step: 'terms_accepted' },
      { step: 'connect_pressed' },
      { step: 'credential_issued' },
    ])
    const noAd = { ...session, adDuration: 0, targetText: null }
    const steps = stepsAtConnect(noAd, { ...ready, answer: '' }, after(1)).map(({ step }) => step)
    expect(steps).toEqual(['page_shown', 'terms_accepted', 'connect_pressed', 'credential_issued'])
  })
})

describe('a closable ad (AD_CLOSE_AFTER_SECONDS)', () => {
  it('may be closed at once when it is an image, after the setting when it is a video, and never when unset', () => {
    expect(closableAfter({ componentType: 'single_image' }, 3)).toBe(0)
    expect(closableAfter({ componentType: 'multiple_images' }, 3)).toBe(0)
    expect(closableAfter({ componentType: 'video' }, 3)).toBe(3)
    expect(closableAfter(null, 3)).toBe(3)
    expect(closableAfter({ componentType: 'single_image' }, null)).toBeNull()
  })

  it('lifts the wait once closed when it could be, while the task and the terms stay required', () => {
    const closedVideo = { ...ready, closedAfterSeconds: 3 }
    expect(connectRefusal(session, closedVideo, after(2.9))).toBe('steps_missing')
    expect(connectRefusal(session, closedVideo, after(3))).toBeNull()
    expect(connectRefusal(session, { ...closedVideo, answer: 'bún' }, after(3))).toBe('steps_missing')
    expect(connectRefusal(session, { ...closedVideo, termsAccepted: false }, after(3))).toBe('steps_missing')
  })

  it('is recorded as closed, and its countdown as completed only if it really ran out', () => {
    const closedImage = { ...ready, closedAfterSeconds: 0 }
    const early = stepsAtConnect(session, closedImage, after(1)).map(({ step }) => step)
    expect(early).toContain('ad_closed')
    expect(early).not.toContain('countdown_completed')
    expect(stepsAtConnect(session, closedImage, after(20)).map(({ step }) => step)).toContain('countdown_completed')
  })
})

describe('a guest coming back to their page', () => {
  it('finds the countdown where the server clock has it, never restarted', () => {
    expect(countdownSecondsLeft(session, after(0))).toBe(15)
    expect(countdownSecondsLeft(session, after(10.2))).toBe(5)
    expect(countdownSecondsLeft(session, after(40))).toBe(0)
  })
})

describe("the page's beacons", () => {
  it('count the countdown only once it is over, and never for an ad without one', () => {
    expect(beaconStepReached(session, 'countdown_completed', '', after(14))).toBe(false)
    expect(beaconStepReached(session, 'countdown_completed', '', after(15))).toBe(true)
    expect(beaconStepReached({ ...session, adDuration: 0 }, 'countdown_completed', '', after(15))).toBe(false)
  })

  it('count the task only for a matching answer', () => {
    expect(beaconStepReached(session, 'task_passed', 'PHỞ BÒ', after(1))).toBe(true)
    expect(beaconStepReached(session, 'task_passed', 'bún', after(1))).toBe(false)
  })

  it('count nothing on a page handed off or too old', () => {
    expect(beaconStepReached({ ...session, handedOffAt: after(16) }, 'page_shown', '', after(20))).toBe(false)
    expect(beaconStepReached(session, 'terms_accepted', '', after(guestSessionLifetimeMs / 1000 + 1))).toBe(false)
    expect(beaconStepReached(session, 'terms_accepted', '', after(60))).toBe(true)
  })
})
