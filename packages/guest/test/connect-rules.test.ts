import { describe, expect, it } from 'vitest'
import { stepIndex } from '../src/carousel-steps.ts'
import { canConnect, connectBlockers, secondsLeft, secondsUntilClosable } from '../src/connect-rules.ts'
import { linkWithState } from '../src/state-links.ts'

describe('when Connect may be pressed', () => {
  const done = { secondsLeft: 0, taskState: 'match', termsAccepted: true } as const

  it('once the wait is over, the task matches and the terms are accepted', () => {
    expect(connectBlockers(done)).toEqual([])
    expect(canConnect(done)).toBe(true)
  })

  it('with no task to do when the ad sets none', () => {
    expect(canConnect({ ...done, taskState: 'none' })).toBe(true)
  })

  it('not before, naming what is left in the order the page asks for it', () => {
    expect(connectBlockers({ secondsLeft: 3, taskState: 'empty', termsAccepted: false })).toEqual([
      'wait',
      'task',
      'terms',
    ])
    expect(connectBlockers({ ...done, secondsLeft: 1 })).toEqual(['wait'])
    expect(connectBlockers({ ...done, taskState: 'partial' })).toEqual(['task'])
    expect(connectBlockers({ ...done, taskState: 'mismatch' })).toEqual(['task'])
    expect(connectBlockers({ ...done, taskState: 'empty' })).toEqual(['task'])
    expect(connectBlockers({ ...done, termsAccepted: false })).toEqual(['terms'])
  })
})

describe('the countdown', () => {
  it('rounds up, so it shows 0 only when the whole duration has passed', () => {
    expect(secondsLeft(7, 1000, 1000)).toBe(7)
    expect(secondsLeft(7, 1000, 1001)).toBe(7)
    expect(secondsLeft(7, 1000, 7999)).toBe(1)
    expect(secondsLeft(7, 1000, 8000)).toBe(0)
    expect(secondsLeft(7, 1000, 60_000)).toBe(0)
  })
})

describe('stepping through images', () => {
  it('wraps around at either end', () => {
    expect(stepIndex(0, 3, 1)).toBe(1)
    expect(stepIndex(2, 3, 1)).toBe(0)
    expect(stepIndex(0, 3, -1)).toBe(2)
    expect(stepIndex(0, 0, 1)).toBe(0)
  })
})

describe('closing the ad', () => {
  const image = { componentType: 'single_image', duration: 10 }
  const video = { componentType: 'video', duration: 10 }

  it('is not offered unless the operator set a number of seconds', () => {
    expect(secondsUntilClosable(image, 10)).toBeNull()
    expect(secondsUntilClosable({ ...video, closeAfterSeconds: null }, 0)).toBeNull()
  })

  it('is offered at once for images, after the seconds shown for a video, and at the end of a shorter wait', () => {
    expect(secondsUntilClosable({ ...image, closeAfterSeconds: 5 }, 10)).toBe(0)
    expect(secondsUntilClosable({ ...video, closeAfterSeconds: 5 }, 10)).toBe(5)
    expect(secondsUntilClosable({ ...video, closeAfterSeconds: 5 }, 7)).toBe(2)
    expect(secondsUntilClosable({ ...video, closeAfterSeconds: 5 }, 5)).toBe(0)
    expect(secondsUntilClosable({ ...video, closeAfterSeconds: 0 }, 10)).toBe(0)
    expect(secondsUntilClosable({ componentType: 'video', duration: 2, closeAfterSeconds: 5 }, 1)).toBe(4)
    expect(secondsUntilClosable({ componentType: 'video', duration: 2, closeAfterSeconds: 5 }, 0)).toBe(0)
  })
})

describe('the links that keep the page’s state', () => {
  const none = { answer: '', termsAccepted: false, measurementAccepted: false, adClosed: false }

  it('are the base address while nothing is typed or ticked', () => {
    expect(linkWithState('/wifi/terms?session=s&lang=vi', none)).toBe('/wifi/terms?session=s&lang=vi')
  })

  it('add the answer, each tick and a closed ad to the query, encoded', () => {
    const all = { answer: 'phở & bò', termsAccepted: true, measurementAccepted: true, adClosed: true }
    expect(linkWithState('/wifi/privacy?session=s', all)).toBe(
      '/wifi/privacy?session=s&answer=ph%E1%BB%9F+%26+b%C3%B2&terms=accepted&measurement=accepted&adClosed=1',
    )
    expect(linkWithState('/terms', { ...none, measurementAccepted: true })).toBe('/terms?measurement=accepted')
  })
})
