import { rateLimited } from '../../errors/api-error.ts'

/**
 * At most `limit` tasks at once for one key (a user), counted in this process's memory; one more is refused at
 * once with the API's 429, not queued. An image fetch by URL holds an outgoing connection and up to 10 MB for as
 * long as the remote host makes it last (up to the fetch's time-out), so one user must not run many: with N API
 * processes a user gets N times as many, which still bounds each process (docs/decisions/024).
 */
export function createPerKeyLimit(limit: number, retryAfterSeconds: number) {
  const running = new Map<string, number>()
  return async function limited<Result>(key: string, task: () => Promise<Result>): Promise<Result> {
    const count = running.get(key) ?? 0
    if (count >= limit) throw rateLimited(retryAfterSeconds)
    running.set(key, count + 1)
    try {
      return await task()
    } finally {
      const left = (running.get(key) ?? 1) - 1
      if (left > 0) running.set(key, left)
      else running.delete(key)
    }
  }
}
