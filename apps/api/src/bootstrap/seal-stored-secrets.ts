import { eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { accessPoints, openwispTokens } from '../db/schema.ts'
import { looksSealed, type SecretBox, type SecretPurpose } from '../security/secret-box.ts'

/**
 * At start: seals secrets stored in plaintext (written before sealing existed), and checks that the key opens
 * the sealed ones. A key that does not (SECRETS_KEY changed or lost) stops the start with a clear message,
 * rather than failing later at the first sync or guest login.
 */
export async function sealStoredSecrets(db: Database, box: SecretBox): Promise<{ sealed: number }> {
  let sealed = 0
  const check = (value: string, purpose: SecretPurpose) => {
    try {
      box.open(value, purpose)
    } catch {
      throw new Error(
        'The secrets key does not open the secrets stored in the database: set SECRETS_KEY to the key they were sealed with',
      )
    }
  }

  const gateways = await db
    .select({ id: accessPoints.id, secret: accessPoints.gatewaySecret })
    .from(accessPoints)
    .where(isNotNull(accessPoints.gatewaySecret))
  for (const { id, secret } of gateways) {
    if (secret === null) continue
    if (looksSealed(secret)) {
      check(secret, 'gateway-secret')
      continue
    }
    await db
      .update(accessPoints)
      .set({ gatewaySecret: box.seal(secret, 'gateway-secret') })
      .where(eq(accessPoints.id, id))
    sealed += 1
  }

  for (const { token } of await db.select({ token: openwispTokens.token }).from(openwispTokens)) {
    if (looksSealed(token)) {
      check(token, 'openwisp-token')
      continue
    }
    await db
      .update(openwispTokens)
      .set({ token: box.seal(token, 'openwisp-token') })
      .where(eq(openwispTokens.token, token))
    sealed += 1
  }
  return { sealed }
}
