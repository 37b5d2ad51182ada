// Issue 25's figures, in one run on one database of a private PostgreSQL cluster: the captive flow (a guest's whole
// visit behind CoovaChilli, as production/support/guest-traffic.ts makes it: the gateway's redirect to the page,
// Connect, FreeRADIUS's authorize, the gateway's confirmation, accounting Start and an Interim-Update) and the
// console's list pages (venues, users, access points, as a signed-in admin), each under the same concurrent load,
// A: against one server process directly, and B: through Debian's nginx running the deploy site in front of two
// processes (the captive paths over plain HTTP, FreeRADIUS and the console over HTTPS, as the site serves them):
// requests per second and p50/p99, side by side, with where the machine's CPU went. Then a soak: an hour of a busy
// venue group's traffic compressed into a few minutes, through nginx, each process's memory (RSS and V8 heap used,
// from its own /metrics) sampled along the way, its growth held to a bound.
//
// Usage: npm run build && npx tsx bench/production.ts   (tsx, a root dev dependency, runs the TypeScript as it is)
// Settings (environment): CONCURRENCY clients at once (32), SECONDS per measurement (20) after WARM_UP_SECONDS (5),
// ROWS venues, users and access points for the lists (5,000), SOAK_VISITS (6,000) and SOAK_LIST_PAGES (7,200).
// Prints its figures; exits 1 when a process's memory grew past the bound or a request was not answered as expected.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { apiPaths } from '@wifi/contract'
import { startSimulator } from '@wifi/openwisp-sim'
import pg from 'pg'
import { expectStatus, request } from '../production/support/console-client.ts'
import {
  createChilliPlaces,
  guestVisit,
  radiusApiToken,
  type ChilliPlace,
} from '../production/support/guest-traffic.ts'
import { startMailReceiver, type MailReceiver } from '../production/support/mail-receiver.ts'
import { nginxBinary, startNginx } from '../production/support/nginx.ts'
import { freePort, startPostgresCluster } from '../production/support/postgres-cluster.ts'
import { startServer, testAdmin, type ServerProcess } from '../production/support/server-process.ts'
import { childrenNamed, cpuShares, cpuSnapshot } from './cpu-shares.ts'
import { drive, figures, KeepAliveClient, MeasuredTraffic, type Figures } from './production-load.ts'
import { listPaths, seedListData } from './production-seed.ts'

const clients = Number(process.env.CONCURRENCY ?? 32)
const seconds = Number(process.env.SECONDS ?? 20)
const warmUpSeconds = Number(process.env.WARM_UP_SECONDS ?? 5)
const rows = Number(process.env.ROWS ?? 5_000)
const soakVisits = Number(process.env.SOAK_VISITS ?? 6_000)
const soakListPages = Number(process.env.SOAK_LIST_PAGES ?? 7_200)
/**
 * The guests' access points: each takes 300 new pages a minute from one address (captiveLimits), and every guest
 * here comes from 127.0.0.1, so there are enough of them that the limit never refuses the load.
 */
const placeVenues = 8
const placesPerVenue = 25
/** How much each process's memory may grow over the soak, from its start after the warm-up to its end. */
const bound = { rssMB: 64, heapMB: 32 }
const metricsToken = randomBytes(24).toString('hex')
const MB = 1024 * 1024

/** Where a load goes: the gateway's and the guest's requests to `captiveUrl`, FreeRADIUS's and the console's to `secureUrl`. */
interface Target {
  captiveUrl: string
  secureUrl: string
  client: KeepAliveClient
}

/** FreeRADIUS's requests of a visit go where the console is (HTTPS through nginx); the rest where the browser goes. */
const routeOf = (target: Target) => (kind: string, baseUrl: string) =>
  kind.startsWith('radius') || kind.startsWith('accounting') ? target.secureUrl : baseUrl

interface Measured extends Figures {
  /** Jobs done a second: guest visits, or list pages. */
  jobsPerSecond: number
  cpu: { name: string; share: number }[]
}

async function run() {
  const cluster = await startPostgresCluster()
  cleanups.push(() => cluster.destroy())
  const databaseUrl = await cluster.createDatabase('bench_production')
  const simulator = await startSimulator()
  cleanups.push(() => simulator.close())
  const mail = await startMailReceiver()
  cleanups.push(() => mail.close())
  const ports: [number, number] = [await freePort(), await freePort()]
  const nginx = await startNginx({ upstreamPorts: ports })
  cleanups.push(() => nginx.stop())
  // The same settings for both processes, as the deploy's environment file gives them. LOG_LEVEL=warn: at info each
  // request's two log lines would be piped into this process (server-process.ts keeps them), on the same two cores.
  const servers: ServerProcess[] = []
  for (const port of ports) {
    const server = await startServer({
      env: {
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        SMTP_URL: mail.smtpUrl,
        PUBLIC_URL: nginx.httpsUrl,
        TRUST_PROXY: '127.0.0.1',
        METRICS_TOKEN: metricsToken,
        RADIUS_API_TOKEN: radiusApiToken,
        OPENWISP_URL: simulator.url,
        OPENWISP_USERNAME: simulator.credentials.username,
        OPENWISP_PASSWORD: simulator.credentials.password,
        LOG_LEVEL: 'warn',
      },
    })
    servers.push(server)
    cleanups.push(() => server.stop())
  }
  const [first, second] = servers as [ServerProcess, ServerProcess]

  const seeding = performance.now()
  await seedListData(databaseUrl, rows)
  const token = await signInByEmail(first.url, mail)
  const places: ChilliPlace[] = []
  for (let venue = 0; venue < placeVenues; venue++) {
    places.push(...(await createChilliPlaces(first.url, token, simulator, placesPerVenue)))
  }
  const seeded = (performance.now() - seeding) / 1000
  const paths = listPaths(rows)

  const postmaster = Number(readFileSync(join(cluster.description.root, 'data/postmaster.pid'), 'utf8').split('\n')[0])
  const cpuGroups = () => ({
    'load generator': [process.pid],
    'server processes': servers.map((server) => server.pid),
    nginx: childrenNamed(process.pid, 'nginx'),
    PostgreSQL: [postmaster],
  })

  const visit = (traffic: MeasuredTraffic, target: Target, job: number) =>
    guestVisit(traffic, places[job % places.length]!, () => target.captiveUrl, [])
  const listPage = async (traffic: MeasuredTraffic, target: Target, job: number) => {
    await traffic.send('console list', target.secureUrl, 'GET', paths[job % paths.length]!, { token })
  }

  /** A warm-up, then `clients` workers doing `work` for `seconds`: the figures, and where the CPU went meanwhile. */
  async function measure(
    target: Target,
    work: (traffic: MeasuredTraffic, target: Target, job: number) => Promise<void>,
  ): Promise<Measured> {
    const warmUp = new MeasuredTraffic(target.client, routeOf(target))
    const warmUntil = Date.now() + warmUpSeconds * 1000
    await drive(
      clients,
      () => Date.now() < warmUntil,
      (job) => work(warmUp, target, job),
    )
    const traffic = new MeasuredTraffic(target.client, routeOf(target))
    let jobs = 0
    const before = cpuSnapshot(cpuGroups())
    const started = performance.now()
    const until = Date.now() + seconds * 1000
    await drive(
      clients,
      () => Date.now() < until,
      async (job) => {
        await work(traffic, target, job)
        jobs++
      },
    )
    const elapsed = performance.now() - started
    return {
      ...figures(traffic, elapsed),
      jobsPerSecond: jobs / (elapsed / 1000),
      cpu: cpuShares(before, cpuSnapshot(cpuGroups())),
    }
  }

  const direct: Target = { captiveUrl: first.url, secureUrl: first.url, client: new KeepAliveClient(clients) }
  const proxied: Target = {
    captiveUrl: nginx.httpUrl,
    secureUrl: nginx.httpsUrl,
    client: new KeepAliveClient(clients, nginx.certificate),
  }
  // B counted per process from each one's own figures: nginx's round robin should give both about half.
  const spread = servers.map(() => 0)
  const throughNginx = async (work: Parameters<typeof measure>[1]) => {
    const before = await Promise.all(servers.map(requestCount))
    const measured = await measure(proxied, work)
    const after = await Promise.all(servers.map(requestCount))
    after.forEach((count, index) => (spread[index]! += count - before[index]!))
    return measured
  }
  // A and B of each kind one after the other, so that what else the machine does weighs on both alike.
  const captiveA = await measure(direct, visit)
  const captiveB = await throughNginx(visit)
  const listsA = await measure(direct, listPage)
  const listsB = await throughNginx(listPage)
  direct.client.close()

  const soak = await soakThroughNginx(proxied, servers, (traffic, job, isListPage) =>
    isListPage ? listPage(traffic, proxied, job) : visit(traffic, proxied, job),
  )
  proxied.client.close()

  const sql = new pg.Client({ connectionString: databaseUrl })
  await sql.connect()
  const postgresVersion = (await sql.query<{ server_version: string }>('show server_version')).rows[0]!.server_version
  const guestSessions = (await sql.query<{ count: string }>('select count(*) from guest_sessions')).rows[0]!.count
  await sql.end()

  report({
    postgresVersion,
    seeded,
    paths,
    captiveA,
    captiveB,
    listsA,
    listsB,
    spread,
    soak,
    guestSessions: Number(guestSessions),
    pids: [first.pid, second.pid],
  })
}

/** Password, then the code of the sign-in email (SMTP_URL: the mail receiver), as an operator signs in. */
async function signInByEmail(baseUrl: string, mail: MailReceiver): Promise<string> {
  const { challengeToken } = expectStatus<{ challengeToken: string }>(
    await request(baseUrl, 'POST', apiPaths.signIn, { body: testAdmin }),
    200,
    'Signing in',
  )
  const code = /\b(\d{6})\b/.exec(await mail.nextText(testAdmin.email))?.[1]
  const verified = expectStatus<{ accessToken: string }>(
    await request(baseUrl, 'POST', apiPaths.verifyOtp, { body: { challengeToken, code } }),
    200,
    'The sign-in code',
  )
  return verified.accessToken
}

/** One of a process's figures from its own /metrics (Prometheus's text format), summed over its labels. */
async function metric(server: ServerProcess, name: string): Promise<number> {
  const answer = await request(server.url, 'GET', '/metrics', { token: metricsToken })
  if (answer.status !== 200) throw new Error(`${server.url}/metrics answered ${answer.status}`)
  let sum = 0
  for (const [, value] of answer.text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))) {
    sum += Number(value)
  }
  return sum
}

const requestCount = (server: ServerProcess) => metric(server, 'wifi_http_requests_total')

interface MemorySample {
  label: string
  /** Per process: RSS and V8 heap used, in bytes. */
  processes: { rss: number; heapUsed: number }[]
}

async function memorySample(label: string, servers: ServerProcess[]): Promise<MemorySample> {
  return {
    label,
    processes: await Promise.all(
      servers.map(async (server) => ({
        rss: await metric(server, 'process_resident_memory_bytes'),
        heapUsed: await metric(server, 'nodejs_heap_size_used_bytes'),
      })),
    ),
  }
}

interface Soak {
  samples: MemorySample[]
  figures: Figures
  elapsed: number
}

/**
 * SOAK_VISITS guest visits and SOAK_LIST_PAGES list pages, spread evenly among each other, through nginx: an hour of
 * a busy venue group at full speed. Each process's memory is sampled idle before it (the measurements above warmed
 * both up), after every tenth of the jobs, and idle after it.
 */
async function soakThroughNginx(
  target: Target,
  servers: ServerProcess[],
  work: (traffic: MeasuredTraffic, job: number, isListPage: boolean) => Promise<void>,
): Promise<Soak> {
  const total = soakVisits + soakListPages
  const isListPage = (job: number) =>
    Math.floor(((job + 1) * soakListPages) / total) > Math.floor((job * soakListPages) / total)
  const idle = () => new Promise((resolve) => setTimeout(resolve, 3_000))
  await idle()
  const samples = [await memorySample('start, idle', servers)]
  const traffic = new MeasuredTraffic(target.client, routeOf(target))
  const tenth = Math.ceil(total / 10)
  const sampling: Promise<MemorySample>[] = []
  let done = 0
  const started = performance.now()
  await drive(
    clients,
    (job) => job < total,
    async (job) => {
      await work(traffic, job, isListPage(job))
      done++
      if (done % tenth === 0 && done < total) {
        sampling.push(memorySample(`${(done / tenth) * 10} %, ${traffic.times.length} requests`, servers))
      }
    },
  )
  const elapsed = performance.now() - started
  samples.push(...(await Promise.all(sampling)))
  samples.push(await memorySample(`100 %, ${traffic.times.length} requests`, servers))
  await idle()
  samples.push(await memorySample('end, idle 3 s later', servers))
  return { samples, figures: figures(traffic, elapsed), elapsed }
}

function report(results: {
  postgresVersion: string
  seeded: number
  paths: string[]
  captiveA: Measured
  captiveB: Measured
  listsA: Measured
  listsB: Measured
  spread: number[]
  soak: Soak
  guestSessions: number
  pids: number[]
}) {
  const { captiveA, captiveB, listsA, listsB, soak } = results
  const nginxVersion = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
  const whole = (value: number) => Math.round(value).toLocaleString('en')
  const ms = (value: number) => value.toFixed(1)
  const percent = (share: number) => `${Math.round(share * 100)} %`
  const column = (text: string) => text.padStart(26)
  let failed = false

  console.log(`Through nginx with two processes (bench/production.ts), ${new Date().toISOString().slice(0, 10)}`)
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 1024 ** 3)} GB,` +
      ` load average ${os.loadavg()[0]!.toFixed(2)} at the end; Node ${process.version}, ${nginxVersion},` +
      ` PostgreSQL ${results.postgresVersion} (a private cluster: fsync on, shared_buffers 32MB)`,
  )
  console.log(
    `settings: ${clients} clients at once on kept-alive connections, ${seconds} s per measurement after a ` +
      `${warmUpSeconds} s warm-up; LOG_LEVEL=warn, TRUST_PROXY=127.0.0.1, page limits in PostgreSQL (no REDIS_URL), ` +
      `10 PostgreSQL connections per process; nginx: the deploy site, 1 worker`,
  )
  console.log(
    `data: ${whole(rows)} venues, users (3 sessions each) and access points; ${placeVenues * placesPerVenue} ` +
      `CoovaChilli access points at ${placeVenues} venues for the guests, no ad (seeded in ${results.seeded.toFixed(0)} s);` +
      ` ${results.paths.length} kinds of list page in turn`,
  )
  console.log()
  console.log(`${''.padEnd(30)}${column('A: one process, directly')}${column('B: nginx, two processes')}   B / A`)
  const rowsOf = (name: string, a: Measured, b: Measured, unit: string, goal: string) => {
    console.log(
      `${`${name}: requests/s`.padEnd(30)}${column(whole(a.perSecond))}${column(whole(b.perSecond))}` +
        `   ${(b.perSecond / a.perSecond).toFixed(2)}${goal}`,
    )
    console.log(`${`${name}: ${unit}/s`.padEnd(30)}${column(whole(a.jobsPerSecond))}${column(whole(b.jobsPerSecond))}`)
    console.log(
      `${`${name}: p50 / p99 ms`.padEnd(30)}${column(`${ms(a.p50)} / ${ms(a.p99)}`)}` +
        `${column(`${ms(b.p50)} / ${ms(b.p99)}`)}`,
    )
  }
  rowsOf('captive flow', captiveA, captiveB, 'visits', ' (goal: at least 0.80)')
  rowsOf('console lists', listsA, listsB, 'pages', '')
  const spreadTotal = results.spread.reduce((sum, count) => sum + count, 0)
  console.log(
    `B's requests per process (its wifi_http_requests_total): ` +
      results.spread.map((count, index) => `process ${index + 1} ${percent(count / spreadTotal)}`).join(', '),
  )
  console.log()
  console.log(
    'CPU during each measurement, as a share of the whole machine (100 % = every core busy), and in ms per request:',
  )
  const cores = os.cpus().length
  for (const [name, measured] of [
    ['captive flow, A', captiveA],
    ['captive flow, B', captiveB],
    ['console lists, A', listsA],
    ['console lists, B', listsB],
  ] as const) {
    // A share of every core for a second is `cores` seconds of CPU, spent on `perSecond` requests.
    const perRequest = (share: number) => ms((share * cores * 1000) / measured.perSecond)
    const groups = measured.cpu.map(({ name: group, share }, index) =>
      index < measured.cpu.length - 1
        ? `${group} ${percent(share)} (${perRequest(share)} ms)`
        : `${group} ${percent(share)}`,
    )
    console.log(`  ${name.padEnd(18)}${groups.join(', ')}`)
  }
  for (const measured of [captiveA, captiveB, listsA, listsB]) {
    if (measured.unexpected.length > 0) {
      failed = true
      console.log(`not answered as expected: ${measured.unexpected.join(', ')}`)
    }
  }

  console.log()
  console.log(
    `Soak through nginx: ${whole(soakVisits)} guest visits and ${whole(soakListPages)} list pages, an hour of a busy ` +
      `venue group (${whole(soakVisits / 60)} venues each with 60 new guests in the hour; ` +
      `${whole(soakListPages / 360)} staff each opening a list page every 10 s), ` +
      `in ${(soak.elapsed / 1000).toFixed(0)} s: ${whole(soak.figures.requests)} requests, ` +
      `${whole(soak.figures.perSecond)}/s, p50 ${ms(soak.figures.p50)} ms, p99 ${ms(soak.figures.p99)} ms`,
  )
  if (soak.figures.unexpected.length > 0) {
    failed = true
    console.log(`not answered as expected: ${soak.figures.unexpected.join(', ')}`)
  }
  console.log(
    `${'memory, MB (RSS / heap used)'.padEnd(32)}` +
      results.pids.map((pid, index) => `process ${index + 1} (pid ${pid})`.padStart(24)).join(''),
  )
  for (const sample of soak.samples) {
    console.log(
      `${sample.label.padEnd(32)}` +
        sample.processes
          .map((memory) => `${(memory.rss / MB).toFixed(1)} / ${(memory.heapUsed / MB).toFixed(1)}`.padStart(24))
          .join(''),
    )
  }
  const start = soak.samples[0]!
  const end = soak.samples.at(-1)!
  const growth = start.processes.map((memory, index) => ({
    rss: (end.processes[index]!.rss - memory.rss) / MB,
    heap: (end.processes[index]!.heapUsed - memory.heapUsed) / MB,
  }))
  console.log(
    `${'growth, start to end'.padEnd(32)}` +
      growth.map(({ rss, heap }) => `${signed(rss)} / ${signed(heap)}`.padStart(24)).join(''),
  )
  const held = growth.every(({ rss, heap }) => rss < bound.rssMB && heap < bound.heapMB)
  console.log(
    `bound: RSS growth under ${bound.rssMB} MB and heap growth under ${bound.heapMB} MB for each process: ` +
      (held ? 'held' : 'BROKEN'),
  )
  console.log(`guest sessions in the database at the end: ${whole(results.guestSessions)}`)
  if (!held || failed) process.exitCode = 1
}

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`

/** What run() started, stopped in the reverse order whatever happens. */
const cleanups: (() => Promise<unknown>)[] = []
try {
  await run()
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error))
}
