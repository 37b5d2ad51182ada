import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestSessions, type GuestSessionRow } from '../../db/schema.ts'
import type { CaptiveAccessPoint } from './captive-access-point.ts'
import { chilliLogonUrl, chilliPapPassword } from './chilli-uam.ts'
import { openndsAuthUrl } from './opennds-visit.ts'

/** How long CoovaChilli has to ask RADIUS about a credential after Connect: it asks at once. */
export const credentialLifetimeMs = 2 * 60 * 1000

/** A credential is stored as its SHA-256 only: it is random, so no slow hash is needed to keep it from a dump. */
export const credentialHash = (password: string) => createHash('sha256').update(password).digest('hex')

/**
 * Where Connect sends the guest once the server's checks passed: openNDS's auth path with the token derived from
 * its hid, or CoovaChilli's /logon with a single-use credential issued now (user name: the session id), which Chilli
 * has RADIUS check against this server (docs/decisions/020).
 */
export async function handOffLocation(
  db: Database,
  session: GuestSessionRow,
  accessPoint: CaptiveAccessPoint,
  landing: string,
): Promise<string> {
  if (session.gatewayKind === 'opennds') {
    return openndsAuthUrl({
      gatewayAddress: session.gatewayAddress,
      hid: session.gatewaySession,
      fasKey: accessPoint.gatewaySecret,
      redir: landing,
      custom: `session=${session.id}`,
    })
  }
  const password = randomBytes(16).toString('base64url')
  await db
    .update(guestSessions)
    .set({
      credentialHash: credentialHash(password),
      credentialExpiresAt: new Date(Date.now() + credentialLifetimeMs),
      credentialUsedAt: null,
    })
    .where(eq(guestSessions.id, session.id))
  return chilliLogonUrl({
    uamAddress: session.gatewayAddress,
    username: session.id,
    papPassword: chilliPapPassword(session.gatewayChallenge ?? '', accessPoint.gatewaySecret, password),
    userurl: landing,
  })
}
