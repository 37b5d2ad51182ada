// What the benchmarks share: a fresh PostgreSQL database, the built server on it, and a signed-in admin.
import { spawn } from 'node:child_process'
import pg from 'pg'

export const adminPg = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'
const admin = { email: 'bench@bench.test', password: 'Bench1234' }

/** Drops and creates `database` on the PostgreSQL server at BENCH_PG. */
export async function recreateDatabase(database) {
  const client = new pg.Client({ connectionString: `${adminPg}/postgres` })
  await client.connect()
  await client.query(`drop database if exists ${database} with (force)`)
  await client.query(`create database ${database}`)
  await client.end()
}

/** `count` venues in Huế, each with a CoovaChilli access point (a made-up OpenWISP device), for the guest benches. */
export async function seedVenues(client, count) {
  await client.query(`
    insert into venues (name, email, phone, address)
    select 'Venue ' || n, 'venue' || n || '@bench.test', '+84901234567', 'Huế' from generate_series(1, ${count}) n`)
  await client.query(`
    insert into access_points (openwisp_device_id, name, venue_id, organization_id, health_status, monitoring_status,
      config_status, mac_address, model, firmware, system, note, status, gateway_kind, openwisp_modified_at,
      last_synced_at)
    select gen_random_uuid(), 'ap-' || row_number() over (), id, gen_random_uuid(), 'online', 'ok', 'configured',
      upper(substr(md5(id::text), 1, 2) || ':' || substr(md5(id::text), 3, 2) || ':' || substr(md5(id::text), 5, 2)
        || ':' || substr(md5(id::text), 7, 2) || ':' || substr(md5(id::text), 9, 2) || ':02'),
      'bench', 'bench', 'bench', '', 'active', 'chilli', now(), now()
    from venues`)
}

/** Starts apps/api/dist/server.js on `database` and `port`; resolves once it is healthy. */
export async function startServer({ database, port, env = {} }) {
  const base = `http://127.0.0.1:${port}`
  const child = spawn(
    'node',
    [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'apps/api/dist/server.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `${adminPg}/${database}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let log = ''
  child.stdout.on('data', (chunk) => (log += chunk))
  await waitFor(`${base}/api/health/ready`)
  return {
    base,
    /** The server process, for reading its memory from /proc. */
    pid: child.pid,
    stop: () => child.kill(),
    /**
     * Signs the admin in, or the user of `credentials`; without SMTP_URL the server prints each email, code included,
     * to its log.
     */
    async signIn(credentials = admin) {
      const challenge = await post(`${base}/api/auth/sign-in`, credentials)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const mail = log.split('\n').findLast((line) => line.includes('Email (not sent'))
      const code = /\b(\d{6})\b/.exec(mail ?? '')?.[1]
      const session = await post(`${base}/api/auth/otp/verify`, { challengeToken: challenge.challengeToken, code })
      return session.accessToken
    },
  }
}

export async function post(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

export async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

/**
 * Keeps `concurrency` requests in flight until `until` (a Date.now() time), each started by `one()` as the one before
 * it ends; answers how many completed per second.
 */
export async function requestsPerSecond(one, { concurrency, until }) {
  let completed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        await one()
        completed++
      }
    }),
  )
  return completed / ((performance.now() - started) / 1000)
}
