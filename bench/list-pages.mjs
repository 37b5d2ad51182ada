// Measures a sorted, filtered, searched list page with 100,000 venues, users (with their sessions, second factors and
// sign-in locks) and access points on PostgreSQL, over HTTP
// through the built server. Budget (docs/architecture.md): p95 under 50 ms. Prints p50/p95 per kind of request and overall.
// Usage: npm run build && node bench/list-pages.mjs   (PostgreSQL at BENCH_PG, default postgres://postgres@127.0.0.1:5432)
import pg from 'pg'
import { adminPg, recreateDatabase, startServer } from './bench-server.mjs'

const database = 'bench_lists'
const rows = 100_000
const samples = 60
const port = 3990

const scenarios = [
  [
    'venues: search + status + sort by name',
    '/api/venues?q=ph%E1%BB%9F&status=active&sort=name&order=asc&page=3&pageSize=20',
  ],
  ['venues: deep page, newest first', '/api/venues?sort=createdAt&order=desc&page=500&pageSize=50'],
  ['venues: search by phone digits', '/api/venues?q=0912&sort=phone&order=desc&pageSize=100'],
  [
    'users: search + role + status + sort by name',
    '/api/users?q=lan&role=customer&status=active&sort=fullName&order=desc&pageSize=50',
  ],
  ['users: sort by email, page 100', '/api/users?sort=email&order=asc&page=100&pageSize=20'],
  ['access points: first page by name', '/api/access-points?sort=name&order=asc&pageSize=20'],
  ['access points: MAC typed with dashes', '/api/access-points?q=02-00-01-86&pageSize=20'],
  [
    'access points: offline + pending, by last sync',
    '/api/access-points?healthStatus=offline&configStatus=pending&sort=lastSyncedAt&order=desc&pageSize=50',
  ],
  ['access points: sort by venue, page 200', '/api/access-points?sort=venueName&order=asc&page=200&pageSize=20'],
]

await recreateDatabase(database)
const server = await startServer({ database, port })
const base = server.base

try {
  console.log(`seeding ${rows} venues, users and access points…`)
  await seed()
  const token = await server.signIn()
  const all = []
  for (const [name, path] of scenarios) {
    for (let warmUp = 0; warmUp < 5; warmUp++) await timed(path, token)
    const times = []
    for (let sample = 0; sample < samples; sample++) times.push(await timed(path, token))
    all.push(...times)
    console.log(`${name.padEnd(46)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`)
  }
  console.log(
    `${'all list pages'.padEnd(46)} p50 ${ms(percentile(all, 50))}  p95 ${ms(percentile(all, 95))}  (budget p95 < 50 ms)`,
  )
} finally {
  server.stop()
}

/** Bulk rows in SQL: a realistic spread of Vietnamese names, statuses and roles, in one statement each. */
async function seed() {
  const client = new pg.Client({ connectionString: `${adminPg}/${database}` })
  await client.connect()
  await client.query(`
    insert into venues (name, owner, email, phone, address, status, created_at)
    select (array['Phở','Cà phê','Trà sữa','Bánh mì','Nhà hàng','Khách sạn','Quán nướng','Tiệm bánh'])[1 + i % 8]
             || ' ' || (array['Sáng','Hà Nội','Sài Gòn','Hội An','Đà Lạt','Mộc','Xanh','Phố'])[1 + (i / 8) % 8] || ' ' || i,
           (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ'])[1 + i % 6] || ' ' || (array['An','Bình','Chi','Dũng','Lan','Minh'])[1 + (i / 6) % 6],
           'venue' || i || '@bench.test',
           '09' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'),
           i || ' ' || (array['Lê Lợi','Trần Hưng Đạo','Nguyễn Huệ','Hai Bà Trưng'])[1 + i % 4] || ', ' || (array['Hà Nội','TP.HCM','Đà Nẵng','Huế'])[1 + (i / 4) % 4],
           case when i % 5 = 0 then 'inactive' else 'active' end,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${rows}) as i`)
  await client.query(`
    insert into users (email, username, password_hash, firstname, lastname, phone, role, status, created_at, updated_at)
    select 'user' || i || '@bench.test', 'user' || i, (select password_hash from users limit 1),
           (array['An','Bình','Chi','Dũng','Lan','Minh','Nam','Thảo'])[1 + i % 8],
           (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ'])[1 + (i / 8) % 6],
           '+849' || lpad((i::bigint * 104729 % 100000000)::text, 8, '0'),
           case when i % 20 = 0 then 'admin' else 'customer' end,
           case when i % 7 = 0 then 'inactive' else 'active' end,
           now() - (i || ' minutes')::interval, now() - (i || ' seconds')::interval
    from generate_series(1, ${rows}) as i`)
  // What the users list reads beside each user (issue 24): three sessions each, an authenticator app for one in four,
  // a passkey for one in six, and a lock counter at its limit for one in fifty.
  await client.query(`
    insert into sessions (user_id, token_hash, expires_at, last_used_at, revoked_at)
    select id, md5(id::text || n), now() + interval '7 days', now() - (n || ' hours')::interval,
           case when n = 3 then now() end
    from users, generate_series(1, 3) as n`)
  await client.query(`
    insert into totp_factors (user_id, secret_sealed, confirmed_at)
    select id, 'sealed', now() from users where substr(email, 5, 1) in ('1', '5')`)
  await client.query(`
    insert into passkeys (user_id, credential_id, public_key, name)
    select id, md5(id::text), '\\x00', 'Laptop' from users where substr(email, 5, 1) in ('2', '8')`)
  await client.query(`
    insert into rate_limits (bucket, subject, hits, window_started_at)
    select 'sign-in-failures:account-address', email || ' 203.0.113.7', 5, now() from users where email like '%50@bench.test'`)
  // Access points spread over the first thousand venues (a hundred each), with OpenWISP's mix of states.
  await client.query(`
    insert into access_points (openwisp_device_id, name, venue_id, organization_id, health_status, monitoring_status,
      config_status, mac_address, ip_address, ssid, model, firmware, system, note, status, openwisp_modified_at,
      last_synced_at)
    with venue as (
      select array_agg(id order by name) as ids, array_agg(name order by name) as names
      from (select id, name from venues order by name limit 1000) as first
    )
    select gen_random_uuid(), 'ap-' || lpad(i::text, 6, '0'), venue.ids[1 + i % 1000], gen_random_uuid(),
           (array['online','online','online','offline','maintenance','error'])[1 + i % 6],
           case when i % 6 = 3 then 'critical' else 'ok' end,
           (array['configured','configured','pending','error','not_available'])[1 + i % 5],
           '02:' || regexp_replace(lpad(to_hex(i), 8, '0'), '(..)(..)(..)(..)', '\\1:\\2:\\3:\\4') || ':01',
           '10.' || (i / 65536) % 256 || '.' || (i / 256) % 256 || '.' || i % 256,
           venue.names[1 + i % 1000] || ' Free', 'TL-WR841N', 'OpenWrt 23.05', 'Linux', '', 'active', now(),
           now() - (i || ' seconds')::interval
    from generate_series(1, ${rows}) as i, venue`)
  await client.query('analyze')
  await client.end()
}

async function timed(path, token) {
  const started = performance.now()
  const response = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } })
  const body = await response.json()
  const elapsed = performance.now() - started
  if (!response.ok || !Array.isArray(body.items)) throw new Error(`${path}: ${response.status}`)
  return elapsed
}

function ms(value) {
  return `${value.toFixed(1).padStart(6)} ms`
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
