// The access points map with 10,000 placed access points on PostgreSQL: the bytes of its data (the JSON, and what
// travels when the browser accepts gzip), the time to answer it, and the time Chromium takes from opening
// /accesspoints?view=map to drawing the first markers, and to draw again after zooming in (the clustering work).
// Usage: npm run build && node bench/access-point-map.mjs   (PostgreSQL at BENCH_PG, default postgres://postgres@127.0.0.1:5432)
import http from 'node:http'
import pg from 'pg'
import { chromium } from 'playwright-core'
import { chromiumArgs, fullChromium } from '../scripts/chromium.mjs'
import { adminPg, recreateDatabase, startServer } from './bench-server.mjs'

const database = 'bench_map'
const port = 3991
const points = 10_000
const runs = 5

await recreateDatabase(database)
const server = await startServer({ database, port, env: { MAP_TILE_URL: 'none' } })
try {
  await seed()
  const token = await server.signIn()
  const path = '/api/access-points/map'
  const answerTimes = []
  let body = ''
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const response = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } })
    body = await response.text()
    answerTimes.push(performance.now() - started)
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
  }
  // What a browser receives: it asks for gzip (among others), and the map's route compresses.
  const onTheWire = await new Promise((resolve, reject) => {
    const request = http.get(`${server.base}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    })
    request.on('response', (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' }))
    })
    request.on('error', reject)
  })
  const shown = JSON.parse(body).points.id.length
  if (shown !== points) throw new Error(`the map holds ${shown} points, not ${points}`)

  const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs })
  const drawTimes = []
  const zoomTimes = []
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addCookies([
      { name: 'access_token', value: encodeURIComponent(JSON.stringify(token)), url: server.base },
    ])
    const page = await context.newPage()
    for (let run = 0; run < runs; run++) {
      const started = performance.now()
      await page.goto(`${server.base}/accesspoints?view=map`)
      await page.locator('.leaflet-marker-icon').first().waitFor()
      drawTimes.push(performance.now() - started)
      // Settled (the first view's fit is animated), the map flies to a cluster's points, then draws the markers again.
      await page.waitForTimeout(1000)
      const cluster = await page.locator('.access-point-cluster').first().elementHandle()
      const zoomed = performance.now()
      await cluster.click()
      await cluster.waitForElementState('hidden')
      await page.locator('.leaflet-marker-icon').first().waitFor()
      zoomTimes.push(performance.now() - zoomed)
    }
  } finally {
    await browser.close()
  }

  const date = new Date().toISOString().slice(0, 10)
  console.log(`Access points map bench, ${date}, ${points} placed access points, PostgreSQL, ${runs} runs`)
  console.log(
    `map data: ${kb(Buffer.byteLength(body))} KB of JSON, ${kb(onTheWire.bytes)} KB on the wire (${onTheWire.encoding})`,
  )
  console.log(`answer: median ${median(answerTimes).toFixed(0)} ms`)
  console.log(`Chromium, open /accesspoints?view=map to markers drawn: median ${median(drawTimes).toFixed(0)} ms`)
  console.log(
    `Chromium, a cluster clicked to its markers drawn (animation included): median ${median(zoomTimes).toFixed(0)} ms`,
  )
} finally {
  server.stop()
}

/** Access points spread over Vietnam's land (a box from Hà Giang to Cà Mau), in a hundred venues. */
async function seed() {
  const client = new pg.Client({ connectionString: `${adminPg}/${database}` })
  await client.connect()
  await client.query(`
    insert into venues (name, email, phone, address)
    select 'Quán ' || i, 'quan' || i || '@bench.test', '0901234567', 'Việt Nam' from generate_series(1, 100) as i`)
  await client.query(`
    insert into access_points (openwisp_device_id, name, venue_id, organization_id, health_status, monitoring_status,
      config_status, mac_address, model, firmware, system, note, status, latitude, longitude, openwisp_modified_at,
      last_synced_at)
    select gen_random_uuid(), 'ap-' || lpad(i::text, 5, '0'), (select id from venues order by name offset i % 100 limit 1),
           gen_random_uuid(), (array['online','online','online','offline','maintenance','error'])[1 + i % 6], 'ok',
           'configured', '02:' || regexp_replace(lpad(to_hex(i), 8, '0'), '(..)(..)(..)(..)', '\\1:\\2:\\3:\\4') || ':02',
           'bench', 'bench', 'bench', '', 'active', 8.6 + random() * 14.5, 104.4 + random() * 5.0, now(), now()
    from generate_series(1, ${points}) as i`)
  await client.query('analyze')
  await client.end()
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1)
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
