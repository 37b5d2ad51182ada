import type { GuestSessionEndCause } from '@wifi/contract'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestSessions } from '../../db/schema.ts'
import { isUuid } from '../captive/captive-access-point.ts'
import type { CaptiveLookups } from '../captive/captive-lookups.ts'
import { macFromGateway } from '../captive/gateway-mac.ts'

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
  called_station_id?: string
  terminate_cause?: string
  class?: string
}

const twoTo32 = 2 ** 32

/** RADIUS's integer attributes (Acct-Session-Time, the Octets and their Gigawords) are 32-bit unsigned. */
const attributeMax = twoTo32 - 1

/**
 * The most bytes kept each way. Gigawords·2³² + Octets reaches 2⁶⁴ − 1, past the bigint columns' 2⁶³ − 1, and those
 * columns are read as JavaScript numbers, exact up to 2⁵³ − 1 (8 PiB): the most that can be stored and read back.
 */
const storedBytesMax = Number.MAX_SAFE_INTEGER

type AccountingField = keyof AccountingRequest

/**
 * The request's counters, each clamped to what RADIUS and the columns hold, and the fields that were: a legal but
 * large value is stored and acknowledged, since an error would have FreeRADIUS send it again forever.
 */
function readCounters(request: AccountingRequest) {
  const clamped = new Set<AccountingField>()
  const atMost = (field: AccountingField, value: number, max: number) => {
    if (value <= max) return value
    clamped.add(field)
    return max
  }
  // "" or digits, as FreeRADIUS writes them: anything else counts 0.
  const attribute = (field: AccountingField) => {
    const value = request[field]
    return atMost(field, value && /^\d+$/.test(value) ? Number(value) : 0, attributeMax)
  }
  // The total passes storedBytesMax from 2²¹ Gigawords on, whatever the Octets: so the Gigawords are what is clamped.
  const bytes = (octets: AccountingField, gigawords: AccountingField) =>
    atMost(gigawords, attribute(gigawords) * twoTo32 + attribute(octets), storedBytesMax)
  return {
    seconds: attribute('session_time'),
    up: bytes('input_octets', 'input_gigawords'),
    down: bytes('output_octets', 'output_gigawords'),
    clamped: [...clamped],
  }
}

/**
 * The access point whose NAS sent a request, found as the captive page finds a CoovaChilli redirect's (NAS-Identifier
 * is its `nasid`, Called-Station-Id its `called`): its id, null when the NAS is no access point guests may use or
 * several, undefined when the request names no NAS.
 */
export async function findAccountingNas(
  lookups: CaptiveLookups,
  request: AccountingRequest,
): Promise<string | null | undefined> {
  const identity = { name: request.nas_identifier || null, mac: macFromGateway(request.called_station_id) }
  if (!identity.name && !identity.mac) return undefined
  const found = await lookups.accessPoint('chilli', identity)
  return found && 'id' in found ? found.id : null
}

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

export type AccountingOutcome = 'stored' | 'closed_gateway_sessions' | 'unknown_session' | 'wrong_nas' | 'ignored'

export interface StoredAccounting {
  outcome: AccountingOutcome
  /** The fields whose values were past what RADIUS or the columns hold, stored at that most. */
  clamped: AccountingField[]
}

/**
 * Stores one accounting request (docs/decisions/034, 047) sent by `nas` (findAccountingNas). Counters are cumulative,
 * so storing the larger of what is kept and what arrives makes a request sent again (FreeRADIUS resends whatever got
 * no 2xx) or out of order harmless; a session once ended stays ended, with its first end. Accounting-On and -Off end
 * the gateway's open sessions. A NAS that is not the session's access point, or that names several, changes nothing.
 */
export async function storeAccounting(
  db: Database,
  request: AccountingRequest,
  nas: string | null | undefined,
): Promise<StoredAccounting> {
  const status = request.status_type ?? ''
  if (status === 'Accounting-On' || status === 'Accounting-Off') {
    if (nas) await closeGatewaySessions(db, nas)
    return { outcome: nas === null ? 'wrong_nas' : 'closed_gateway_sessions', clamped: [] }
  }
  if (status !== 'Start' && status !== 'Interim-Update' && status !== 'Stop') return { outcome: 'ignored', clamped: [] }
  const sessionId = accountedSession(request)
  if (!sessionId) return { outcome: 'unknown_session', clamped: [] }
  // A request naming no NAS (a FreeRADIUS template without it) is taken on its session alone, as before.
  if (nas !== undefined) {
    const [session] = await db
      .select({ accessPointId: guestSessions.accessPointId })
      .from(guestSessions)
      .where(eq(guestSessions.id, sessionId))
    if (session && session.accessPointId !== nas) return { outcome: 'wrong_nas', clamped: [] }
  }

  const { seconds, up, down, clamped } = readCounters(request)
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
  return { outcome: updated.length > 0 ? 'stored' : 'unknown_session', clamped }
}

/** A CoovaChilli gateway restarted (Accounting-On/Off): its guests' sessions are over. */
async function closeGatewaySessions(db: Database, accessPointId: string): Promise<void> {
  await db
    .update(guestSessions)
    .set({ endedAt: sql`now()`, endCause: 'gateway_restart' })
    .where(
      and(
        eq(guestSessions.accessPointId, accessPointId),
        isNotNull(guestSessions.onlineAt),
        isNull(guestSessions.endedAt),
      ),
    )
}
