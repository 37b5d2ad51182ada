import type { GuestDataRequestKind } from '@wifi/contract'
import { and, eq, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  guestConsents,
  guestDataRequests,
  guestDeviceKeys,
  guestSessions,
  type GuestSessionRow,
} from '../../db/schema.ts'
import { deviceKeyOf } from '../captive/guest-sessions.ts'

/** The guest session a request comes from, and the venue it is recorded under. */
export interface RequestingSession {
  session: Pick<GuestSessionRow, 'id' | 'deviceHash'>
  venueId: string
  venueName: string
}

/** What a request changed: guest sessions deleted or made anonymous, consent records that no longer name the device. */
export interface RequestOutcome {
  sessions: number
  consents: number
}

/**
 * The device a session's guest asks about: the session's own hash if they agreed to the measurement, else its key
 * while it lasts. Null when neither is held: nothing kept is known to be that device, except the session itself.
 */
async function deviceOfSession(db: Database, session: RequestingSession['session']): Promise<string | null> {
  return session.deviceHash ?? (await deviceKeyOf(db, session.id))
}

/** Runs a request and records it — asked and completed at once, with what it changed, never naming the device. */
async function recordRequest(
  db: Database,
  kind: GuestDataRequestKind,
  from: RequestingSession,
  run: (tx: Database) => Promise<RequestOutcome>,
): Promise<RequestOutcome> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(guestDataRequests)
      .values({ kind, venueId: from.venueId, venueName: from.venueName })
      .returning({ id: guestDataRequests.id })
    const outcome = await run(tx)
    await tx
      .update(guestDataRequests)
      .set({ completedAt: sql`clock_timestamp()`, ...outcome })
      .where(eq(guestDataRequests.id, request!.id))
    return outcome
  })
}

const updatedCount = (rows: unknown[]) => rows.length

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
      .returning({ id: guestSessions.id })
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
      .returning({ id: guestConsents.id })
    return { sessions: updatedCount(sessions), consents: updatedCount(consents) }
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
    const consents = await tx
      .update(guestConsents)
      .set({ deviceHash: null, sessionId: null })
      .where(ofRequest(guestConsents.sessionId, guestConsents.deviceHash, device, from))
      .returning({ id: guestConsents.id })
    // The device's sessions: those it agreed to be known by, and those its keys still name (the last hour's).
    const keyed = device
      ? tx
          .select({ sessionId: guestDeviceKeys.sessionId })
          .from(guestDeviceKeys)
          .where(eq(guestDeviceKeys.deviceHash, device))
      : undefined
    const sessions = await tx
      .delete(guestSessions)
      .where(
        or(
          ofRequest(guestSessions.id, guestSessions.deviceHash, device, from),
          keyed ? inArray(guestSessions.id, keyed) : undefined,
        ),
      )
      .returning({ id: guestSessions.id })
    await tx
      .delete(guestDeviceKeys)
      .where(ofRequest(guestDeviceKeys.sessionId, guestDeviceKeys.deviceHash, device, from))
    return { sessions: updatedCount(sessions), consents: updatedCount(consents) }
  })
}
