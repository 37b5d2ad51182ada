import { randomBytes, randomUUID } from 'node:crypto'
import { apiPaths, captivePaths, gatewayKinds } from '@wifi/contract'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createGuestSession } from '../src/factories/guest-session-factory.ts'
import { inProcessingSlot } from '../src/modules/media/processing-slots.ts'
import { captiveBrowser, chilliQuery, insertCaptivePlace, randomMac } from './support/captive.ts'
import { syncToEnd } from './support/sync-runs.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * GET /metrics (issue 25): Prometheus's text format for a scraper with METRICS_TOKEN, 404 without the setting, and
 * each figure moving when its event happens, driven through the real routes (the captive pages, RADIUS's rest
 * calls, a sync against the OpenWISP simulator).
 */

const metricsToken = 'metrics-token-for-the-tests-0123456789'
const radiusToken = 'radius-api-token-for-the-metrics-test-0123'
const onPostgres = Boolean(process.env.DATABASE_URL)
const { api, db, startApp, userWithSession, openwisp } = useTestApp({
  openwisp: { devices: 6, orgs: 1, groups: 2, seed: 25 },
  env: { METRICS_TOKEN: metricsToken, RADIUS_API_TOKEN: radiusToken, SYNC_COOLDOWN_SECONDS: '0' },
})

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

const metricName = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const sampleLine = new RegExp(`^(${metricName})(?:\\{(.*)\\})? (\\S+)$`)
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy
/**
 * A sample's value as Prometheus reads it (Go's ParseFloat): a number, or NaN and ±Inf in any case (prom-client
 * writes a gauge with nothing measured yet as `Nan`). Undefined for anything else.
 */
function sampleValue(text: string): number | undefined {
  if (/^nan$/i.test(text)) return Number.NaN
  const infinity = /^([+-]?)inf(inity)?$/i.exec(text)
  if (infinity) return infinity[1] === '-' ? -Infinity : Infinity
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : undefined
}

/**
 * Reads a text exposition (format 0.0.4) strictly: every line is a HELP, a TYPE or a sample whose family was typed,
 * with a number for its value. Fails the test at the first line that is not.
 */
function parseExposition(text: string): Sample[] {
  const typed = new Set<string>()
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    const comment = new RegExp(`^# (HELP|TYPE) (${metricName}) (.*)$`).exec(line)
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(comment[3], line).toMatch(/^(counter|gauge|histogram|summary|untyped)$/)
        typed.add(comment[2]!)
      }
      continue
    }
    const match = sampleLine.exec(line)
    expect(match, `not a sample line: ${line}`).not.toBeNull()
    const [, name, labelText = '', valueText] = match!
    const family = name!.replace(/_(bucket|sum|count)$/, '')
    expect(typed.has(name!) || typed.has(family), `no TYPE for ${line}`).toBe(true)
    const labels: Record<string, string> = {}
    let read = 0
    for (const pair of labelText.matchAll(labelPair)) {
      labels[pair[1]!] = pair[2]!
      read += pair[0].length
    }
    expect(read, `bad labels: ${line}`).toBe(labelText.length)
    const value = sampleValue(valueText!)
    expect(value, `not a number: ${line}`).toBeDefined()
    samples.push({ name: name!, labels, value: value! })
  }
  return samples
}

/** One scrape, as Prometheus makes it. */
async function scrape() {
  const response = await api.request('GET', '/metrics', { token: metricsToken })
  expect(response.status).toBe(200)
  const samples = parseExposition(response.body as string)
  return {
    samples,
    /** The value of the series `name` whose labels include `labels`; 0 when there is none yet. */
    value(name: string, labels: Record<string, string> = {}) {
      const found = samples.filter(
        (sample) =>
          sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
      )
      expect(found.length, `${name} ${JSON.stringify(labels)} names several series`).toBeLessThanOrEqual(1)
      return found[0]?.value ?? 0
    },
    has: (name: string) => samples.some((sample) => sample.name === name),
  }
}

type Scrape = Awaited<ReturnType<typeof scrape>>

/**
 * Scrapes until `moved` holds: a request is counted once its answer has gone out, which the client may see first,
 * and a sync run's end is counted just after its record says so. Answers the last scrape either way.
 */
async function scrapeUntil(moved: (now: Scrape) => boolean): Promise<Scrape> {
  for (let tries = 0; ; tries++) {
    const now = await scrape()
    if (moved(now) || tries === 200) return now
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('GET /metrics', () => {
  it('answers 404 as an unknown path does when METRICS_TOKEN is not set, with a token or without', async () => {
    const bare = await startApp()
    const unknown = await bare.request('GET', '/no-such-path')
    expect(unknown.status).toBe(404)
    for (const token of [undefined, metricsToken]) {
      const response = await bare.request('GET', '/metrics', { token })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe(unknown.headers.get('content-type'))
      expect(response.body).toEqual({
        ...unknown.body,
        message: unknown.body.message.replace('/no-such-path', '/metrics'),
      })
    }
  })

  it('refuses a scraper without the token or with a wrong one, as the RADIUS endpoint does', async () => {
    const wrongTokens = [undefined, 'x'.repeat(metricsToken.length), metricsToken.slice(0, -1), `${metricsToken}0`]
    for (const token of wrongTokens) {
      const response = await api.request('GET', '/metrics', { token })
      expect(response.status, String(token)).toBe(403)
      expect(response.body).toEqual({ code: 'FORBIDDEN', message: 'Wrong metrics token.' })
    }
    const otherScheme = await api.request('GET', '/metrics', { headers: { authorization: `Basic ${metricsToken}` } })
    expect(otherScheme.status).toBe(403)
  })

  it('stops an address that keeps guessing the token, and only that address', async () => {
    const guesser = '203.0.113.77'
    const guesses = []
    for (let guess = 0; guess < 11; guess += 1) {
      guesses.push((await api.request('GET', '/metrics', { token: `guess-${guess}`, ip: guesser })).status)
    }
    expect(guesses).toEqual([...Array(10).fill(403), 429])
    const refused = await api.request('GET', '/metrics', { token: 'guess-11', ip: guesser })
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' })
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await api.request('GET', '/metrics', { token: metricsToken, ip: '203.0.113.78' })).status).toBe(200)
  })

  it('answers the text format with the token: parsable, uncached, with Node’s process metrics', async () => {
    const response = await api.request('GET', '/metrics', { token: metricsToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const samples = parseExposition(response.body as string)
    const names = new Set(samples.map((sample) => sample.name))
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_start_time_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(names, name).toContain(name)
    }
    expect(samples.find((sample) => sample.name === 'nodejs_heap_size_used_bytes')!.value).toBeGreaterThan(0)
    // The product's series with known labels are there before their first event, so rates and alerts work at once.
    const series = samples.map(({ name, labels }) => `${name}${JSON.stringify(labels)}`)
    for (const gateway of gatewayKinds) {
      expect(series).toContain(`wifi_captive_pages_total{"gateway":"${gateway}"}`)
      expect(series).toContain(`wifi_captive_hand_offs_total{"gateway":"${gateway}"}`)
    }
    expect(series).toContain('wifi_radius_authorizations_total{"result":"reject","reason":"expired"}')
    expect(series).toContain('wifi_radius_accounting_requests_total{"outcome":"unknown_session"}')
    expect(series).toContain('wifi_sync_run_duration_seconds_count{"result":"failed"}')
  })

  it('is in the OpenAPI document', async () => {
    const document = await api.request('GET', `${apiPaths.docs}/json`)
    expect(document.body.paths['/metrics'].get.responses).toHaveProperty('200')
  })
})

describe('the figures', () => {
  it('counts requests and their durations by method, route pattern and status, never the raw path', async () => {
    const id = randomUUID()
    const route = { method: 'GET', route: apiPaths.syncRun(':id'), status: '401' }
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' }
    const before = await scrape()
    expect((await api.request('GET', apiPaths.syncRun(id))).status).toBe(401)
    expect((await api.request('GET', apiPaths.syncRun(id))).status).toBe(401)
    expect((await api.request('GET', `/no-such-path-${id}`)).status).toBe(404)
    const after = await scrapeUntil(
      (now) =>
        now.value('wifi_http_requests_total', route) === before.value('wifi_http_requests_total', route) + 2 &&
        now.value('wifi_http_requests_total', unmatched) === before.value('wifi_http_requests_total', unmatched) + 1,
    )
    expect(after.value('wifi_http_requests_total', route)).toBe(before.value('wifi_http_requests_total', route) + 2)
    expect(after.value('wifi_http_request_duration_seconds_count', route)).toBe(
      before.value('wifi_http_request_duration_seconds_count', route) + 2,
    )
    expect(after.value('wifi_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      before.value('wifi_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }) + 2,
    )
    expect(after.value('wifi_http_requests_total', unmatched)).toBe(
      before.value('wifi_http_requests_total', unmatched) + 1,
    )
    expect(JSON.stringify(after.samples)).not.toContain(id)
  })

  it('counts captive pages and hand-offs by gateway kind', async () => {
    const browser = captiveBrowser(api.url)
    const pages = (gateway: string) => ({ name: 'wifi_captive_pages_total', labels: { gateway } })
    const handOffs = (gateway: string) => ({ name: 'wifi_captive_hand_offs_total', labels: { gateway } })
    const figures = (now: Scrape) =>
      [pages('opennds'), pages('chilli'), handOffs('opennds'), handOffs('chilli')].map(({ name, labels }) =>
        now.value(name, labels),
      )
    const before = figures(await scrape())

    const opennds = await insertCaptivePlace(api.app, 'opennds')
    const page = await browser.openAsNewDevice(opennds.mac)
    expect(page.response.status).toBe(200)
    expect(figures(await scrape())).toEqual([before[0]! + 1, before[1], before[2], before[3]])
    expect((await browser.connect({ session: page.sessionId!, terms: 'accepted' })).status).toBe(303)
    expect(figures(await scrape())).toEqual([before[0]! + 1, before[1], before[2]! + 1, before[3]])

    const chilli = await insertCaptivePlace(api.app, 'chilli')
    const query = chilliQuery(`${api.url}${captivePaths.chilli}`, chilli.secret, [
      ['res', 'notyet'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', randomBytes(16).toString('hex')],
      ['called', chilli.mac.replaceAll(':', '-')],
      ['mac', randomMac().replaceAll(':', '-')],
      ['ip', '10.77.4.20'],
      ['nasid', chilli.accessPointName],
      ['sessionid', String(Date.now())],
      ['userurl', 'http://10.77.3.2/internet'],
    ])
    const chilliPage = await browser.get(`${captivePaths.chilli}?${query}`)
    expect(chilliPage.status).toBe(200)
    const sessionId = /name="session" value="([0-9a-f-]{36})"/.exec(await chilliPage.text())![1]!
    expect((await browser.connect({ session: sessionId, terms: 'accepted' })).status).toBe(303)
    expect(figures(await scrape())).toEqual([before[0]! + 1, before[1]! + 1, before[2]! + 1, before[3]! + 1])

    // A page refused (an unknown gateway) is not a page shown.
    const stranger = await browser.openAsNewDevice(randomMac())
    expect(stranger.response.status).toBe(404)
    expect(figures(await scrape())).toEqual([before[0]! + 1, before[1]! + 1, before[2]! + 1, before[3]! + 1])
  })

  it('counts RADIUS accepts, rejects by reason, and accounting requests by outcome', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const credential = 'guest-credential-for-metrics'
    const session = await createGuestSession(db(), {
      venueId: place.venueId,
      accessPointId: place.accessPointId,
      credential,
    })
    const authorize = (username: string, password: string) =>
      api.request('POST', '/api/radius/authorize', { token: radiusToken, body: { username, password } })
    const account = (body: Record<string, string>) =>
      api.request('POST', '/api/radius/accounting', { token: radiusToken, body })
    const answers = (now: Scrape) => ({
      accept: now.value('wifi_radius_authorizations_total', { result: 'accept' }),
      used: now.value('wifi_radius_authorizations_total', { result: 'reject', reason: 'used' }),
      unknown: now.value('wifi_radius_authorizations_total', { result: 'reject', reason: 'unknown' }),
      stored: now.value('wifi_radius_accounting_requests_total', { outcome: 'stored' }),
      ignored: now.value('wifi_radius_accounting_requests_total', { outcome: 'ignored' }),
    })
    const before = answers(await scrape())

    expect((await authorize(session.id, credential)).status).toBe(200)
    expect((await authorize(session.id, credential)).status).toBe(401)
    expect((await authorize(randomUUID(), credential)).status).toBe(401)
    expect((await account({ status_type: 'Start', username: session.id, session_time: '0' })).status).toBe(204)
    expect((await account({ status_type: 'Interim-Update', username: session.id, session_time: '60' })).status).toBe(
      204,
    )
    expect((await account({ status_type: 'Something-Else', username: session.id })).status).toBe(204)
    // A wrong token is no RADIUS answer and no accounting: the request count shows it, as a 403.
    expect(
      (await api.request('POST', '/api/radius/authorize', { body: { username: session.id, password: 'x' } })).status,
    ).toBe(403)

    expect(answers(await scrape())).toEqual({
      accept: before.accept + 1,
      used: before.used + 1,
      unknown: before.unknown + 1,
      stored: before.stored + 2,
      ignored: before.ignored + 1,
    })
  })

  it('records each sync run by result with its duration', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const runs = (now: Scrape, result: string) => ({
      count: now.value('wifi_sync_run_duration_seconds_count', { result }),
      sum: now.value('wifi_sync_run_duration_seconds_sum', { result }),
      all: now.value('wifi_sync_run_duration_seconds_bucket', { result, le: '+Inf' }),
    })
    const before = await scrape()

    expect((await syncToEnd(api, apiPaths.accessPointsSync, token)).status).toBe('succeeded')
    const afterSuccess = await scrapeUntil(
      (now) => runs(now, 'succeeded').count === runs(before, 'succeeded').count + 1,
    )
    expect(runs(afterSuccess, 'succeeded').count).toBe(runs(before, 'succeeded').count + 1)
    expect(runs(afterSuccess, 'succeeded').all).toBe(runs(before, 'succeeded').all + 1)
    expect(runs(afterSuccess, 'succeeded').sum).toBeGreaterThan(runs(before, 'succeeded').sum)
    expect(runs(afterSuccess, 'failed')).toEqual(runs(before, 'failed'))

    openwisp.setFaults({ serverErrorRate: 1 })
    try {
      expect((await syncToEnd(api, apiPaths.accessPointsSync, token)).status).toBe('failed')
    } finally {
      openwisp.resetFaults()
    }
    const afterFailure = await scrapeUntil((now) => runs(now, 'failed').count === runs(before, 'failed').count + 1)
    expect(runs(afterFailure, 'failed').count).toBe(runs(before, 'failed').count + 1)
    expect(runs(afterFailure, 'failed').sum).toBeGreaterThan(runs(before, 'failed').sum)
    expect(runs(afterFailure, 'succeeded')).toEqual(runs(afterSuccess, 'succeeded'))
  })

  it('reports the images being processed and waiting, as they are when scraped', async () => {
    const idle = await scrape()
    expect(idle.has('wifi_image_processing_active')).toBe(true)
    expect(idle.has('wifi_image_processing_waiting')).toBe(true)
    expect([idle.value('wifi_image_processing_active'), idle.value('wifi_image_processing_waiting')]).toEqual([0, 0])

    // The slots are the process's: three tasks held at a gate take both slots and one place in the queue.
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    const held = [1, 2, 3].map(() => inProcessingSlot(() => gate))
    const busy = await scrape()
    expect([busy.value('wifi_image_processing_active'), busy.value('wifi_image_processing_waiting')]).toEqual([2, 1])

    open()
    await Promise.all(held)
    const done = await scrape()
    expect([done.value('wifi_image_processing_active'), done.value('wifi_image_processing_waiting')]).toEqual([0, 0])
  })

  it.runIf(onPostgres)('reports the PostgreSQL pool’s connections and the queries waiting for one', async () => {
    // The app's own pool, taken whole by the test and one more asked for, then given back.
    const pool = (db() as unknown as { $client: pg.Pool }).$client
    const max = pool.options.max!
    const taken = await Promise.all(Array.from({ length: max }, () => pool.connect()))
    const oneMore = pool.connect()
    try {
      const full = await scrape()
      expect(full.value('wifi_db_pool_connections')).toBe(max)
      expect(full.value('wifi_db_pool_idle_connections')).toBe(0)
      expect(full.value('wifi_db_pool_waiting_queries')).toBeGreaterThanOrEqual(1)
    } finally {
      for (const client of taken) client.release()
      ;(await oneMore).release()
    }
    const after = await scrapeUntil(
      (now) =>
        now.value('wifi_db_pool_waiting_queries') === 0 &&
        now.value('wifi_db_pool_idle_connections') === now.value('wifi_db_pool_connections'),
    )
    expect(after.value('wifi_db_pool_waiting_queries')).toBe(0)
    expect(after.value('wifi_db_pool_idle_connections')).toBe(after.value('wifi_db_pool_connections'))
  })

  it.skipIf(onPostgres)('leaves the pool out on PGlite, which has none', async () => {
    const now = await scrape()
    expect(now.samples.filter((sample) => sample.name.startsWith('wifi_db_pool_'))).toEqual([])
  })
})
