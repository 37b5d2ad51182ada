import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestSessions, type GuestSessionRow } from '../../db/schema.ts'
import { effectivePolicy } from '../policy/policy-settings.ts'
import type { CaptiveAccessPoint } from './captive-access-point.ts'
import { chilliLogonUrl, chilliPapPassword } from './chilli-uam.ts'
import { openndsLoginCustom } from './opennds-custom.ts'
import { openndsAuthUrl } from './opennds-visit.ts'

/** How long CoovaChilli has to ask RADIUS about a credential after Connect: it asks at once. */
export const credentialLifetimeMs = 2 * 60 * 1000

/** A credential is stored as its SHA-256 only: it is random, so no slow hash is needed to keep it from a dump. */
export const credentialHash = (password: string) => createHash('sha256').update(password).digest('hex')

/**
 * Where Connect sends the guest once the server's checks passed: openNDS's auth path with the token derived from
 * its hid and the venue's policy signed for the router's BinAuth (kept on the session as the guest got it), or
 * CoovaChilli's /logon with a single-use credential issued now (user name: the session id), which Chilli has RADIUS
 * check against this server, the policy coming with RADIUS's accept (docs/decisions/020, 034).
 */
export async function handOffLocation(
  db: Database,
  session: GuestSessionRow,
  accessPoint: CaptiveAccessPoint,
  landing: string,
  onlineMinutes: number,
): Promise<string> {
  if (session.gatewayKind === 'opennds') {
    const policy = await effectivePolicy(db, session.venueId, onlineMinutes)
    await db.update(guestSessions).set({ policy }).where(eq(guestSessions.id, session.id))
    const fasKey = accessPoint.gatewaySecret
    return openndsAuthUrl({
      gatewayAddress: session.gatewayAddress,
      hid: session.gatewaySession,
      fasKey,
      redir: landing,
      custom: openndsLoginCustom({
        sessionId: session.id,
        hid: session.gatewaySession,
        policy,
        fasKey,
        now: new Date(),
      }),
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
