import { eq, sql, type AnyColumn } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { accessPoints, openwispTokens } from '../db/schema.ts'
import { sealedPattern, type SecretBox, type SecretPurpose } from '../security/secret-box.ts'

const sealed = (column: AnyColumn) => sql`${column} ~ ${sealedPattern.source}`
const plaintext = (column: AnyColumn) => sql`${column} !~ ${sealedPattern.source}`

/**
 * At start: checks that the key opens what is stored sealed, and seals what is still stored in plaintext
 * (written before sealing existed). A key that does not open them (SECRETS_KEY changed or lost) stops the start
 * with a clear message, rather than failing later at the first sync or guest login. One sealed value of each kind
 * tells whether the key is right, so a start reads only that and the plaintext rows, however many there are.
 */
export async function sealStoredSecrets(db: Database, box: SecretBox): Promise<{ sealed: number }> {
  const check = (value: string | null | undefined, purpose: SecretPurpose) => {
    if (!value) return
    try {
      box.open(value, purpose)
    } catch {
      throw new Error(
        'The secrets key does not open the secrets stored in the database: set SECRETS_KEY to the key they were sealed with',
      )
    }
  }
  const [gateway] = await db
    .select({ secret: accessPoints.gatewaySecret })
    .from(accessPoints)
    .where(sealed(accessPoints.gatewaySecret))
    .limit(1)
  check(gateway?.secret, 'gateway-secret')
  const [token] = await db
    .select({ token: openwispTokens.token })
    .from(openwispTokens)
    .where(sealed(openwispTokens.token))
    .limit(1)
  check(token?.token, 'openwisp-token')

  const plainGateways = await db
    .select({ id: accessPoints.id, secret: accessPoints.gatewaySecret })
    .from(accessPoints)
    .where(plaintext(accessPoints.gatewaySecret))
  for (const { id, secret } of plainGateways) {
    await db
      .update(accessPoints)
      .set({ gatewaySecret: box.seal(secret!, 'gateway-secret') })
      .where(eq(accessPoints.id, id))
  }
  const plainTokens = await db
    .select({ token: openwispTokens.token })
    .from(openwispTokens)
    .where(plaintext(openwispTokens.token))
  for (const { token: plain } of plainTokens) {
    await db
      .update(openwispTokens)
      .set({ token: box.seal(plain, 'openwisp-token') })
      .where(eq(openwispTokens.token, plain))
  }
  return { sealed: plainGateways.length + plainTokens.length }
}
