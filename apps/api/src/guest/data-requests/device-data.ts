import type { GuestDataRequestKind } from '@wifi/contract'
import { and, eq, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  guestConsents,
  guestDataRequests,
  guestDeviceKeys,
  guestSessions,
  venues,
  type GuestSessionRow,
} from '../../db/schema.ts'
import { deviceKeyOf } from '../captive/guest-sessions.ts'

/** The guest session a request comes from; the request is recorded under its venue, and each other venue it reaches. */
export interface RequestingSession {
  session: Pick<GuestSessionRow, 'id' | 'deviceHash' | 'deviceVerified'>
  venueId: string
  venueName: string
}

/** What a request changed: guest sessions deleted or made anonymous, consent records that no longer name the device. */
export interface RequestOutcome {
  sessions: number
  consents: number
}

/** The rows a request changed, by the venue each belongs to (null once its venue is deleted). */
interface Touched {
  sessions: { venueId: string | null }[]
  consents: { venueId: string | null }[]
}

/**
 * The device a session's guest asks about: the session's own hash if they agreed to the measurement, else its key
 * while it lasts. Null when neither is held, or when the gateway did not vouch for the device's MAC (openNDS level
 * 1's `clientmac` is anyone's to write): then nothing but the session itself is theirs to ask about.
 */
async function deviceOfSession(db: Database, session: RequestingSession['session']): Promise<string | null> {
  if (!session.deviceVerified) return null
  return session.deviceHash ?? (await deviceKeyOf(db, session.id))
}

/**
 * Runs a request and records it — asked and completed at once, never naming the device — under the requesting
 * session's venue and every other venue whose rows it changed, each with what it changed there.
 */
async function recordRequest(
  db: Database,
  kind: GuestDataRequestKind,
  from: RequestingSession,
  run: (tx: Database) => Promise<Touched>,
): Promise<RequestOutcome> {
  return db.transaction(async (tx) => {
    const touched = await run(tx)
    const byVenue = new Map<string, RequestOutcome>([[from.venueId, { sessions: 0, consents: 0 }]])
    for (const part of ['sessions', 'consents'] as const) {
      for (const { venueId } of touched[part]) {
        if (!venueId) continue
        const counts = byVenue.get(venueId) ?? { sessions: 0, consents: 0 }
        counts[part] += 1
        byVenue.set(venueId, counts)
      }
    }
    const names = await tx
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(inArray(venues.id, [...byVenue.keys()]))
    const nameOf = new Map(names.map((venue) => [venue.id, venue.name]))
    // requested_at defaults to the transaction's start; completed_at is the clock now, when the work is done.
    await tx.insert(guestDataRequests).values(
      [...byVenue].map(([venueId, counts]) => ({
        kind,
        venueId,
        venueName: nameOf.get(venueId) ?? from.venueName,
        completedAt: sql`clock_timestamp()`,
        ...counts,
      })),
    )
    return { sessions: touched.sessions.length, consents: touched.consents.length }
  })
}

/**
 * The guest withdraws the measurement consent: no session or consent record names the device any more (they stay,
 * anonymous, in the venue's figures), and the consent records say when it was withdrawn.
 */
export async function withdrawMeasurement(db: Database, from: RequestingSession): Promise<RequestOutcome> {
  const device = await deviceOfSession(db, from.session)
  return recordRequest(db, 'withdraw', from, async (tx) => {
    const sessions = await tx
      .update(guestSessions)
      .set({ deviceHash: null })
      .where(
        and(ofRequest(guestSessions.id, guestSessions.deviceHash, device, from), isNotNull(guestSessions.deviceHash)),
      )
      .returning({ venueId: guestSessions.venueId })
    const consents = await tx
      .update(guestConsents)
      .set({ deviceHash: null, withdrawnAt: sql`now()` })
      .where(
        and(
          ofRequest(guestConsents.sessionId, guestConsents.deviceHash, device, from),
          eq(guestConsents.measurementAccepted, true),
          isNull(guestConsents.withdrawnAt),
        ),
      )
      .returning({ venueId: guestConsents.venueId })
    return { sessions, consents }
  })
}

/** Rows of the requesting session (which names no device if its guest declined), and of its device when known. */
const ofRequest = (session: AnyColumn, hash: AnyColumn, device: string | null, from: RequestingSession): SQL =>
  device ? or(eq(session, from.session.id), eq(hash, device))! : eq(session, from.session.id)

/**
 * The guest asks for their device's data to be erased: every guest session of the device (and the requesting one) is
 * deleted with its steps, its consent records stay as evidence naming no device or session, and its keys go. The
 * per-device counters stay until their window ends (within the hour): erasing them would lift the guest limits.
 */
export async function eraseDevice(db: Database, from: RequestingSession): Promise<RequestOutcome> {
  const device = await deviceOfSession(db, from.session)
  return recordRequest(db, 'erase', from, async (tx) => {
    // The device's sessions: those it agreed to be known by, and those its keys still name (the last hour's).
    const keyed = device
      ? tx
          .select({ sessionId: guestDeviceKeys.sessionId })
          .from(guestDeviceKeys)
          .where(eq(guestDeviceKeys.deviceHash, device))
      : undefined
    const consents = await tx
      .update(guestConsents)
      .set({ deviceHash: null, sessionId: null })
      .where(
        or(
          ofRequest(guestConsents.sessionId, guestConsents.deviceHash, device, from),
          keyed ? inArray(guestConsents.sessionId, keyed) : undefined,
        ),
      )
      .returning({ venueId: guestConsents.venueId })
    const sessions = await tx
      .delete(guestSessions)
      .where(
        or(
          ofRequest(guestSessions.id, guestSessions.deviceHash, device, from),
          keyed ? inArray(guestSessions.id, keyed) : undefined,
        ),
      )
      .returning({ venueId: guestSessions.venueId })
    await tx
      .delete(guestDeviceKeys)
      .where(ofRequest(guestDeviceKeys.sessionId, guestDeviceKeys.deviceHash, device, from))
    return { sessions, consents }
  })
}
