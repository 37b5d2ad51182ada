import { describe, expect, it } from 'vitest'
import { createSlots } from '../src/modules/media/processing-slots.ts'

/** A task that runs until released, recording that it started. */
function heldTask(started: string[], name: string) {
  let release = () => {}
  const done = new Promise<void>((resolve) => (release = resolve))
  return {
    run: async () => {
      started.push(name)
      await done
      return name
    },
    release: () => release(),
  }
}

describe('processing slots', () => {
  it('runs at most `limit` at once, the next in order as one ends, and refuses beyond the waiting room', async () => {
    const inSlot = createSlots(2, 1, 'Busy; try again shortly.')
    const started: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldTask(started, name)) as [
      ReturnType<typeof heldTask>,
      ReturnType<typeof heldTask>,
      ReturnType<typeof heldTask>,
    ]
    const running = [inSlot(a.run), inSlot(b.run), inSlot(c.run)]
    await Promise.resolve()
    expect(started).toEqual(['a', 'b'])

    await expect(inSlot(async () => 'd')).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Busy; try again shortly.',
      extra: { retryAfter: 5 },
    })

    a.release()
    await running[0]
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual(['a', 'b', 'c'])
    b.release()
    c.release()
    expect(await Promise.all(running)).toEqual(['a', 'b', 'c'])
    // The slots are free again: a new task runs at once.
    expect(await inSlot(async () => 'e')).toBe('e')
  })
})
