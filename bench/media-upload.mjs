// Processing a phone photo upload: a 6000 × 4000 JPEG of about 10 MB (noise, so it really is that large and the
// encoders get no help), uploaded through the built server on PostgreSQL. Prints the processing time, the server's
// peak memory (VmHWM), the bytes of each stored file, then four such uploads at once while a cheap request
// (/api/health) is timed every 50 ms: its worst latency shows whether the server keeps answering. Figures only.
// Usage: npm run build && node bench/media-upload.mjs   (PostgreSQL at BENCH_PG, default postgres://postgres@127.0.0.1:5432)
import { randomFillSync } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { Worker } from 'node:worker_threads'
import sharp from 'sharp'
import { recreateDatabase, startServer } from './bench-server.mjs'

const database = 'bench_media'
const port = 3992
const width = 6000
const height = 4000

/** Peak and current resident memory of a process, in MiB, from /proc. */
async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { peak: kib('VmHWM') / 1024, now: kib('VmRSS') / 1024 }
}

/** Random pixels at a quality that lands just under the 10 MiB limit. */
async function photo() {
  const pixels = randomFillSync(Buffer.alloc(width * height * 3))
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 55 })
    .toBuffer()
}

async function upload(base, token, bytes) {
  const started = performance.now()
  const response = await fetch(`${base}/api/media`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${token}` },
    body: bytes,
  })
  const body = await response.json()
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`)
  return { media: body, ms: performance.now() - started }
}

/**
 * Times GET /api/health every 50 ms, from a worker thread so that this script's own work sending the uploads does
 * not count as the server's delay, until told to stop; answers every latency.
 */
function startHealthProbe(base) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads')
    const latencies = []
    let running = true
    parentPort.on('message', () => (running = false))
    ;(async () => {
      while (running) {
        const started = performance.now()
        await (await fetch(workerData + '/api/health')).arrayBuffer()
        latencies.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      parentPort.postMessage(latencies)
    })()
    `,
    { eval: true, workerData: base },
  )
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (latencies) => worker.terminate().then(() => resolve(latencies)))
        worker.postMessage('stop')
      }),
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => `${value.toFixed(0)} ms`

const bytes = await photo()
console.log(`input: ${width} × ${height} JPEG, ${(bytes.length / 1024 / 1024).toFixed(2)} MiB`)

await recreateDatabase(database)
const server = await startServer({ database, port })
try {
  const token = await server.signIn()
  const idle = await memoryOf(server.pid)
  console.log(`server RSS before: ${idle.now.toFixed(0)} MiB (peak so far ${idle.peak.toFixed(0)} MiB)`)

  const single = await upload(server.base, token, bytes)
  const afterOne = await memoryOf(server.pid)
  console.log(`one upload: ${ms(single.ms)} (sent, processed, stored, answered)`)
  console.log(`server peak RSS (VmHWM) after one: ${afterOne.peak.toFixed(0)} MiB`)
  console.log(`  full image ${single.media.width} × ${single.media.height}: ${kb(single.media.bytes)}`)
  for (const variant of single.media.variants) console.log(`  variant ${variant.width} px WebP: ${kb(variant.bytes)}`)

  const probe = startHealthProbe(server.base)
  const results = await Promise.all([0, 1, 2, 3].map(() => upload(server.base, token, bytes)))
  const latencies = await probe.stop()
  const afterFour = await memoryOf(server.pid)
  const sorted = [...latencies].sort((a, b) => a - b)
  console.log(`four uploads at once: ${results.map((result) => ms(result.ms)).join(', ')}`)
  console.log(
    `  /api/health meanwhile: ${latencies.length} requests, median ${ms(sorted[Math.floor(sorted.length / 2)])}, worst ${ms(sorted.at(-1))}`,
  )
  console.log(`server peak RSS (VmHWM) after four: ${afterFour.peak.toFixed(0)} MiB`)
} finally {
  server.stop()
}
