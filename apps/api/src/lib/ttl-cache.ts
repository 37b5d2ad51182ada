/**
 * Values kept for `ttlMs` after they were loaded, at most `maxEntries` of them (the oldest loaded go first). Callers
 * asking for a key while it loads share the one load, so a burst of requests costs one query; a failed load is not
 * kept.
 */
export function createTtlCache<Value>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: Promise<Value>; expiresAt: number }>()

  return {
    get(key: string, load: () => Promise<Value>): Promise<Value> {
      const now = Date.now()
      const found = entries.get(key)
      if (found && found.expiresAt > now) return found.value
      entries.delete(key)
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      const value = load()
      entries.set(key, { value, expiresAt: now + ttlMs })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    clear: () => entries.clear(),
  }
}
