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
// ROWS venues, users and access points for the lists (5,000), SOAK_VISITS (12,000) and SOAK_LIST_PAGES (14,400).
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
import { childrenNamed, cpuShares, cpuSnapshot, cpuSpent, cpuSum, type CpuSnapshot } from './cpu-shares.ts'
import { drive, figures, KeepAliveClient, MeasuredTraffic, type Figures } from './production-load.ts'
import { listPaths, seedListData } from './production-seed.ts'
import { printMemory, soak, type SoakResult } from './memory-soak.ts'

const clients = Number(process.env.CONCURRENCY ?? 32)
const seconds = Number(process.env.SECONDS ?? 20)
const warmUpSeconds = Number(process.env.WARM_UP_SECONDS ?? 5)
/** Each measurement's SECONDS in this many slices, A's and B's taking turns. */
const rounds = 4
const rows = Number(process.env.ROWS ?? 5_000)
const soakVisits = Number(process.env.SOAK_VISITS ?? 12_000)
const soakListPages = Number(process.env.SOAK_LIST_PAGES ?? 14_400)
/**
 * The guests' access points: each takes 300 new pages a minute from one address (captiveLimits), and every guest
 * here comes from 127.0.0.1, so there are enough of them that the limit never refuses the load.
 */
const placeVenues = 8
const placesPerVenue = 25
/** How much each process's memory may grow over the soak after its warm-up (memory-soak.ts: its floor). */
const bound = { rssMB: 64, heapMB: 32 }
const metricsToken = randomBytes(24).toString('hex')

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

  const direct: Target = { captiveUrl: first.url, secureUrl: first.url, client: new KeepAliveClient(clients) }
  const proxied: Target = {
    captiveUrl: nginx.httpUrl,
    secureUrl: nginx.httpsUrl,
    client: new KeepAliveClient(clients, nginx.certificate),
  }

  type Work = (traffic: MeasuredTraffic, target: Target, job: number) => Promise<void>

  /** `clients` workers doing `work` against `target` for `duration` seconds; answers how many jobs they did. */
  async function load(traffic: MeasuredTraffic, target: Target, work: Work, duration: number) {
    let jobs = 0
    const until = Date.now() + duration * 1000
    await drive(
      clients,
      () => Date.now() < until,
      async (job) => {
        await work(traffic, target, job)
        jobs++
      },
    )
    return jobs
  }

  // B counted per process from each one's own figures: nginx's round robin should give both about half.
  const spread = servers.map(() => 0)

  /**
   * A against B for one kind of work: a warm-up of each, then `rounds` turns of A for a slice of `seconds`, then B
   * for as long, so that what else the machine does meanwhile (other work on a shared machine comes and goes) weighs
   * on both alike. Answers each one's figures over its slices, and where the CPU went during them.
   */
  async function compare(work: Work): Promise<[Measured, Measured]> {
    const targets = [direct, proxied]
    for (const target of targets) {
      await load(new MeasuredTraffic(target.client, routeOf(target)), target, work, warmUpSeconds)
    }
    const tallies = targets.map((target) => ({
      traffic: new MeasuredTraffic(target.client, routeOf(target)),
      jobs: 0,
      elapsed: 0,
      cpu: undefined as CpuSnapshot | undefined,
    }))
    for (let round = 0; round < rounds; round++) {
      for (const [index, target] of targets.entries()) {
        const tally = tallies[index]!
        const counted = target === proxied ? await Promise.all(servers.map(requestCount)) : []
        const before = cpuSnapshot(cpuGroups())
        const started = performance.now()
        tally.jobs += await load(tally.traffic, target, work, seconds / rounds)
        tally.elapsed += performance.now() - started
        const spent = cpuSpent(before, cpuSnapshot(cpuGroups()))
        tally.cpu = tally.cpu ? cpuSum(tally.cpu, spent) : spent
        if (target === proxied) {
          const now = await Promise.all(servers.map(requestCount))
          now.forEach((count, index) => (spread[index]! += count - counted[index]!))
        }
      }
    }
    const [a, b] = tallies.map((tally) => ({
      ...figures(tally.traffic, tally.elapsed),
      jobsPerSecond: tally.jobs / (tally.elapsed / 1000),
      cpu: cpuShares(tally.cpu!),
    }))
    return [a!, b!]
  }

  const [captiveA, captiveB] = await compare(visit)
  const [listsA, listsB] = await compare(listPage)
  direct.client.close()

  // The soak's guest visits and list pages spread evenly among each other: job `job` is a list page when the share of
  // list pages among the jobs so far reaches the next whole one.
  const jobs = soakVisits + soakListPages
  const isListPage = (job: number) =>
    Math.floor(((job + 1) * soakListPages) / jobs) > Math.floor((job * soakListPages) / jobs)
  const soakTraffic = new MeasuredTraffic(proxied.client, routeOf(proxied))
  const soaked = await soak({
    clients,
    jobs,
    traffic: soakTraffic,
    work: (job) => (isListPage(job) ? listPage(soakTraffic, proxied, job) : visit(soakTraffic, proxied, job)),
    readMemory: readMemory(servers),
  })
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
    soaked,
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

/** Each process's RSS and V8 heap used, from its own /metrics. */
const readMemory = (servers: ServerProcess[]) => () =>
  Promise.all(
    servers.map(async (server) => ({
      rss: await metric(server, 'process_resident_memory_bytes'),
      heapUsed: await metric(server, 'nodejs_heap_size_used_bytes'),
    })),
  )

function report(results: {
  postgresVersion: string
  seeded: number
  paths: string[]
  captiveA: Measured
  captiveB: Measured
  listsA: Measured
  listsB: Measured
  spread: number[]
  soaked: SoakResult
  guestSessions: number
  pids: number[]
}) {
  const { captiveA, captiveB, listsA, listsB, soaked } = results
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
    `settings: ${clients} clients at once on kept-alive connections; ${seconds} s per measurement after a ` +
      `${warmUpSeconds} s warm-up, A and B taking turns in ${rounds} slices each; LOG_LEVEL=warn, TRUST_PROXY=127.0.0.1, page limits in PostgreSQL (no REDIS_URL), ` +
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
      `in ${(soaked.elapsedMs / 1000).toFixed(0)} s: ${whole(soaked.figures.requests)} requests, ` +
      `${whole(soaked.figures.perSecond)}/s, p50 ${ms(soaked.figures.p50)} ms, p99 ${ms(soaked.figures.p99)} ms`,
  )
  if (soaked.figures.unexpected.length > 0) {
    failed = true
    console.log(`not answered as expected: ${soaked.figures.unexpected.join(', ')}`)
  }
  const held = printMemory(soaked, results.pids, bound)
  console.log(`guest sessions in the database at the end: ${whole(results.guestSessions)}`)
  if (!held || failed) process.exitCode = 1
}

/** What run() started, stopped in the reverse order whatever happens. */
const cleanups: (() => Promise<unknown>)[] = []
try {
  await run()
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error))
}
