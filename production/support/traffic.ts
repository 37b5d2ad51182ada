import { performance } from 'node:perf_hooks'
import { request, type Answer, type RequestOptions } from './console-client.ts'

/** One request of a load, as it ended. */
export interface Sent {
  /** What it was, e.g. "guest page" or "venue update". */
  kind: string
  /** The server it went to. */
  baseUrl: string
  method: string
  path: string
  /** The answer's status; null when no answer came (refused, reset, the process gone). */
  status: number | null
  error: string | null
  retryAfter: string | null
  contentType: string | null
  body: string
  /** performance.now() when it was sent and when it ended: to tell what was sent before or after an event. */
  sentAt: number
  endedAt: number
}

/** Some of a Traffic's workers, to stop them alone. */
export interface Workers {
  stop(): Promise<void>
}

/**
 * A load of requests by several workers at once, every request recorded with its outcome, so a test can check
 * afterwards what each server answered and that what was acknowledged was kept.
 */
export class Traffic {
  readonly sent: Sent[] = []
  private stopping = false
  private workers: Promise<void>[] = []

  /** Sends one request and records it; answers null when no answer came. */
  async send(kind: string, baseUrl: string, method: string, path: string, options: RequestOptions = {}) {
    const sentAt = performance.now()
    let answer: Answer | null = null
    let error: string | null = null
    try {
      answer = await request(baseUrl, method, path, options)
    } catch (failure) {
      const cause = (failure as { cause?: { code?: string; message?: string } }).cause
      error = cause?.code ?? cause?.message ?? String(failure)
    }
    this.sent.push({
      kind,
      baseUrl,
      method,
      path,
      status: answer?.status ?? null,
      error,
      retryAfter: answer?.headers.get('retry-after') ?? null,
      contentType: answer?.headers.get('content-type') ?? null,
      body: answer?.text.slice(0, 300) ?? '',
      sentAt,
      endedAt: performance.now(),
    })
    return answer
  }

  /**
   * Starts `count` workers, each calling `work(worker index, round)` again and again until stop(); answers a handle
   * that stops these workers alone (each finishing its round), while the others go on.
   */
  start(count: number, work: (worker: number, round: number) => Promise<void>): Workers {
    let stopping = false
    const started = Array.from({ length: count }, (_, worker) =>
      (async () => {
        for (let round = 0; !this.stopping && !stopping; round += 1) await work(worker, round)
      })(),
    )
    this.workers.push(...started)
    return {
      stop: async () => {
        stopping = true
        await Promise.all(started)
      },
    }
  }

  /** Resolves once `count` requests matching `match` have ended (checked as requests end). */
  async until(match: (sent: Sent) => boolean, count: number, timeoutMs = 60_000) {
    const deadline = performance.now() + timeoutMs
    while (this.sent.filter(match).length < count) {
      if (performance.now() > deadline) {
        throw new Error(`Only ${this.sent.filter(match).length} of ${count} requests came within ${timeoutMs} ms`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  /** Lets every worker finish its round, then stops them. */
  async stop() {
    this.stopping = true
    await Promise.all(this.workers)
  }
}

/** A request in a line for a failure message. */
export const describeSent = (sent: Sent) =>
  `${sent.kind}: ${sent.method} ${sent.baseUrl}${sent.path.slice(0, 60)} → ${sent.status ?? sent.error}` +
  (sent.body ? ` ${sent.body.slice(0, 160)}` : '')
