import type { GuestSessionEndCause } from '@wifi/contract'
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accessPoints, guestSessions } from '../../db/schema.ts'
import { isUuid } from '../captive/captive-access-point.ts'

/** What FreeRADIUS's rest module sends for an accounting request: every value a string, a missing one "". */
export interface AccountingRequest {
  status_type?: string
  unique_id?: string
  session_id?: string
  username?: string
  session_time?: string
  input_octets?: string
  output_octets?: string
  input_gigawords?: string
  output_gigawords?: string
  nas_identifier?: string
  terminate_cause?: string
  class?: string
}

const twoTo32 = 2 ** 32

/** A counter as FreeRADIUS writes it ("" or digits): 0 when absent or not a number. */
const counter = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : 0)

/** Octets and their Gigawords (2³² each): RADIUS counters are 32 bits. */
const bytes = (octets: string | undefined, gigawords: string | undefined) =>
  counter(gigawords) * twoTo32 + counter(octets)

/**
 * Which guest session an accounting request is about: the user name CoovaChilli logged on with is the session's id,
 * and `Class`, which the accept set to it, comes back as hex ("0x…").
 */
function accountedSession(request: AccountingRequest): string | null {
  if (request.username && isUuid(request.username)) return request.username.toLowerCase()
  const hex = /^0x([0-9a-f]+)$/i.exec(request.class ?? '')?.[1]
  const decoded = hex && hex.length % 2 === 0 ? Buffer.from(hex, 'hex').toString('latin1') : ''
  return isUuid(decoded) ? decoded.toLowerCase() : null
}

/** RADIUS's Acct-Terminate-Cause as FreeRADIUS names it, in our words (a quota's end is told from the bytes). */
const causes: Record<string, GuestSessionEndCause> = {
  'User-Request': 'user',
  'Lost-Carrier': 'lost',
  'Lost-Service': 'lost',
  'Idle-Timeout': 'idle',
  'Session-Timeout': 'time_limit',
  'Admin-Reset': 'operator',
  'Admin-Reboot': 'gateway_restart',
  'NAS-Reboot': 'gateway_restart',
  'NAS-Request': 'gateway_restart',
  'NAS-Error': 'gateway_restart',
}

export type AccountingOutcome = 'stored' | 'closed_gateway_sessions' | 'unknown_session' | 'ignored'

/**
 * Stores one accounting request (docs/decisions/034). Counters are cumulative, so storing the larger of what is kept
 * and what arrives makes a request sent again (FreeRADIUS resends whatever got no 2xx) or out of order harmless; a
 * session once ended stays ended, with its first end. Accounting-On and -Off end the gateway's open sessions.
 */
export async function storeAccounting(db: Database, request: AccountingRequest): Promise<AccountingOutcome> {
  const status = request.status_type ?? ''
  if (status === 'Accounting-On' || status === 'Accounting-Off') {
    await closeGatewaySessions(db, request.nas_identifier ?? '')
    return 'closed_gateway_sessions'
  }
  if (status !== 'Start' && status !== 'Interim-Update' && status !== 'Stop') return 'ignored'
  const sessionId = accountedSession(request)
  if (!sessionId) return 'unknown_session'

  const seconds = counter(request.session_time)
  const up = bytes(request.input_octets, request.input_gigawords)
  const down = bytes(request.output_octets, request.output_gigawords)
  // When it began: now less the time the gateway counted, the first time it is told.
  const began = sql`now() - make_interval(secs => ${seconds})`
  const stop = status === 'Stop'
  const cause = causes[request.terminate_cause ?? ''] ?? 'lost'
  const quotaBytes = sql`((${guestSessions.policy} ->> 'dataQuotaMb')::bigint * 1048576)`
  const endCause =
    cause === 'time_limit'
      ? sql`case when ${quotaBytes} <= ${up + down} then 'data_limit' else 'time_limit' end`
      : sql`${cause}`

  const updated = await db
    .update(guestSessions)
    .set({
      onlineAt: sql`coalesce(${guestSessions.onlineAt}, ${began})`,
      lastSeenAt: sql`now()`,
      bytesDown: sql`greatest(${guestSessions.bytesDown}, ${down})`,
      bytesUp: sql`greatest(${guestSessions.bytesUp}, ${up})`,
      ...(stop && {
        endedAt: sql`coalesce(${guestSessions.endedAt}, coalesce(${guestSessions.onlineAt}, ${began}) + make_interval(secs => ${seconds}))`,
        endCause: sql`coalesce(${guestSessions.endCause}, ${endCause})`,
      }),
    })
    .where(
      and(
        eq(guestSessions.id, sessionId),
        eq(guestSessions.gatewayKind, 'chilli'),
        isNotNull(guestSessions.credentialUsedAt),
        // An ended session keeps what its Stop said; a late Interim cannot reopen it.
        stop ? undefined : isNull(guestSessions.endedAt),
      ),
    )
    .returning({ id: guestSessions.id })
  return updated.length > 0 ? 'stored' : 'unknown_session'
}

/** A CoovaChilli gateway restarted (Accounting-On/Off): its guests' sessions are over. */
async function closeGatewaySessions(db: Database, nasIdentifier: string): Promise<void> {
  if (!nasIdentifier) return
  const gateway = db
    .select({ id: accessPoints.id })
    .from(accessPoints)
    .where(
      and(
        eq(accessPoints.gatewayKind, 'chilli'),
        or(
          eq(accessPoints.name, nasIdentifier),
          isUuid(nasIdentifier) ? eq(accessPoints.openwispDeviceId, nasIdentifier.toLowerCase()) : undefined,
        ),
      ),
    )
  await db
    .update(guestSessions)
    .set({ endedAt: sql`now()`, endCause: 'gateway_restart' })
    .where(
      and(
        sql`${guestSessions.accessPointId} in (${gateway})`,
        isNotNull(guestSessions.onlineAt),
        isNull(guestSessions.endedAt),
      ),
    )
}
