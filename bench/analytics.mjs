// Guest analytics on PostgreSQL (docs/decisions/035): GET /api/analytics over the aggregates that 20,000,000 guest
// visits in 90 days at 1,000 venues leave — the 90-day all-venues report, one venue's month, the month a customer with
// five venues opens, an ad across every venue, the tables by venue (all venues, 90 days) and by access point (the
// customer's month), and the dashboard's last seven days (goals: p95 under 150 ms each, the customer's report under
// 50 ms) — and one regular run of the rollup over an hour's visits at that rate.
// The reports read only the aggregates, whose size is set by venues × hours × ads, so those are seeded as the visits
// would have left them (about 9 visits a venue-hour; devices from a population of 2,000,000, 40% measured); the
// rollup is measured on real visits: the last hour's, with their funnel steps.
// Usage: npm run build && node --import tsx bench/analytics.mjs (tsx: the sketches are made by the server's own code)
// (PostgreSQL at BENCH_PG, default postgres://postgres@127.0.0.1:5432)
import { createHash } from 'node:crypto'
import pg from 'pg'
import { addDevice, emptySketch, encodeSketch } from '../apps/api/src/modules/analytics/device-sketch.ts'
import { adminPg, post, recreateDatabase, seedVenues, startServer } from './bench-server.mjs'

const database = 'bench_analytics'
const port = 3996
const venueCount = 1_000
const adCount = 20
const days = 90
const visitsPerVenueHour = 9
const population = 2_000_000
const measuredShare = 0.4
const hourVisits = Math.round(20_000_000 / days / 24)
const customer = { email: 'customer@bench.test', password: 'Bench1234' }
const nil = '00000000-0000-0000-0000-000000000000'
const dayMs = 86_400_000

/** A Vietnam day, `offset` days before today. */
const vietnamDay = (offset) => new Date(Date.now() + 7 * 3_600_000 - offset * dayMs).toISOString().slice(0, 10)
/** A device of the population as the console hashes it (base64url of 32 bytes). */
const device = (n) => createHash('sha256').update(`device ${n}`).digest('base64url')

/** A device sketch as the rollup stores it, in hex for the insert. */
function sketchOf(hashes) {
  const sketch = emptySketch()
  for (const hash of hashes) addDevice(sketch, hash)
  return encodeSketch(sketch).toString('hex')
}

const randomDevices = (count) => Array.from({ length: count }, () => device(Math.floor(Math.random() * population)))

async function seed(client) {
  await seedVenues(client, venueCount)
  await client.query(`
    insert into advertisements (title, description, component_type, duration, type, start_date, end_date, video)
    select 'Ad ' || n, 'bench', 'video', 5, 'promotion', current_date - 100, current_date + 10,
      '{"url":"https://example.test/a.mp4","title":null,"description":null}'::jsonb
    from generate_series(1, ${adCount}) n`)
  const places = (await client.query('select venue_id, id from access_points order by venue_id')).rows
  const ads = (await client.query('select id from advertisements order by title')).rows.map((row) => row.id)

  // The hourly figures: each venue runs one of the ads; the visits split between the ad and none (returning guests).
  const lengths = Array.from({ length: 16 }, (_, bucket) => `length_${bucket}`).join(', ')
  const lengthSeconds = Array.from({ length: 16 }, (_, bucket) => `length_seconds_${bucket}`).join(', ')
  await client.query(`
    with places as (select row_number() over (order by venue_id) - 1 as n, venue_id, id from access_points),
      ads as (select row_number() over (order by title) - 1 as n, id from advertisements),
      hours as (select date_trunc('hour', now()) - make_interval(hours => h) as hour from generate_series(1, ${days * 24}) h)
    insert into guest_stats_hourly (hour, venue_id, access_point_id, ad_key, impressions, countdowns_completed,
      ads_closed, tasks_passed, connections, cta_clicks, online_seconds, bytes_down, bytes_up, open_sessions,
      ${lengths}, ${lengthSeconds})
    select h.hour, p.venue_id, p.id, k.ad_key, v.shown, v.shown - 1, 0, v.shown - 1, v.shown - 1, v.shown / 4,
      v.shown * 1500, v.shown * 80000000::bigint, v.shown * 4000000::bigint, 0,
      0, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
      0, 0, 250, 500, 800, 0, 1600, 2500, 3300, 4500, 0, 0, 0, 0, 0, 0
    from hours h cross join places p
    join ads a on a.n = p.n % ${adCount}
    cross join lateral (values (a.id), ('${nil}'::uuid)) k (ad_key)
    cross join lateral (select greatest(2, (${visitsPerVenueHour} / 2 + random() * 4)::int) as shown) v`)
  await client.query(`
    insert into guest_stats_hourly_all
    select hour, sum(impressions), sum(countdowns_completed), sum(ads_closed), sum(tasks_passed), sum(connections),
      sum(cta_clicks), sum(online_seconds), sum(bytes_down), sum(bytes_up), sum(open_sessions),
      ${Array.from({ length: 16 }, (_, bucket) => `sum(length_${bucket})`).join(', ')},
      ${Array.from({ length: 16 }, (_, bucket) => `sum(length_seconds_${bucket})`).join(', ')}
    from guest_stats_hourly group by hour`)
  // The venues' days the tables and the narrower reports read, as the rollup keeps them from the hours.
  const figureColumns = `impressions, countdowns_completed, ads_closed, tasks_passed, connections, cta_clicks,
    online_seconds, bytes_down, bytes_up, open_sessions, ${lengths}, ${lengthSeconds}`
  await client.query(`
    insert into guest_stats_daily (day, venue_id, access_point_id, ad_key, ${figureColumns})
    select (hour at time zone 'Asia/Ho_Chi_Minh')::date, venue_id, access_point_id, ad_key,
      ${figureColumns
        .split(',')
        .map((column) => `sum(${column.trim()})`)
        .join(', ')}
    from guest_stats_hourly group by 1, 2, 3, 4`)
  await client.query(`
    insert into guest_stats_venue_daily (day, venue_id, ${figureColumns})
    select day, venue_id, ${figureColumns
      .split(',')
      .map((column) => `sum(${column.trim()})`)
      .join(', ')}
    from guest_stats_daily group by 1, 2`)

  // The device sketches: a venue-day's measured devices, each ad's day across its venues, and the service's day.
  const perVenueDay = Math.round(visitsPerVenueHour * 24 * measuredShare * 0.7)
  for (let offset = 1; offset <= days; offset++) {
    const day = vietnamDay(offset)
    const rows = []
    const byAd = new Map()
    const everyone = []
    places.forEach((place, n) => {
      const devices = randomDevices(perVenueDay)
      const ad = ads[n % adCount]
      rows.push([place.venue_id, day, place.id, ad, sketchOf(devices), sketchOf(devices.slice(0, perVenueDay / 3))])
      byAd.set(ad, [...(byAd.get(ad) ?? []), ...devices])
      everyone.push(...devices)
    })
    for (const [ad, devices] of byAd)
      rows.push([nil, day, nil, ad, sketchOf(devices), sketchOf(devices.slice(0, devices.length / 3))])
    rows.push([nil, day, nil, nil, sketchOf(everyone), sketchOf(everyone.slice(0, everyone.length / 3))])
    const column = (index) => rows.map((row) => row[index])
    await client.query(
      `insert into guest_device_sketches (venue_key, day, access_point_key, ad_key, devices, randomised)
       select v, d, a, ad, decode(s, 'hex'), decode(r, 'hex')
       from unnest($1::uuid[], $2::date[], $3::uuid[], $4::uuid[], $5::text[], $6::text[]) as t (v, d, a, ad, s, r)`,
      [column(0), column(1), column(2), column(3), column(4), column(5)],
    )
  }
  // Up to date as of now (the server that migrated the database ran a first, empty rollup).
  await client.query(`insert into analytics_rollup (name, rolled_up_at) values ('guest-figures', now())
    on conflict (name) do update set rolled_up_at = excluded.rolled_up_at`)

  // The last hour's visits, raw, for the rollup's regular run: shown, most through the ad, measured or not.
  await client.query(`
    with places as (select row_number() over (order by venue_id) - 1 as n, venue_id, id from access_points),
      ads as (select row_number() over (order by title) - 1 as n, id from advertisements),
      visits as (
        insert into guest_sessions (venue_id, access_point_id, ad_id, ad_duration, gateway_kind, gateway_session,
          gateway_address, lang, shown_at, handed_off_at, credential_used_at, online_at, last_seen_at, device_hash,
          mac_randomised, bytes_down, bytes_up)
        select p.venue_id, p.id, a.id, 5, 'chilli', 'h' || g, '10.1.0.1:3990', 'vi', t, t, t, t, t + interval '20 minutes',
          case when random() < ${measuredShare} then encode(sha256(('device ' || (random() * ${population})::int)::bytea), 'base64') end,
          random() < 0.3, (random() * 80000000)::bigint, (random() * 4000000)::bigint
        from generate_series(1, ${hourVisits}) g
        join places p on p.n = g % ${venueCount}
        join ads a on a.n = p.n % ${adCount}
        cross join lateral (select now() - make_interval(secs => 3000 * random()) as t) times
        returning id, shown_at)
    insert into guest_events (session_id, step, at)
    select id, step, shown_at from visits
    cross join unnest(array['page_shown', 'countdown_completed', 'task_passed', 'terms_accepted', 'connect_pressed',
      'credential_issued', 'gateway_confirmed']) step`)
  // PostgreSQL's base64 is not base64url: make the hashes what the console writes.
  await client.query(
    `update guest_sessions set device_hash = rtrim(translate(device_hash, '+/', '-_'), '=') where device_hash is not null`,
  )
  await client.query('analyze')
  return { venueIds: places.map((place) => place.venue_id), adIds: ads }
}

/** Each request in turn: p50 and p95 over `rounds`. */
async function times(token, path, rounds = 30) {
  const measured = []
  for (let round = 0; round < rounds + 3; round++) {
    const started = performance.now()
    const response = await fetch(`http://127.0.0.1:${port}${path(round)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (!response.ok) throw new Error(`${path(round)}: ${response.status} ${await response.text()}`)
    await response.arrayBuffer()
    // The first three warm the code up.
    if (round >= 3) measured.push(performance.now() - started)
  }
  measured.sort((a, b) => a - b)
  const at = (share) => measured[Math.min(measured.length - 1, Math.floor(share * measured.length))]
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`
}

await recreateDatabase(database)
const migrated = await startServer({ database, port })
migrated.stop()
const client = new pg.Client({ connectionString: `${adminPg}/${database}` })
await client.connect()
const seeding = performance.now()
const { venueIds, adIds } = await seed(client)
const seeded = ((performance.now() - seeding) / 1000).toFixed(0)
const rows = (await client.query('select count(*)::int as n from guest_stats_hourly')).rows[0].n

// One regular rollup run over the last hour's visits, as the server's beat makes it when the server starts.
const { rows: marked } = await client.query(`update analytics_rollup set rolled_up_at = now() returning rolled_up_at`)
const rollupStarted = performance.now()
const server = await startServer({ database, port })
for (;;) {
  const { rows: done } = await client.query('select rolled_up_at > $1 as done from analytics_rollup', [
    marked[0].rolled_up_at,
  ])
  if (done[0].done) break
  await new Promise((resolve) => setTimeout(resolve, 50))
}
const rollupMs = performance.now() - rollupStarted

try {
  const adminToken = await server.signIn()
  await post(
    `${server.base}/api/users`,
    {
      firstname: 'Bench',
      lastname: 'Customer',
      username: 'benchcustomer',
      email: customer.email,
      phone: '+84901234568',
      role: 'customer',
      password: customer.password,
      confirmPassword: customer.password,
    },
    adminToken,
  )
  await client.query(
    `insert into venue_members (venue_id, user_id) select unnest($1::uuid[]), id from users where email = $2`,
    [venueIds.slice(0, 5), customer.email],
  )
  const customerToken = await server.signIn(customer)
  const month = `from=${vietnamDay(30)}&to=${vietnamDay(1)}`
  const date = new Date().toISOString().slice(0, 10)
  console.log(
    `Analytics bench, ${date}, PostgreSQL, ${venueCount.toLocaleString('en')} venues × ${days} days (${rows.toLocaleString('en')} hourly rows, seeded in ${seeded} s)`,
  )
  console.log(
    `rollup, one regular run over the last hour's ${hourVisits.toLocaleString('en')} visits: ${rollupMs.toFixed(0)} ms, the server's start included (goal: within its 30-second beat)`,
  )
  console.log(
    `90 days, all venues: ${await times(adminToken, () => `/api/analytics?from=${vietnamDay(days)}&to=${vietnamDay(1)}`)} (goal: p95 under 150 ms)`,
  )
  console.log(
    `one venue's month: ${await times(adminToken, (n) => `/api/analytics?${month}&venueId=${venueIds[n % venueIds.length]}`)} (goal: p95 under 150 ms)`,
  )
  console.log(
    `a customer's five venues, a month: ${await times(customerToken, () => `/api/analytics?${month}`)} (goal: p95 under 50 ms)`,
  )
  console.log(
    `an ad across its venues, 90 days: ${await times(adminToken, (n) => `/api/analytics?from=${vietnamDay(days)}&to=${vietnamDay(1)}&adId=${adIds[n % adIds.length]}`)} (goal: p95 under 150 ms)`,
  )
  console.log(
    `the table by venue, 90 days, all venues: ${await times(adminToken, () => `/api/analytics/breakdown?from=${vietnamDay(days)}&to=${vietnamDay(1)}&by=venue`)} (goal: p95 under 150 ms)`,
  )
  console.log(
    `the table by access point, a customer's five venues, a month: ${await times(customerToken, () => `/api/analytics/breakdown?${month}&by=accessPoint`)} (goal: p95 under 150 ms)`,
  )
  console.log(
    `dashboard, the last seven days: ${await times(adminToken, () => `/api/analytics?from=${vietnamDay(6)}&to=${vietnamDay(0)}`)} (goal: p95 under 150 ms)`,
  )
} finally {
  server.stop()
  await client.end()
}
