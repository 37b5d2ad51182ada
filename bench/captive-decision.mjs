// The captive decision: requests per second of the openNDS guest page (find the access point, pick the ad, count
// the limits every process shares, record the guest session, render the page) against a bare Fastify route answering
// "ok", each in its own process on this machine, in the same run, driven the same way; and, to show what the server's
// pipeline costs by itself, a captive message page that needs no database. DESIGN.md's goal: at least half.
// Usage: npm run build && node bench/captive-decision.mjs
// (PostgreSQL at BENCH_PG, default postgres://postgres@127.0.0.1:5432; SECONDS and CONCURRENCY to change the load;
// REDIS_URL=redis://127.0.0.1:6379 counts the limits in Redis instead of PostgreSQL)
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { adminPg, recreateDatabase, requestsPerSecond, startServer, waitFor } from './bench-server.mjs'

const database = 'bench_captive'
const port = 3993
const barePort = 3994
const seconds = Number(process.env.SECONDS ?? 10)
const concurrency = Number(process.env.CONCURRENCY ?? 16)
// Enough access points that the per-access-point limit (300 a minute) never refuses the load.
const accessPointCount = 400

const hex = (bytes) => randomBytes(bytes).toString('hex')
const mac = () => ['02', ...hex(5).match(/../g)].join(':').toUpperCase()

/** Venues, access points running openNDS (their FAS key in plaintext: the server seals it at start) and a running ad. */
async function seed() {
  const client = new pg.Client({ connectionString: `${adminPg}/${database}` })
  await client.connect()
  const {
    rows: [venue],
  } = await client.query(
    `insert into venues (name, email, phone, address) values ('Cà phê Bench', 'bench@venue.test', '+84901234567', 'Huế') returning id`,
  )
  const macs = []
  for (let index = 0; index < accessPointCount; index++) {
    const address = mac()
    macs.push(address)
    await client.query(
      `insert into access_points (openwisp_device_id, name, venue_id, organization_id, health_status, monitoring_status,
         config_status, mac_address, model, firmware, system, note, status, gateway_kind, gateway_secret,
         openwisp_modified_at, last_synced_at)
       values (gen_random_uuid(), $1, $2, gen_random_uuid(), 'online', 'ok', 'configured', $3, 'bench', 'bench',
         'bench', '', 'active', 'opennds', 'benchkey1', now(), now())`,
      [`ap-${index}`, venue.id, address],
    )
  }
  const {
    rows: [ad],
  } = await client.query(
    `insert into advertisements (title, description, component_type, duration, type, start_date, end_date,
       target_text, video)
     values ('Phở bò giảm 20%', 'Ưu đãi cho khách dùng Wi-Fi', 'video', 15, 'promotion', current_date - 1,
       current_date + 1, 'Phở bò', '{"url":"https://videos.example.test/pho.mp4","title":null,"description":null}')
     returning id`,
  )
  await client.query('insert into venue_ads (venue_id, ad_id) values ($1, $2)', [venue.id, ad.id])
  await client.end()
  return macs
}

/** A guest arriving from openNDS: a new device (so the per-device limit never refuses) at one of the access points. */
function guestPath(macs, count) {
  const fields = [
    `hid=${hex(32)}`,
    'clientip=10.77.2.70',
    `clientmac=${mac().toLowerCase()}`,
    'client_type=cpd_can',
    'gatewayname=bench',
    'version=9.10.0',
    'gatewayaddress=10.77.2.1:2050',
    `gatewaymac=${macs[count % macs.length].replaceAll(':', '').toLowerCase()}`,
    'originurl=http%3a%2f%2f10.77.1.2%2f',
  ]
  return `/wifi/opennds?fas=${encodeURIComponent(Buffer.from(fields.join(', ')).toString('base64'))}`
}

/** Keeps `concurrency` keep-alive requests in flight for `duration` seconds; answers requests per second. */
async function load(portNumber, pathOf, expectedStatus, duration = seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  // Each request's own number, so requests in flight at once go to different access points.
  let issued = 0
  let unexpected = 0
  const until = Date.now() + duration * 1000
  const one = () =>
    new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: portNumber, path: pathOf(issued++), agent }, (response) => {
        if (response.statusCode !== expectedStatus) unexpected++
        response.resume()
        response.on('end', resolve)
      })
      request.on('error', reject)
    })
  const rate = await requestsPerSecond(one, { concurrency, until })
  agent.destroy()
  if (unexpected > 0) throw new Error(`${unexpected} answers were not ${expectedStatus}`)
  return rate
}

function startBareFastify() {
  const child = spawn(
    'node',
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'
       const app = Fastify()
       app.get('/bare', async () => 'ok')
       await app.listen({ port: ${barePort}, host: '127.0.0.1' })`,
    ],
    { stdio: 'inherit', cwd: 'apps/api' },
  )
  return { stop: () => child.kill() }
}

await recreateDatabase(database)
const migrated = await startServer({ database, port })
migrated.stop()
const macs = await seed()
const server = await startServer({ database, port })
const bare = startBareFastify()
try {
  await waitFor(`http://127.0.0.1:${barePort}/bare`)
  // A short warm-up of each, so neither is measured while its code is still being compiled.
  await load(barePort, () => '/bare', 200, 2)
  await load(port, (count) => guestPath(macs, count), 200, 2)
  const bareRate = await load(barePort, () => '/bare', 200)
  const captiveRate = await load(port, (count) => guestPath(macs, count), 200)
  // The same server answering a captive page that needs no decision (a link without `fas`): what the pipeline
  // itself (security headers, request log, HTML) costs before any database work.
  const pipelineRate = await load(port, () => '/wifi/opennds', 400)
  const date = new Date().toISOString().slice(0, 10)
  const limits = process.env.REDIS_URL ? 'limits in Redis' : 'limits in PostgreSQL'
  console.log(`Captive decision bench, ${date}, ${seconds} s each at ${concurrency} in flight, PostgreSQL, ${limits}`)
  console.log(`bare Fastify route:                     ${bareRate.toFixed(0).padStart(7)} requests/s`)
  console.log(`captive message page, no database:       ${pipelineRate.toFixed(0).padStart(7)} requests/s`)
  console.log(`openNDS guest page, session and limits:  ${captiveRate.toFixed(0).padStart(7)} requests/s`)
  console.log(`ratio: ${(captiveRate / bareRate).toFixed(2)} (goal: at least 0.50)`)
} finally {
  server.stop()
  bare.stop()
}
