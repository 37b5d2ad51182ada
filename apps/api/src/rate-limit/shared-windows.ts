/**
 * Fixed-window limits shared by every process of the server (issue 19.8): each hit is counted where all processes
 * see it — PostgreSQL, or Redis when REDIS_URL is set — so N processes behind a load balancer stop a flood as soon as
 * one process would. A guest page must not pay a round trip of its own for that: the hits of one turn of the event
 * loop go out together, one call for all of them, like the session writer's group commit.
 */

export interface WindowPolicy {
  /** Prefix of the stored key: one counter per policy and subject. */
  name: string
  max: number
  windowSeconds: number
}

type WindowAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** A batch for the store: how many hits each key takes now, and its window. */
interface WindowIncrement {
  key: string
  count: number
  windowSeconds: number
}

/** The store's answer for a key: its hits in the current window, this batch's included, and when the window ends. */
export interface WindowCount {
  key: string
  hits: number
  retryAfterSeconds: number
}

/** Where the counts live: one call adds a batch of increments and answers each key's new count. */
export type WindowStore = (increments: WindowIncrement[]) => Promise<WindowCount[]>

export interface SharedWindows {
  /** Counts one hit of `subject` under each policy; allowed only when every one is within its maximum. */
  hit(checks: { policy: WindowPolicy; subject: string }[]): Promise<WindowAnswer>
}

interface PendingHit {
  key: string
  policy: WindowPolicy
  settle: (result: { within: boolean; retryAfterSeconds: number }) => void
}

/**
 * Batches hits per turn of the event loop onto `store`. When the store fails, hits are let through and the failure
 * is reported: these limits guard capacity, and a guest must not be turned away because a counter could not be
 * reached.
 */
export function createSharedWindows(store: WindowStore, onStoreError: (error: unknown) => void): SharedWindows {
  let pending: PendingHit[] = []
  let scheduled = false

  async function flush() {
    const batch = pending
    pending = []
    scheduled = false
    const increments = new Map<string, WindowIncrement>()
    for (const { key, policy } of batch) {
      const entry = increments.get(key) ?? { key, count: 0, windowSeconds: policy.windowSeconds }
      entry.count += 1
      increments.set(key, entry)
    }
    let counts: Map<string, WindowCount>
    try {
      // In key order, so two batches under way at once lock the same counters in the same order (no deadlock).
      const sorted = [...increments.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      counts = new Map((await store(sorted)).map((count) => [count.key, count]))
    } catch (error) {
      onStoreError(error)
      for (const hit of batch) hit.settle({ within: true, retryAfterSeconds: 0 })
      return
    }
    // The batch's hits of one key take the places after the count the key had before this batch, in arrival order.
    const seen = new Map<string, number>()
    for (const hit of batch) {
      const count = counts.get(hit.key)
      const increment = increments.get(hit.key)!
      const place = (count ? count.hits - increment.count : 0) + (seen.get(hit.key) ?? 0) + 1
      seen.set(hit.key, (seen.get(hit.key) ?? 0) + 1)
      hit.settle({ within: place <= hit.policy.max, retryAfterSeconds: count?.retryAfterSeconds ?? 1 })
    }
  }

  function count(key: string, policy: WindowPolicy) {
    return new Promise<{ within: boolean; retryAfterSeconds: number }>((settle) => {
      pending.push({ key, policy, settle })
      if (!scheduled) {
        scheduled = true
        setImmediate(() => void flush())
      }
    })
  }

  return {
    async hit(checks) {
      const results = await Promise.all(checks.map(({ policy, subject }) => count(`${policy.name}:${subject}`, policy)))
      const over = results.filter((result) => !result.within)
      if (over.length === 0) return { allowed: true }
      return { allowed: false, retryAfterSeconds: Math.max(1, ...over.map((result) => result.retryAfterSeconds)) }
    },
  }
}
