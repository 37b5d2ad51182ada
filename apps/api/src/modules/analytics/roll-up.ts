import type { FunnelStep } from '@wifi/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sessionLengthBounds, sessionLengthBucketCount } from '../../db/schema.ts'
import { cameBack } from './came-back.ts'
import { addDevicesOfDirtyHours, allKey } from './device-rollup.ts'
import { summedColumns } from './figure-columns.ts'

/**
 * Brings the hourly guest figures up to date from the visits (docs/decisions/035). Each run recomputes whole
 * venue-hours — every hour a visit was shown in since two hours before the previous run, every hour with a guest
 * online now, and every hour that had one at the previous run (so a session's end and last bytes land) — and then
 * the venues' days (per access point and ad, and per venue alone), the service-wide and the per-ad hours they fall
 * in. Recomputing rather than adding makes a run safe to repeat, and a run that fails changes nothing. One process at
 * a time: the others skip the run while one holds the lock.
 *
 * A funnel step recorded more than two hours after its page, by a visit no longer online, is not seen (the call to
 * action is clicked within minutes, while online); the first run recomputes everything the visits hold.
 */

const rollupName = 'guest-figures'
/** How far before the previous run a visit's page may have been shown and still gain steps or reports. */
const lateStepsWindow = sql`interval '2 hours'`

const buckets = Array.from({ length: sessionLengthBucketCount }, (_, bucket) => bucket)
// What the rollup writes: every summed figure, and the visits still online (which bring their hour back next run).
const figureColumns = [...summedColumns, 'open_sessions']
const columnList = sql.raw(figureColumns.join(', '))

/**
 * For each length bucket, how many ended sessions fall in it (the last bucket has no upper bound), then how many
 * seconds they lasted together.
 */
function lengthBuckets(length: SQL): SQL {
  const inBucket = buckets.map((bucket) => {
    const lower = bucket === 0 ? undefined : sessionLengthBounds[bucket - 1]
    const upper = sessionLengthBounds[bucket]
    return sql.join(
      [
        sql`s.ended_at is not null`,
        lower === undefined ? undefined : sql`${length} > ${lower}`,
        upper === undefined ? undefined : sql`${length} <= ${upper}`,
      ].filter((part): part is SQL => part !== undefined),
      sql` and `,
    )
  })
  return sql.join(
    [
      ...inBucket.map((where) => sql`count(*) filter (where ${where})`),
      ...inBucket.map((where) => sql`coalesce(sum(${length}) filter (where ${where}), 0)::bigint`),
    ],
    sql`, `,
  )
}

export async function rollUpGuestFigures(db: Database): Promise<'rolled-up' | 'busy'> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('analytics-rollup')) as locked`)
    if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return 'busy'
    // The planner cannot know how few hours are dirty and would compile the wide recompute with JIT: about a second
    // of CPU each run (taken from the accounting beside it) to save a few milliseconds.
    await tx.execute(sql`set local jit = off`)

    const hourOf = (moment: SQL) => sql`date_trunc('hour', ${moment} at time zone 'UTC') at time zone 'UTC'`
    await tx.execute(sql`
      create temporary table dirty_hours on commit drop as
      select distinct s.venue_id, ${hourOf(sql`s.shown_at`)} as hour
        from guest_sessions s
        where s.shown_at >= coalesce(
          (select rolled_up_at from analytics_rollup where name = ${rollupName}) - ${lateStepsWindow}, '-infinity')
      union
      select s.venue_id, ${hourOf(sql`s.shown_at`)} from guest_sessions s
        where s.online_at is not null and s.ended_at is null
      union
      select venue_id, hour from guest_stats_hourly where open_sessions > 0`)

    await tx.execute(sql`
      delete from guest_stats_hourly h using dirty_hours d where h.venue_id = d.venue_id and h.hour = d.hour`)
    // Seconds online: to the end, or to the last report while still online.
    const length = sql`extract(epoch from coalesce(s.ended_at, s.last_seen_at, s.online_at) - s.online_at)`
    // The steps a visit reached, read once per visit (below, `reached`).
    const step = (name: FunnelStep) => sql`(${name}::text = any(reached.steps))`
    // Each step counts the visits that reached every step before it (docs/decisions/051). Connect is refused until the
    // ad's wait is over and its task (if any) passed, so a Connect press also stands for a task the ad did not have.
    const shown = step('page_shown')
    const impression = sql`(s.ad_id is not null and ${shown})`
    const waitOver = sql`(${impression} and (${step('countdown_completed')} or ${step('ad_closed')}))`
    const pastTask = sql`(${waitOver} and (${step('task_passed')} or ${step('connect_pressed')}))`
    const confirmed = step('gateway_confirmed')
    const counted = sql`(${shown} and (s.ad_id is null or ${pastTask}))`
    // A return (docs/decisions/058): the device had visited this venue on an earlier Vietnam day, within the 90 days
    // the visits are kept — the day sketches (device-rollup.ts) count the devices that came back by the same rule.
    const returnVisit = sql`(${shown} and ${cameBack('s')})`
    await tx.execute(sql`
      insert into guest_stats_hourly (hour, venue_id, access_point_id, ad_key, ${columnList})
      select d.hour, s.venue_id, s.access_point_id, coalesce(s.ad_id, ${allKey}::uuid),
        count(*) filter (where ${shown}),
        count(*) filter (where ${impression}),
        count(*) filter (where ${impression} and s.device_hash is not null),
        count(*) filter (where ${shown} and s.device_hash is not null),
        count(*) filter (where ${returnVisit}),
        count(*) filter (where ${impression} and ${step('countdown_completed')}),
        count(*) filter (where ${impression} and ${step('ad_closed')} and not ${step('countdown_completed')}),
        count(*) filter (where ${pastTask}),
        count(*) filter (where ${pastTask} and ${confirmed}),
        count(*) filter (where ${counted} and ${confirmed}),
        count(*) filter (where ${confirmed} and not ${counted}),
        count(*) filter (where ${impression} and ${step('cta_clicked')}),
        coalesce(sum(${length}) filter (where s.online_at is not null), 0)::bigint,
        coalesce(sum(s.bytes_down), 0)::bigint,
        coalesce(sum(s.bytes_up), 0)::bigint,
        ${lengthBuckets(length)},
        count(*) filter (where s.online_at is not null and s.ended_at is null)
      from dirty_hours d
      join guest_sessions s on s.venue_id = d.venue_id
        and s.shown_at >= d.hour and s.shown_at < d.hour + interval '1 hour'
      cross join lateral (
        select coalesce(array_agg(e.step), '{}') as steps from guest_events e where e.session_id = s.id) reached
      group by 1, 2, 3, 4`)

    const sums = sql.raw(figureColumns.map((column) => `sum(${column})`).join(', '))
    // The venues' Vietnam days those hours fall in, whole, from their hours.
    const vietnamDay = sql`(hour at time zone 'Asia/Ho_Chi_Minh')::date`
    await tx.execute(sql`
      create temporary table dirty_days on commit drop as
      select distinct venue_id, ${vietnamDay} as day from dirty_hours`)
    await tx.execute(sql`
      delete from guest_stats_daily g using dirty_days d where g.venue_id = d.venue_id and g.day = d.day`)
    await tx.execute(sql`
      insert into guest_stats_daily (day, venue_id, access_point_id, ad_key, ${columnList})
      select d.day, h.venue_id, h.access_point_id, h.ad_key, ${sums}
      from dirty_days d
      join guest_stats_hourly h on h.venue_id = d.venue_id
        and h.hour >= d.day::timestamp at time zone 'Asia/Ho_Chi_Minh'
        and h.hour < (d.day + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh'
      group by 1, 2, 3, 4`)
    await tx.execute(sql`
      delete from guest_stats_venue_daily g using dirty_days d where g.venue_id = d.venue_id and g.day = d.day`)
    await tx.execute(sql`
      insert into guest_stats_venue_daily (day, venue_id, ${columnList})
      select g.day, g.venue_id, ${sums}
      from dirty_days d join guest_stats_daily g on g.venue_id = d.venue_id and g.day = d.day
      group by 1, 2`)
    await tx.execute(sql`delete from guest_stats_hourly_all where hour in (select hour from dirty_hours)`)
    await tx.execute(sql`
      insert into guest_stats_hourly_all (hour, ${columnList})
      select hour, ${sums} from guest_stats_hourly
        where hour in (select hour from dirty_hours)
        group by hour`)
    // The ads' hours, whole: an ad's hour is recomputed from every venue it ran at in that hour.
    await tx.execute(sql`delete from guest_stats_hourly_ad where hour in (select hour from dirty_hours)`)
    await tx.execute(sql`
      insert into guest_stats_hourly_ad (hour, ad_key, ${columnList})
      select hour, ad_key, ${sums} from guest_stats_hourly
        where hour in (select hour from dirty_hours) and ad_key <> ${allKey}::uuid
        group by hour, ad_key`)

    await addDevicesOfDirtyHours(tx)

    await tx.execute(sql`
      insert into analytics_rollup (name, rolled_up_at) values (${rollupName}, now())
      on conflict (name) do update set rolled_up_at = excluded.rolled_up_at`)
    return 'rolled-up'
  })
}
