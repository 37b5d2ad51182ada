// The soak of bench/production.ts: a fixed number of jobs by many clients at once, each server process's memory (RSS
// and V8 heap used) read every second meanwhile, and whether it grew.
//
// A single reading says little about growth: the heap used climbs by a hundred megabytes between two of V8's full
// collections and falls back after one, so a reading taken idle before the soak can hold more garbage than one taken
// idle after it. What grows when something leaks is the floor — the lowest readings, right after a collection. The
// soak's first fifth is its warm-up (V8 grows the heap to its size under this load, and RSS with it, until its first
// full collections); the bound holds the lowest reading of the last two fifths against the lowest of the two before,
// each window longer than the time between two full collections.
import { performance } from 'node:perf_hooks'
import { drive, figures, type Figures, type MeasuredTraffic } from './production-load.ts'

export interface Memory {
  rss: number
  heapUsed: number
}

interface Reading {
  /** The share of the jobs done when it was read, 0 to 1. */
  progress: number
  /** Requests ended by then. */
  requests: number
  /** One per process. */
  processes: Memory[]
}

export interface SoakResult {
  idleBefore: Memory[]
  readings: Reading[]
  idleAfter: Memory[]
  figures: Figures
  elapsedMs: number
}

/**
 * Readings (a second apart) each window of the bound needs: a window between two full collections has no floor, and
 * under this load V8 ran one about every minute or two (2026-11-28).
 */
const shortestWindow = 60

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `jobs` jobs by `clients` workers at once, `work(job)` sending its requests through `traffic`; `readMemory` answers
 * each process's memory, read idle 3 s before and after the load and every second during it.
 */
export async function soak(options: {
  clients: number
  jobs: number
  traffic: MeasuredTraffic
  work: (job: number) => Promise<void>
  readMemory: () => Promise<Memory[]>
}): Promise<SoakResult> {
  const { clients, jobs, traffic, work, readMemory } = options
  await pause(3_000)
  const idleBefore = await readMemory()
  const readings: Reading[] = []
  let done = 0
  let loading = true
  const reader = (async () => {
    while (loading) {
      const [progress, requests] = [done / jobs, traffic.times.length]
      readings.push({ progress, requests, processes: await readMemory() })
      await pause(1_000)
    }
  })()
  const started = performance.now()
  await drive(
    clients,
    (job) => job < jobs,
    async (job) => {
      await work(job)
      done++
    },
  )
  const elapsedMs = performance.now() - started
  loading = false
  await reader
  await pause(3_000)
  return { idleBefore, readings, idleAfter: await readMemory(), figures: figures(traffic, elapsedMs), elapsedMs }
}

const MB = 1024 * 1024
const megabytes = (bytes: number) => (bytes / MB).toFixed(1)
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`
const lowest = (values: number[]) => Math.min(...values)
const highest = (values: number[]) => Math.max(...values)

/**
 * Prints the readings by tenths of the soak (lowest–highest RSS and heap used of each process in each), the floors
 * of the two windows after the warm-up and their growth; answers whether every process stayed within `bound` (MB).
 */
export function printMemory(result: SoakResult, pids: number[], bound: { rssMB: number; heapMB: number }): boolean {
  const cell = (text: string) => text.padStart(30)
  const line = (label: string, cells: string[]) => console.log(`${label.padEnd(36)}${cells.map(cell).join('')}`)
  const idle = (memory: Memory[]) => memory.map(({ rss, heapUsed }) => `${megabytes(rss)} / ${megabytes(heapUsed)}`)
  const range = (readings: Reading[], index: number) => {
    const of = (pick: (memory: Memory) => number) => readings.map((reading) => pick(reading.processes[index]!))
    const span = (values: number[]) => `${megabytes(lowest(values))}–${megabytes(highest(values))}`
    return `${span(of((memory) => memory.rss))} / ${span(of((memory) => memory.heapUsed))}`
  }

  line(
    'memory, MB: RSS / heap used',
    pids.map((pid, index) => `process ${index + 1} (pid ${pid})`),
  )
  line('idle, before', idle(result.idleBefore))
  for (let tenth = 0; tenth < 10; tenth++) {
    const readings = result.readings.filter((reading) => Math.min(9, Math.floor(reading.progress * 10)) === tenth)
    if (readings.length === 0) continue
    const requests = readings.at(-1)!.requests.toLocaleString('en')
    line(
      `${tenth * 10}–${tenth * 10 + 10} % (${requests} requests)`,
      pids.map((_pid, index) => range(readings, index)),
    )
  }
  line('idle, after', idle(result.idleAfter))

  const windows = [
    result.readings.filter((reading) => reading.progress >= 0.2 && reading.progress < 0.6),
    result.readings.filter((reading) => reading.progress >= 0.6),
  ]
  // Too few readings to span a full collection make the floor meaningless (a soak shortened by its settings).
  if (windows.some((readings) => readings.length < shortestWindow)) {
    console.log(
      `bound: not judged, the soak was too short (each window needs ${shortestWindow} readings, a second apart)`,
    )
    return true
  }
  const [before, after] = windows.map((readings) =>
    pids.map((_pid, index) => ({
      rss: lowest(readings.map((reading) => reading.processes[index]!.rss)) / MB,
      heap: lowest(readings.map((reading) => reading.processes[index]!.heapUsed)) / MB,
    })),
  ) as [{ rss: number; heap: number }[], { rss: number; heap: number }[]]
  const floor = ({ rss, heap }: { rss: number; heap: number }) => `${rss.toFixed(1)} / ${heap.toFixed(1)}`
  line('lowest, 20–60 %', before.map(floor))
  line('lowest, 60–100 %', after.map(floor))
  const growth = after.map((end, index) => ({
    rss: end.rss - before[index]!.rss,
    heap: end.heap - before[index]!.heap,
  }))
  line(
    'growth of the lowest',
    growth.map(({ rss, heap }) => `${signed(rss)} / ${signed(heap)}`),
  )
  const held = growth.every(({ rss, heap }) => rss < bound.rssMB && heap < bound.heapMB)
  console.log(
    `bound: the lowest RSS grows under ${bound.rssMB} MB and the lowest heap used under ${bound.heapMB} MB from ` +
      `20–60 % of the soak to 60–100 % (its first fifth the warm-up), for each process: ${held ? 'held' : 'BROKEN'}`,
  )
  return held
}
