import type { FunnelStep } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/client.ts'
import { guestEvents } from '../../src/db/schema.ts'
import { createGuestSession } from '../../src/factories/guest-session-factory.ts'
import { rollUpGuestFigures } from '../../src/modules/analytics/roll-up.ts'

/** Guests' visits as the analytics tests make them, and the rollup that counts them (docs/decisions/035). */

/** A moment in Vietnam time (UTC+7), e.g. vietnamTime('2026-03-10', '09:15'). */
export const vietnamTime = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`)

/** The steps of a guest who watched the ad, passed the task and was let online. */
export const connectedSteps: FunnelStep[] = [
  'countdown_completed',
  'task_passed',
  'terms_accepted',
  'gateway_confirmed',
]

export interface Visit {
  shownAt: Date
  adId?: string | null
  steps?: FunnelStep[]
  /** The device's hash, when its guest agreed to the measurement. */
  device?: string
  randomised?: boolean
  /** Online for this many seconds, ended unless `online`. */
  onlineSeconds?: number
  online?: boolean
  bytesDown?: number
  bytesUp?: number
}

/** A guest's visit at an access point: its session, its page shown and its `steps`, all at `shownAt`. */
export async function recordVisit(
  db: Database,
  place: { venueId: string; accessPointId: string },
  {
    shownAt,
    adId = null,
    steps = [],
    device,
    randomised = false,
    onlineSeconds,
    online,
    bytesDown = 0,
    bytesUp = 0,
  }: Visit,
) {
  const onlineAt = onlineSeconds === undefined ? null : new Date(shownAt.getTime() + 30_000)
  const offlineAt = onlineAt && new Date(onlineAt.getTime() + onlineSeconds! * 1000)
  const session = await createGuestSession(db, {
    ...place,
    adId,
    shownAt,
    deviceHash: device ?? null,
    macRandomised: randomised,
    onlineAt,
    lastSeenAt: offlineAt,
    endedAt: online ? null : offlineAt,
    endCause: offlineAt && !online ? 'user' : null,
    bytesDown,
    bytesUp,
  })
  const recorded: FunnelStep[] = ['page_shown', ...steps]
  await db.insert(guestEvents).values(recorded.map((step) => ({ sessionId: session.id, step, at: shownAt })))
  return session
}

/**
 * Every visit the database holds counted again, as on a first start: the tests' visits were shown on past days, which
 * a regular run (recent hours only) would not look at. The app's own beat may hold the lock a moment.
 */
export async function rollUpEverything(db: Database) {
  // Forgotten again before each try: a run of the beat in between would have remembered its own time.
  for (;;) {
    await db.execute(sql`delete from analytics_rollup`)
    if ((await rollUpGuestFigures(db)) === 'rolled-up') return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
