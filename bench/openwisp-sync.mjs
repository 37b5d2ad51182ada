// Syncs 10,000 devices from the OpenWISP simulator into the console on PostgreSQL, through the built server's
// API, and compares it with the time it takes just to download the device and monitoring pages.
// Budget (docs/architecture.md): under 10 s, bounded mostly by fetching the pages.
// Usage: npm run build && node bench/openwisp-sync.mjs   (PostgreSQL at BENCH_PG, default postgres://postgres@127.0.0.1:5432)
import { simulatorCredentials, startSimulatorProcess } from '../scripts/openwisp-simulator.mjs'
import { post, recreateDatabase, startServer } from './bench-server.mjs'

const devices = Number(process.env.BENCH_DEVICES ?? 10_000)
const database = 'bench_sync'
const port = 3991

const simulator = await startSimulatorProcess({ devices, groups: 200 })
const openwispUrl = simulator.url
let server
try {
  await recreateDatabase(database)
  server = await startServer({
    database,
    port,
    env: {
      OPENWISP_URL: openwispUrl,
      OPENWISP_USERNAME: simulatorCredentials.username,
      OPENWISP_PASSWORD: simulatorCredentials.password,
      SYNC_COOLDOWN_SECONDS: '0',
    },
  })
  const token = await server.signIn()

  const download = await timed(() => downloadPages(openwispUrl))
  console.log(`download only: ${download.result} pages of devices and monitoring in ${seconds(download.ms)}`)
  for (const label of ['first sync (every device new)', 'second sync (nothing changed)']) {
    const sync = await timed(() => syncToEnd(server.base, token))
    const run = sync.result
    console.log(
      `${label.padEnd(32)} ${seconds(sync.ms)}  ${Math.round(devices / (sync.ms / 1000))} devices/s  ` +
        `${(sync.ms / download.ms).toFixed(1)}× the download  ` +
        `(created ${run.created}, updated ${run.updated}, unchanged ${run.unchanged}, removed ${run.removed})`,
    )
  }
  console.log(`budget: ${devices} devices under 10 s`)
} finally {
  server?.stop()
  simulator.child.kill()
}

/** Starts a sync (answered at once) and follows its run until it ends, as the console's page does. */
async function syncToEnd(base, token) {
  const started = await post(`${base}/api/access-points/sync`, undefined, token)
  for (let run = started; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (run.status === 'failed') throw new Error(`the sync failed: ${run.error}`)
    if (run.status === 'succeeded') return run
    const response = await fetch(`${base}/api/sync-runs/${started.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    run = await response.json()
  }
}

/** The pages a full sync must read, fetched the way the sync does (device and monitoring lists side by side). */
async function downloadPages(openwispUrl) {
  const { token } = await post(`${openwispUrl}/api/v1/users/token/`, simulatorCredentials)
  const pages = await Promise.all(
    ['/api/v1/controller/device/', '/api/v1/monitoring/device/'].map(async (path) => {
      let next = `${openwispUrl}${path}?page_size=100`
      let count = 0
      while (next) {
        const response = await fetch(next, { headers: { authorization: `Bearer ${token}` } })
        if (!response.ok) throw new Error(`${next}: ${response.status}`)
        next = (await response.json()).next
        count++
      }
      return count
    }),
  )
  return pages[0] + pages[1]
}

async function timed(work) {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(2).padStart(6)} s`
}
