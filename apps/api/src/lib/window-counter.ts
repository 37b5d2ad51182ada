/**
 * Fixed-window counters kept in this process's memory: `hit` counts one event for a subject and says whether it is
 * within `max` per `windowMs`, and when to retry if not. For limits whose only job is to stop a flood cheaply (the
 * database-backed limits guard secrets; these guard capacity), so counting costs no database write.
 */
export function createWindowCounter(max: number, windowMs: number) {
  const windows = new Map<string, { startedAt: number; hits: number }>()
  let lastSweep = Date.now()

  return function hit(subject: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = Date.now()
    // Ended windows are dropped now and then, so the map holds only the subjects of the current window.
    if (now - lastSweep > windowMs) {
      for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key)
      lastSweep = now
    }
    let window = windows.get(subject)
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, hits: 0 }
      windows.set(subject, window)
    }
    window.hits += 1
    if (window.hits <= max) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) }
  }
}
