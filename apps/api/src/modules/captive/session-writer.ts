import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/client.ts'
import { and, inArray, isNotNull } from 'drizzle-orm'
import { guestEvents, guestSessions, type GuestSessionRow } from '../../db/schema.ts'

export type NewGuestSession = Omit<typeof guestSessions.$inferInsert, 'id' | 'shownAt' | 'handedOffAt'>

/**
 * The stored session, or `handed_off` when the gateway's session was already handed off: the gateway sent the guest
 * back, which openNDS does when it refused the token. Nothing is recorded then.
 */
export type WrittenSession = GuestSessionRow | 'handed_off'

const gatewayKey = (row: { accessPointId: string; gatewaySession: string }) =>
  `${row.accessPointId} ${row.gatewaySession}`

/** The most sessions one transaction writes. */
const maxBatch = 200
/** Commits under way at once: PostgreSQL flushes concurrent commits together, so a few overlap usefully. */
const maxInFlight = 4

/**
 * Records guest sessions with their first step (`page_shown`) by group commit: a visit's page is answered only once
 * its session is committed (the countdown is counted from it, and the show is durable), but the visits that arrive
 * while commits are under way share the next one. A quiet server writes each at once; a busy one writes dozens of
 * visits for the cost of one commit — and one look for gateway sessions handed off before, instead of a query per
 * visit. A batch that fails is written again one session at a time, so one bad row fails only its own visit.
 */
export function createSessionWriter(db: Database) {
  let queue: { values: NewGuestSession & { id: string }; settle: (row: WrittenSession | Error) => void }[] = []
  let inFlight = 0
  let scheduled = false

  async function insert(values: (NewGuestSession & { id: string })[]): Promise<Map<string, WrittenSession>> {
    return db.transaction(async (tx) => {
      const handedOff = await tx
        .select({ accessPointId: guestSessions.accessPointId, gatewaySession: guestSessions.gatewaySession })
        .from(guestSessions)
        .where(
          and(
            inArray(guestSessions.accessPointId, [...new Set(values.map((value) => value.accessPointId))]),
            inArray(guestSessions.gatewaySession, [...new Set(values.map((value) => value.gatewaySession))]),
            isNotNull(guestSessions.handedOffAt),
          ),
        )
      const refused = new Set(handedOff.map(gatewayKey))
      const written = new Map<string, WrittenSession>()
      const fresh = values.filter((value) => {
        if (refused.has(gatewayKey(value))) written.set(value.id, 'handed_off')
        return !refused.has(gatewayKey(value))
      })
      if (fresh.length === 0) return written
      const inserted = await tx.insert(guestSessions).values(fresh).returning()
      await tx
        .insert(guestEvents)
        .values(inserted.map((row) => ({ sessionId: row.id, step: 'page_shown' as const, at: row.shownAt })))
      for (const row of inserted) written.set(row.id, row)
      return written
    })
  }

  /** Writes one batch from the queue; then, if visits are waiting, the next. */
  async function writeBatch() {
    const batch = queue.slice(0, maxBatch)
    queue = queue.slice(maxBatch)
    inFlight += 1
    try {
      const rows = await insert(batch.map((entry) => entry.values))
      for (const entry of batch) entry.settle(rows.get(entry.values.id) ?? new Error('guest session not written'))
    } catch (error) {
      if (batch.length === 1) batch[0]!.settle(error as Error)
      else {
        for (const entry of batch) {
          const row = await insert([entry.values]).then(
            (rows) => rows.get(entry.values.id),
            (failure: unknown) => failure as Error,
          )
          entry.settle(row ?? new Error('guest session not written'))
        }
      }
    } finally {
      inFlight -= 1
      schedule()
    }
  }

  /** On the next turn of the event loop, so the visits of this turn go in the same commit. */
  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= maxInFlight) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      void writeBatch()
      schedule()
    })
  }

  return function writeSession(values: NewGuestSession): Promise<WrittenSession> {
    return new Promise((resolve, reject) => {
      queue.push({
        values: { ...values, id: randomUUID() },
        settle: (result) => (result instanceof Error ? reject(result) : resolve(result)),
      })
      schedule()
    })
  }
}
