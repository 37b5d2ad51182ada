import { ApiError } from '../../errors/api-error.ts'

/**
 * At most `limit` tasks at once; up to `maxWaiting` others wait their turn in order, and any more are refused with
 * 503, `busyMessage` and a Retry-After. Image processing is CPU- and memory-heavy (a 24-megapixel photo decodes to
 * ~70 MB of pixels, and every waiting upload holds its body of up to 10 MB), so a burst of large uploads must neither
 * take every core nor pile up without end; PDFs use slots of their own (pdf/pdf-document.ts).
 */
export function createSlots(limit: number, maxWaiting: number, busyMessage: string) {
  let running = 0
  const waiting: (() => void)[] = []

  async function inSlot<Result>(task: () => Promise<Result>): Promise<Result> {
    if (running >= limit) {
      if (waiting.length >= maxWaiting) {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', busyMessage, { retryAfter: 5 })
      }
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted for it.
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
  /** The tasks holding a slot and those waiting for one now: what /metrics reports. */
  inSlot.use = () => ({ running, waiting: waiting.length })
  return inSlot
}

/**
 * Two at once: the machine's two cores (libvips also spreads one image over threads), and memory for two photos.
 * Eight waiting: a few operators uploading an ad's images together still queue rather than see a refusal.
 */
export const inProcessingSlot = createSlots(2, 8, 'Too many images are being processed; try again shortly.')
