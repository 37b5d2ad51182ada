import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { GuestSessionRow } from '../../db/schema.ts'

/**
 * A visit to record: what the gateway and the ad's pick tell; the rest of the row comes later or from the server.
 * `deviceHash` goes to `guest_device_keys` only, for the limits: the session gets it at Connect, if the guest agrees.
 */
export type NewGuestSession = Pick<
  GuestSessionRow,
  | 'venueId'
  | 'accessPointId'
  | 'adId'
  | 'adDuration'
  | 'targetText'
  | 'gatewayKind'
  | 'gatewaySession'
  | 'gatewayAddress'
  | 'gatewayChallenge'
  | 'lang'
  | 'returning'
  | 'macRandomised'
  | 'deviceVerified'
  | 'browserKeyHash'
> & { deviceHash: string }

/**
 * The stored session, or `handed_off` when the gateway's session was already handed off: the gateway sent the guest
 * back, which openNDS does when it refused the token. Nothing is recorded then.
 */
export type WrittenSession = GuestSessionRow | 'handed_off'

const sessionRow = (
  value: NewGuestSession & { id: string },
  { shownAt, handle }: Pick<GuestSessionRow, 'shownAt' | 'handle'>,
): GuestSessionRow => ({
  ...value,
  deviceHash: null,
  shownAt,
  handle,
  handedOffAt: null,
  credentialHash: null,
  credentialExpiresAt: null,
  credentialUsedAt: null,
  gatewayRetries: 0,
  policy: null,
  onlineAt: null,
  lastSeenAt: null,
  endedAt: null,
  endCause: null,
  bytesDown: 0,
  bytesUp: 0,
})

/**
 * How long a visit's device key is kept for the limits: past its page's 30 minutes (a refused Chilli logon comes
 * right after Connect), and pruned within the hour with the ten-minute beat (maintenance/prune-guest-keys.ts).
 */
const deviceKeyLifetime = sql.raw(`interval '45 minutes'`)

/** The most sessions one transaction writes. */
const maxBatch = 200
/** Commits under way at once: PostgreSQL flushes concurrent commits together, so a few overlap usefully. */
const maxInFlight = 8

/**
 * Records guest sessions by group commit: a visit's page is answered only once
 * its session is committed (the countdown is counted from it, and the visit is durable), but the visits that arrive
 * while commits are under way share the next one. A quiet server writes each at once; a busy one writes dozens of
 * visits for the cost of one commit — and one look for gateway sessions handed off before, instead of a query per
 * visit. A batch that fails is written again one session at a time, so one bad row fails only its own visit.
 */
export function createSessionWriter(db: Database) {
  let queue: { values: NewGuestSession & { id: string }; settle: (row: WrittenSession | Error) => void }[] = []
  let inFlight = 0
  let scheduled = false

  /**
   * One statement, so one round trip and its own transaction: skip the visits whose gateway session was handed off
   * before, insert the rest with their device keys (docs/decisions/033), and answer what was inserted. The visits
   * travel as one array per column, so the statement's text is the same whatever the batch's size.
   */
  async function insert(values: (NewGuestSession & { id: string })[]): Promise<Map<string, WrittenSession>> {
    const column = (pick: (value: NewGuestSession & { id: string }) => unknown) => sql.param(values.map(pick))
    const result = await db.execute(sql`
      with visit as (
        select * from unnest(
          ${column((value) => value.id)}::uuid[], ${column((value) => value.venueId)}::uuid[],
          ${column((value) => value.accessPointId)}::uuid[], ${column((value) => value.adId)}::uuid[],
          ${column((value) => value.adDuration)}::integer[], ${column((value) => value.targetText)}::text[],
          ${column((value) => value.gatewayKind)}::text[], ${column((value) => value.gatewaySession)}::text[],
          ${column((value) => value.gatewayAddress)}::text[], ${column((value) => value.gatewayChallenge)}::text[],
          ${column((value) => value.deviceHash)}::text[], ${column((value) => value.lang)}::text[],
          ${column((value) => value.returning)}::boolean[], ${column((value) => value.macRandomised)}::boolean[],
          ${column((value) => value.deviceVerified)}::boolean[], ${column((value) => value.browserKeyHash)}::text[]
        ) as visit (id, venue_id, access_point_id, ad_id, ad_duration, target_text, gateway_kind, gateway_session,
          gateway_address, gateway_challenge, device_hash, lang, returning_device, mac_randomised, device_verified,
          browser_key_hash)
      ),
      inserted as (
        insert into guest_sessions (id, venue_id, access_point_id, ad_id, ad_duration, target_text, gateway_kind,
          gateway_session, gateway_address, gateway_challenge, lang, returning_device, mac_randomised, device_verified,
          browser_key_hash)
        select id, venue_id, access_point_id, ad_id, ad_duration, target_text, gateway_kind, gateway_session,
          gateway_address, gateway_challenge, lang, returning_device, mac_randomised, device_verified, browser_key_hash
        from visit where not exists (
          select from guest_sessions handed_off
          where handed_off.access_point_id = visit.access_point_id
            and handed_off.gateway_session = visit.gateway_session
            and handed_off.handed_off_at is not null
        )
        returning id, shown_at, handle
      ),
      device_keys as (
        insert into guest_device_keys (session_id, device_hash, expires_at)
        select inserted.id, visit.device_hash, inserted.shown_at + ${deviceKeyLifetime}
        from inserted join visit using (id)
      )
      select id, shown_at, handle from inserted`)
    // Both drivers answer { rows }; PGlite gives a Date, node-postgres under Drizzle the text of the timestamp.
    const { rows } = result as unknown as { rows: { id: string; shown_at: string | Date; handle: string }[] }
    const insertedRows = new Map(rows.map((row) => [row.id, { shownAt: new Date(row.shown_at), handle: row.handle }]))
    const written = new Map<string, WrittenSession>()
    for (const value of values) {
      const inserted = insertedRows.get(value.id)
      written.set(value.id, inserted ? sessionRow(value, inserted) : 'handed_off')
    }
    return written
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
