/**
 * At most `limit` tasks at once; the others wait their turn in order. Image processing is CPU- and memory-heavy
 * (a 24-megapixel photo decodes to ~70 MB of pixels), so a few large uploads at once must queue rather than take
 * every core and the memory the rest of the API needs.
 */
export function createSlots(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []

  return async function inSlot<Result>(task: () => Promise<Result>): Promise<Result> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted for it.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

/** Two: the machine's two cores (libvips also spreads one image over threads), and memory for two photos. */
export const inProcessingSlot = createSlots(2)
