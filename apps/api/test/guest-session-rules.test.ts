import { describe, expect, it } from 'vitest'
import {
  beaconStepReached,
  connectRefusal,
  guestSessionLifetimeMs,
  stepsAtConnect,
} from '../src/modules/captive/guest-session-rules.ts'

/** The guest-session rules by themselves, by the server's clock: Connect, the beacons and the recorded steps agree. */

const shownAt = new Date('2026-11-27T08:00:00Z')
const session = { shownAt, handedOffAt: null, adDuration: 15, targetText: 'Phở bò' }
const after = (seconds: number) => new Date(shownAt.getTime() + seconds * 1000)
const ready = { answer: 'pho bo', termsAccepted: true }

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
    expect(stepsAtConnect(session, 'pho bo')).toEqual([
      { step: 'page_shown', at: shownAt },
      { step: 'countdown_completed', at: after(15) },
      { step: 'task_passed' },
      { step: 'terms_accepted' },
      { step: 'connect_pressed' },
      { step: 'credential_issued' },
    ])
    const steps = stepsAtConnect({ ...session, adDuration: 0, targetText: null }, '').map(({ step }) => step)
    expect(steps).toEqual(['page_shown', 'terms_accepted', 'connect_pressed', 'credential_issued'])
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
