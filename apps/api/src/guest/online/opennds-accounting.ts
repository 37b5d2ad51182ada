import type { GuestSessionEndCause } from '@wifi/contract'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accessPoints, guestSessions } from '../../db/schema.ts'
import type { SecretBox } from '../../security/secret-box.ts'
import { sameSecret } from '../../security/same-secret.ts'
import { openndsSignature } from '../captive/opennds-custom.ts'

/** The logouts openNDS 9.10 runs BinAuth for, each with the session's bytes and times (docs/gateways.md). */
export const openndsLogoutKinds = [
  'client_deauth',
  'idle_deauth',
  'timeout_deauth',
  'ndsctl_deauth',
  'downquota_deauth',
  'upquota_deauth',
  'shutdown_deauth',
] as const
export type OpenndsLogoutKind = (typeof openndsLogoutKinds)[number]

/** openNDS's kind of logout in our words. */
export const openndsEndCauses: Record<OpenndsLogoutKind, GuestSessionEndCause> = {
  client_deauth: 'user',
  idle_deauth: 'idle',
  timeout_deauth: 'time_limit',
  ndsctl_deauth: 'operator',
  downquota_deauth: 'data_limit',
  upquota_deauth: 'data_limit',
  shutdown_deauth: 'gateway_restart',
}

/**
 * A logout as docs/opennds/binauth.sh reports it, the values exactly as the script sent them (decimal digits; the
 * signature is checked on these, never on numbers written out again): the guest session the hand-off named, the
 * kind, openNDS's bytes in (to the guest) and out, and the session's start and end in the router's epoch seconds.
 */
export interface OpenndsLogout {
  session: string
  cause: OpenndsLogoutKind
  bytesIn: string
  bytesOut: string
  start: string
  end: string
  signature: string
}

/** What the script signs with the access point's faskey: `logout` and the report's values, one space apart. */
const openndsLogoutText = (report: Omit<OpenndsLogout, 'signature'>) =>
  `logout ${report.session} ${report.cause} ${report.bytesIn} ${report.bytesOut} ${report.start} ${report.end}`

/**
 * Stores a logout the router signed with the key of the session's access point (docs/decisions/034); 'refused'
 * for an unknown session, one that was never handed to openNDS, or a signature that does not verify — nothing is
 * changed then. Idempotent: a session once ended keeps its first end and cause, and the bytes are the larger of
 * what is kept and what arrives, so a report sent again changes nothing.
 *
 * The times: openNDS counts the session on the router's clock, which may be off (a router that has not reached its
 * time server yet). So the duration is the router's (end − start, the same clock), and the start is this server's:
 * when the guest reached the landing page (without that, the router's start), moved back to now less the duration
 * when that is earlier (openNDS starts counting a moment before the landing page), never before the hand-off.
 */
export async function storeOpenndsLogout(
  db: Database,
  secrets: SecretBox,
  report: OpenndsLogout,
): Promise<'stored' | 'refused'> {
  const ofOpennds = and(
    eq(guestSessions.id, report.session),
    eq(guestSessions.gatewayKind, 'opennds'),
    isNotNull(guestSessions.handedOffAt),
  )
  const [found] = await db
    .select({ sealedKey: accessPoints.gatewaySecret })
    .from(guestSessions)
    .innerJoin(accessPoints, eq(accessPoints.id, guestSessions.accessPointId))
    .where(ofOpennds)
  if (!found?.sealedKey) return 'refused'
  const expected = openndsSignature(openndsLogoutText(report), secrets.open(found.sealedKey, 'gateway-secret'))
  if (!sameSecret(report.signature, expected)) return 'refused'

  const duration = sql`make_interval(secs => ${Number(report.end) - Number(report.start)})`
  const routerStart = sql`to_timestamp(${Number(report.start)})`
  const began = sql`greatest(${guestSessions.handedOffAt}, least(coalesce(${guestSessions.onlineAt}, ${routerStart}), now() - ${duration}))`
  // A session already ended keeps its times: only its first end counts.
  const open = sql`${guestSessions.endedAt} is null`
  await db
    .update(guestSessions)
    .set({
      onlineAt: sql`case when ${open} then ${began} else ${guestSessions.onlineAt} end`,
      lastSeenAt: sql`now()`,
      bytesDown: sql`greatest(${guestSessions.bytesDown}, ${Number(report.bytesIn)})`,
      bytesUp: sql`greatest(${guestSessions.bytesUp}, ${Number(report.bytesOut)})`,
      endedAt: sql`case when ${open} then least(${began} + ${duration}, now()) else ${guestSessions.endedAt} end`,
      endCause: sql`coalesce(${guestSessions.endCause}, ${openndsEndCauses[report.cause]})`,
    })
    .where(ofOpennds)
  return 'stored'
}

/**
 * openNDS sent the guest to the landing page, which it does only once it let them on: the console knows the guest
 * is online from then, before any logout report (openNDS reports nothing in between). The first time only.
 */
export async function markOpenndsOnline(db: Database, sessionId: string): Promise<void> {
  await db
    .update(guestSessions)
    .set({ onlineAt: sql`now()`, lastSeenAt: sql`now()` })
    .where(
      and(
        eq(guestSessions.id, sessionId),
        eq(guestSessions.gatewayKind, 'opennds'),
        isNotNull(guestSessions.handedOffAt),
        isNull(guestSessions.onlineAt),
      ),
    )
}
