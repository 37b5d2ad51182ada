import type { RequestLogEntry, Simulator } from '@wifi/openwisp-sim'

/** The requests the simulator serves from now on: `since()` returns them. */
export function mark(simulator: Simulator) {
  const start = simulator.requests.length
  return () => simulator.requests.slice(start)
}

export const tokenPath = '/api/v1/users/token/'

export const tokenRequests = (entries: RequestLogEntry[]) =>
  entries.filter((entry) => entry.method === 'POST' && entry.path.startsWith(tokenPath))

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits for `condition`, checking every 2 ms, or fails naming `what` after `limitMs`. */
export async function until(condition: () => boolean, what: string, limitMs: number) {
  const deadline = Date.now() + limitMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(2)
  }
}
