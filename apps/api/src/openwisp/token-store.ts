import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { openwispTokens } from '../db/schema.ts'

/** Where the client keeps OpenWISP's token between calls, processes and restarts. */
export interface TokenStore {
  load(): Promise<string | undefined>
  save(token: string): Promise<void>
  /** Forgets `token` after OpenWISP refused it, unless another process has already replaced it. */
  clear(token: string): Promise<void>
}

export function databaseTokenStore(db: Database, baseUrl: string, username: string): TokenStore {
  const key = and(eq(openwispTokens.baseUrl, baseUrl), eq(openwispTokens.username, username))
  return {
    async load() {
      const [row] = await db.select({ token: openwispTokens.token }).from(openwispTokens).where(key)
      return row?.token
    },
    async save(token) {
      await db
        .insert(openwispTokens)
        .values({ baseUrl, username, token })
        .onConflictDoUpdate({
          target: [openwispTokens.baseUrl, openwispTokens.username],
          set: { token, obtainedAt: new Date() },
        })
    },
    async clear(token) {
      await db.delete(openwispTokens).where(and(key, eq(openwispTokens.token, token)))
    },
  }
}
