import type { FunnelStep, GatewayKind, Language } from '@wifi/contract'
import { and, eq, exists, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import {
  advertisements,
  guestDeviceKeys,
  guestEvents,
  guestSessions,
  venueAds,
  type AdvertisementRow,
  type GuestSessionRow,
} from '../../db/schema.ts'
import { isUniqueViolation } from '../../errors/unique-violation.ts'
import type { CaptiveAccessPoint } from './captive-access-point.ts'
import type { CaptiveLookups } from './captive-lookups.ts'
import type { NewGuestSession, WrittenSession } from './session-writer.ts'

/** A guest session's id, the only thing its page carries: a random UUID. */
export const isSessionId = (value: unknown): value is string => z.uuid().safeParse(value).success

export interface GatewayVisit {
  kind: GatewayKind
  /** openNDS `hid` or CoovaChilli's session id. */
  session: string
  /** openNDS `gatewayaddress` or CoovaChilli's `uamip:uamport`. */
  address: string
  deviceHash: string
  /** The MAC was randomised (locally administered), noted before hashing it. */
  macRandomised: boolean
  /** The gateway vouched for the MAC: a signed CoovaChilli redirect, an openNDS level-2 payload. */
  deviceVerified: boolean
  /** CoovaChilli's challenge; none for openNDS. */
  challenge: string | null
}

/**
 * A guest arrives from a gateway: picks the venue's ad — none for a device welcomed back within the venue's
 * `adAgainAfterHours` (docs/decisions/034) — and records the visit at the server's time, which Connect's countdown
 * check counts from, unless the gateway's session was already handed off (`handed_off`). Its `page_shown` waits for
 * the browser (pageShown).
 */
export async function startGuestSession(
  lookups: CaptiveLookups,
  writeSession: (values: NewGuestSession) => Promise<WrittenSession>,
  accessPoint: CaptiveAccessPoint,
  visit: GatewayVisit,
  lang: Language,
  browserKeyHash: string,
): Promise<{ session: GuestSessionRow; ad: AdvertisementRow | null } | 'handed_off'> {
  const { adAgainAfterHours } = await lookups.venuePolicy(accessPoint.venueId)
  const returning =
    adAgainAfterHours !== null &&
    (await lookups.connectedRecently(visit.deviceHash, accessPoint.venueId, adAgainAfterHours))
  const ad = returning ? null : await lookups.pickAd(accessPoint.venueId, new Date())
  const session = await writeSession({
    venueId: accessPoint.venueId,
    accessPointId: accessPoint.id,
    adId: ad?.id ?? null,
    adDuration: ad?.duration ?? 0,
    targetText: ad?.targetText ?? null,
    gatewayKind: visit.kind,
    gatewaySession: visit.session,
    gatewayAddress: visit.address,
    gatewayChallenge: visit.challenge,
    deviceHash: visit.deviceHash,
    macRandomised: visit.macRandomised,
    deviceVerified: visit.deviceVerified,
    browserKeyHash,
    lang,
    returning,
  })
  return session === 'handed_off' ? session : { session, ad }
}

/**
 * The session and its ad as it is now (null when deleted since), or null for an unknown id — or for anything that is
 * not a session id at all, as a guest's form or query may carry.
 */
export async function findGuestSession(
  db: Database,
  id: unknown,
): Promise<{ session: GuestSessionRow; ad: AdvertisementRow | null } | null> {
  if (!isSessionId(id)) return null
  const [found] = await db
    .select({ session: guestSessions, ad: advertisements })
    .from(guestSessions)
    .leftJoin(advertisements, eq(guestSessions.adId, advertisements.id))
    .where(eq(guestSessions.id, id))
  return found ?? null
}

/**
 * The session's ad as it may still be offered to its guest (the call-to-action after Connect): not taken down, and
 * public or assigned to the session's venue. A public ad its author changed is out of public until an administrator reviews it again
 * (docs/decisions/023), so its new address must not reach guests of other venues through an old session.
 */
export async function adStillOffered(
  db: Database,
  session: Pick<GuestSessionRow, 'venueId'>,
  ad: AdvertisementRow | null,
): Promise<AdvertisementRow | null> {
  if (!ad || ad.takenDownAt) return null
  if (ad.isPublic) return ad
  const [assigned] = await db
    .select({ adId: venueAds.adId })
    .from(venueAds)
    .where(and(eq(venueAds.venueId, session.venueId), eq(venueAds.adId, ad.id)))
  return assigned ? ad : null
}

/** Records steps the session reached; a step already recorded keeps its first time. */
export async function recordSteps(
  db: Database,
  sessionId: string,
  steps: readonly { step: FunnelStep; at?: Date }[],
): Promise<void> {
  if (steps.length === 0) return
  await db
    .insert(guestEvents)
    .values(steps.map(({ step, at }) => ({ sessionId, step, ...(at && { at }) })))
    .onConflictDoNothing()
}

/**
 * The device a guest session's page was shown to, for the limits only, while its key lasts (docs/decisions/033): the
 * session itself names the device only if the guest agreed to the measurement.
 */
export async function deviceKeyOf(db: Database, sessionId: string): Promise<string | null> {
  const [key] = await db
    .select({ deviceHash: guestDeviceKeys.deviceHash })
    .from(guestDeviceKeys)
    .where(and(eq(guestDeviceKeys.sessionId, sessionId), gt(guestDeviceKeys.expiresAt, sql`now()`)))
  return key?.deviceHash ?? null
}

/**
 * Marks the session handed off, once: false when it already was, or when another page of the same gateway session
 * was handed off before (the gateway's session is used once). `measuredDevice`: the device's hash when the guest
 * agreed to the measurement, which the session keeps from then on; null leaves it anonymous.
 */
export async function markHandedOff(db: Database, sessionId: string, measuredDevice: string | null): Promise<boolean> {
  try {
    const updated = await db
      .update(guestSessions)
      .set({ handedOffAt: sql`now()`, deviceHash: measuredDevice })
      .where(and(eq(guestSessions.id, sessionId), sql`${guestSessions.handedOffAt} is null`))
      .returning({ id: guestSessions.id })
    return updated.length === 1
  } catch (error) {
    if (isUniqueViolation(error, 'guest_sessions_gateway_session_handed_off_idx')) return false
    throw error
  }
}

/** The language the guest chose on their page: later pages and messages of the session speak it. */
export async function setSessionLanguage(db: Database, sessionId: string, lang: Language): Promise<void> {
  await db.update(guestSessions).set({ lang }).where(eq(guestSessions.id, sessionId))
}

/**
 * The gateway says it let the guest online (CoovaChilli's signed success, openNDS's landing): recorded for a session
 * that was handed off, and false for any other — nothing else can have been let through.
 */
export async function confirmGatewayLogon(db: Database, sessionId: string): Promise<boolean> {
  const handedOff = and(eq(guestSessions.id, sessionId), isNotNull(guestSessions.handedOffAt))
  const [session] = await db.select({ id: guestSessions.id }).from(guestSessions).where(handedOff)
  if (session) await recordSteps(db, session.id, [{ step: 'gateway_confirmed' }])
  return Boolean(session)
}

/** How many failed logons may reopen one guest session: a guest retries once or twice, a script forever. */
const maxLogonRetries = 3

export interface RefusedLogon {
  sessionId: string
  accessPointId: string
  deviceHash: string
  /** The gateway's new challenge and session, which the guest's next Connect uses. */
  challenge: string
  gatewaySession: string
}

/**
 * RADIUS refused a logon: the session is open again for another Connect (a new credential is issued then) — but only
 * for the device that did the steps on it, on its access point, while its credential was never accepted, and only a
 * few times: otherwise another device could fail a logon on purpose, naming someone's finished session, and Connect
 * on it at once. The session's id when it was reopened, null otherwise.
 */
export async function reopenAfterRefusedLogon(db: Database, logon: RefusedLogon): Promise<string | null> {
  const [reopened] = await db
    .update(guestSessions)
    .set({
      gatewayChallenge: logon.challenge.toLowerCase(),
      gatewaySession: logon.gatewaySession,
      handedOffAt: null,
      credentialHash: null,
      credentialExpiresAt: null,
      gatewayRetries: sql`${guestSessions.gatewayRetries} + 1`,
    })
    .where(
      and(
        eq(guestSessions.id, logon.sessionId),
        eq(guestSessions.accessPointId, logon.accessPointId),
        exists(
          db
            .select({ sessionId: guestDeviceKeys.sessionId })
            .from(guestDeviceKeys)
            .where(
              and(
                eq(guestDeviceKeys.sessionId, guestSessions.id),
                eq(guestDeviceKeys.deviceHash, logon.deviceHash),
                gt(guestDeviceKeys.expiresAt, sql`now()`),
              ),
            ),
        ),
        isNull(guestSessions.credentialUsedAt),
        lt(guestSessions.gatewayRetries, maxLogonRetries),
      ),
    )
    .returning({ id: guestSessions.id })
  return reopened?.id ?? null
}
