import { Redis } from 'ioredis'
import type { WindowStore } from './shared-windows.ts'

/**
 * Adds a batch's hits to a key and starts its window when the key is new; answers the hits and the window's
 * milliseconds left. One script, so the count and its expiry cannot be split by another process's call.
 */
const countScript = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[1])
if hits == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {hits, redis.call('PTTL', KEYS[1])}`

/** Counts in Redis (REDIS_URL): each batch is one pipeline, one script call per key. */
export function redisWindowStore(url: string): { store: WindowStore; close: () => Promise<void> } {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, keyPrefix: 'wifi-console:limit:' })
  redis.defineCommand('countHits', { numberOfKeys: 1, lua: countScript })
  const countHits = (pipeline: ReturnType<Redis['pipeline']>, key: string, count: number, windowMs: number) =>
    (pipeline as unknown as { countHits: (...args: unknown[]) => void }).countHits(key, count, windowMs)

  return {
    async store(increments) {
      const pipeline = redis.pipeline()
      for (const { key, count, windowSeconds } of increments) countHits(pipeline, key, count, windowSeconds * 1000)
      const answers = (await pipeline.exec()) ?? []
      return increments.map(({ key }, index) => {
        const [error, value] = answers[index] ?? [new Error('no answer')]
        if (error) throw error
        const [hits, millisecondsLeft] = value as [number, number]
        return { key, hits, retryAfterSeconds: Math.max(1, Math.ceil(millisecondsLeft / 1000)) }
      })
    },
    close: async () => {
      redis.disconnect()
    },
  }
}
