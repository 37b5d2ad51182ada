import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { openwispTokens } from '../db/schema.ts'
import type { SecretBox } from '../security/secret-box.ts'

/** Where the client keeps OpenWISP's token between calls, processes and restarts. */
export interface TokenStore {
  load(): Promise<string | undefined>
  save(token: string): Promise<void>
  /** Forgets `token` after OpenWISP refused it, unless another process has already replaced it. */
  clear(token: string): Promise<void>
}

/** The token is stored sealed (docs/decisions/012): a copy of the database does not give OpenWISP away. */
export function databaseTokenStore(db: Database, box: SecretBox, baseUrl: string, username: string): TokenStore {
  const key = and(eq(openwispTokens.baseUrl, baseUrl), eq(openwispTokens.username, username))
  const stored = async () => {
    const [row] = await db.select({ sealed: openwispTokens.token }).from(openwispTokens).where(key)
    return row && { sealed: row.sealed, token: box.open(row.sealed, 'openwisp-token') }
  }
  return {
    async load() {
      return (await stored())?.token
    },
    async save(token) {
      const sealed = box.seal(token, 'openwisp-token')
      await db
        .insert(openwispTokens)
        .values({ baseUrl, username, token: sealed })
        .onConflictDoUpdate({
          target: [openwispTokens.baseUrl, openwispTokens.username],
          set: { token: sealed, obtainedAt: new Date() },
        })
    },
    async clear(token) {
      // Sealing is randomised, so the stored value is compared opened; the delete names the exact sealed value
      // so a token another process saved meanwhile stays.
      const current = await stored()
      if (current?.token === token) {
        await db.delete(openwispTokens).where(and(key, eq(openwispTokens.token, current.sealed)))
      }
    },
  }
}
