import { describe, expect, it } from 'vitest'
import { stepIndex } from '../src/carousel-steps.ts'
import { canConnect, connectBlockers, secondsLeft } from '../src/connect-rules.ts'

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
