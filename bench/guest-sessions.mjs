// Guests' time online on PostgreSQL: CoovaChilli accounting updates stored per second through the API (goal: at
// least 2,000 a second; 500,000 guests online reporting every 300 seconds send about 1,700), and the guest sessions
// list over 1,000,000 sessions (goal: p95 under 50 ms), each request in turn as the console would ask it.
// Usage: npm run build && node bench/guest-sessions.mjs
// (PostgreSQL at BENCH_PG, default postgres://postgres@127.0.0.1:5432; SECONDS, CONCURRENCY and SESSIONS to change)
import http from 'node:http'
import pg from 'pg'
import { adminPg, recreateDatabase, requestsPerSecond, seedVenues, startServer } from './bench-server.mjs'

const database = 'bench_guest_sessions'
const port = 3995
const seconds = Number(process.env.SECONDS ?? 10)
const concurrency = Number(process.env.CONCURRENCY ?? 16)
const sessionCount = Number(process.env.SESSIONS ?? 1_000_000)
const venueCount = 100
const onlineCount = 5_000
const token = 'bench-radius-api-token-0123456789'

/** Venues with an access point each, `sessionCount` sessions over 90 days, the last `onlineCount` online now. */
async function seed() {
  const client = new pg.Client({ connectionString: `${adminPg}/${database}` })
  await client.connect()
  await seedVenues(client, venueCount)
  // Spread over 90 days; every session handed off and online for up to two hours, with its bytes.
  await client.query(`
    with places as (select row_number() over () - 1 as n, venue_id, id from access_points)
    insert into guest_sessions (venue_id, access_point_id, ad_duration, gateway_kind, gateway_session, gateway_address,
      lang, shown_at, handed_off_at, credential_used_at, online_at, last_seen_at, ended_at, end_cause, bytes_down,
      bytes_up)
    select p.venue_id, p.id, 15, 'chilli', 's' || g, '10.1.0.1:3990', 'vi', t, t, t, t, t + d, t + d, 'user',
      (random() * 500000000)::bigint, (random() * 50000000)::bigint
    from generate_series(1, ${sessionCount - onlineCount}) g
    join places p on p.n = g % ${venueCount}
    cross join lateral (select now() - make_interval(secs => 90 * 86400 * random() + 7200) as t,
      make_interval(secs => 7200 * random()) as d) times`)
  const online = await client.query(`
    with places as (select row_number() over () - 1 as n, venue_id, id from access_points)
    insert into guest_sessions (venue_id, access_point_id, ad_duration, gateway_kind, gateway_session, gateway_address,
      lang, shown_at, handed_off_at, credential_used_at, online_at, last_seen_at)
    select p.venue_id, p.id, 15, 'chilli', 'o' || g, '10.1.0.1:3990', 'vi', now(), now(), now(), now(), now()
    from generate_series(1, ${onlineCount}) g join places p on p.n = g % ${venueCount}
    returning id`)
  const venues = await client.query('select id from venues')
  await client.query('analyze')
  await client.end()
  return { onlineIds: online.rows.map((row) => row.id), venueIds: venues.rows.map((row) => row.id) }
}

/** Keeps `concurrency` Interim-Updates in flight for `seconds`, each session's counters growing; answers per second. */
async function accountingRate(onlineIds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  let issued = 0
  let failed = 0
  const until = Date.now() + seconds * 1000
  const one = () =>
    new Promise((resolve, reject) => {
      const count = issued++
      const body = JSON.stringify({
        status_type: 'Interim-Update',
        username: onlineIds[count % onlineIds.length],
        session_time: String(300 + count),
        input_octets: String(count * 10),
        output_octets: String(count * 100),
        input_gigawords: '0',
        output_gigawords: '0',
        nas_identifier: 'ap-1',
      })
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/radius/accounting',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        },
        (response) => {
          if (response.statusCode !== 204 && failed++ === 0) console.error('accounting answered', response.statusCode)
          response.resume()
          response.on('end', resolve)
        },
      )
      request.on('error', reject)
      request.end(body)
    })
  const rate = await requestsPerSecond(one, { concurrency, until })
  agent.destroy()
  if (failed > 0) throw new Error(`${failed} accounting requests were not stored`)
  return rate
}

/** Each request in turn, as an operator's screen asks: p50 and p95 over `rounds` of every kind. */
async function listTimes(accessToken, venueIds, rounds = 40) {
  const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
  const kinds = [
    () => '/api/guest-sessions',
    () => '/api/guest-sessions?state=online',
    (n) => `/api/guest-sessions?venueId=${venueIds[n % venueIds.length]}`,
    (n) => `/api/guest-sessions?venueId=${venueIds[n % venueIds.length]}&state=online`,
    (n) => `/api/guest-sessions?venueId=${venueIds[n % venueIds.length]}&from=${day(30)}&to=${day(0)}&page=3`,
    () => '/api/guest-sessions?sort=bytesDown&order=desc',
    () => '/api/guest-sessions?sort=durationSeconds&order=desc',
    () => `/api/guest-sessions?from=${day(10)}&to=${day(9)}`,
  ]
  const times = []
  const byKind = kinds.map(() => [])
  for (let round = 0; round < rounds; round++) {
    for (const [index, kind] of kinds.entries()) {
      const started = performance.now()
      const response = await fetch(`http://127.0.0.1:${port}${kind(round)}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
      if (!response.ok) throw new Error(`${kind(round)}: ${response.status}`)
      await response.arrayBuffer()
      times.push(performance.now() - started)
      byKind[index].push(performance.now() - started)
    }
  }
  const at = (values, share) =>
    values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))]
  // The slowest kind of request, by its own p95: where to look when the goal is missed.
  const slowest = byKind
    .map((values, index) => ({ path: kinds[index](0), p95: at(values, 0.95) }))
    .sort((a, b) => b.p95 - a.p95)[0]
  return { p50: at(times, 0.5), p95: at(times, 0.95), requests: times.length, slowest }
}

await recreateDatabase(database)
const migrated = await startServer({ database, port })
migrated.stop()
const seeding = performance.now()
const { onlineIds, venueIds } = await seed()
const seeded = ((performance.now() - seeding) / 1000).toFixed(0)
const server = await startServer({ database, port, env: { RADIUS_API_TOKEN: token } })
// The analytics rollup's first run goes over every seeded session once; the figures are of the steady state after it.
const waiting = new pg.Client({ connectionString: `${adminPg}/${database}` })
await waiting.connect()
while ((await waiting.query('select 1 from analytics_rollup')).rowCount === 0) {
  await new Promise((resolve) => setTimeout(resolve, 200))
}
await waiting.end()
try {
  const accessToken = await server.signIn()
  // A short warm-up, so nothing is measured while its code is still being compiled.
  await listTimes(accessToken, venueIds, 3)
  const list = await listTimes(accessToken, venueIds)
  const rate = await accountingRate(onlineIds)
  const date = new Date().toISOString().slice(0, 10)
  console.log(
    `Guest sessions bench, ${date}, PostgreSQL, ${sessionCount.toLocaleString('en')} sessions (seeded in ${seeded} s)`,
  )
  console.log(
    `sessions list: p50 ${list.p50.toFixed(1)} ms, p95 ${list.p95.toFixed(1)} ms over ${list.requests} requests (goal: p95 under 50 ms); slowest: ${list.slowest.path} p95 ${list.slowest.p95.toFixed(1)} ms`,
  )
  console.log(
    `accounting updates stored: ${Math.round(rate).toLocaleString('en')} a second at ${concurrency} in flight (goal: at least 2,000)`,
  )
} finally {
  server.stop()
}
