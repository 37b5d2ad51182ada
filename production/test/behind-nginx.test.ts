import { randomBytes, randomFillSync } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliDecompressSync, crc32, deflateSync, gunzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { startChilliGateway } from '../support/chilli-gateway.ts'
import { clientRequest, jsonRequest } from '../support/client-request.ts'
import { radiusApiToken } from '../support/guest-traffic.ts'
import { siteHostName } from '../support/nginx.ts'
import { useProductionStack } from '../support/production-stack.ts'
import { repoRoot, testAdmin, type ServerProcess } from '../support/server-process.ts'

/**
 * Issue 25's deployment: Debian's nginx with the operator's site (deploy/nginx) in front of two server processes on one
 * PostgreSQL database. A guest goes through the captive flow over plain HTTP as a CoovaChilli gateway sends them, an
 * admin uses the console over HTTPS, both in a real Chromium; each process answers some of it; the per-address limits
 * see each client's own address, which nginx writes, and never one a client wrote.
 */

const metricsToken = randomBytes(24).toString('hex')
const uamSecret = `uam${randomBytes(6).toString('hex')}`
const tag = randomBytes(3).toString('hex')
const venueName = `Quán Phở ${tag}`

// Both at once, as `systemctl enable --now wifi-console@3001 wifi-console@3002` starts them on an empty database.
// CAPTIVE_URL is left unset: the server then rebuilds the captive page's address from what nginx forwards (Host,
// X-Forwarded-Proto), which CoovaChilli's signature covers.
const stack = useProductionStack({
  database: 'behind_nginx',
  servers: 2,
  start: 'together',
  nginx: true,
  mail: true,
  openwisp: { devices: 20, groups: 2 },
  browser: true,
  env: { METRICS_TOKEN: metricsToken },
})
let adminToken: string
let place: { venueId: string; accessPointName: string; mac: string }

/** A request to nginx's HTTPS server, trusting its certificate. */
const https = (path: string, options: Parameters<typeof jsonRequest>[1] = {}) =>
  jsonRequest(`${stack.nginx.httpsUrl}${path}`, { ca: stack.nginx.certificate, ...options })
const asAdmin = (path: string, options: Parameters<typeof jsonRequest>[1] = {}) =>
  https(path, { ...options, headers: { authorization: `Bearer ${adminToken}`, ...options.headers } })

beforeAll(async () => {
  adminToken = await signInThroughApi()
  place = await createChilliPlace()
})

/** Password, then the emailed code, through nginx: the admin's session token. */
async function signInThroughApi(): Promise<string> {
  const signIn = await https('/api/auth/sign-in', { method: 'POST', json: testAdmin })
  expect(signIn.status, signIn.text).toBe(200)
  const { challengeToken } = signIn.body as { challengeToken: string }
  const code = codeIn(await stack.mail.nextText(testAdmin.email))
  const verify = await https('/api/auth/otp/verify', { method: 'POST', json: { challengeToken, code } })
  expect(verify.status, verify.text).toBe(200)
  return (verify.body as { accessToken: string }).accessToken
}

function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`No 6-digit code in: ${text}`)
  return code
}

/**
 * A venue linked to an OpenWISP device group, its access points synced from the OpenWISP simulator, the first set to
 * run CoovaChilli, and an image ad with a one-second countdown and a task — all through the console's API, through
 * nginx; the ad's image up the one path that takes more than a small body.
 */
async function createChilliPlace() {
  const groups = await asAdmin('/api/openwisp/groups')
  expect(groups.status, groups.text).toBe(200)
  const group = (groups.body as { id: string }[])[0]!
  const venue = await asAdmin('/api/venues', {
    method: 'POST',
    json: {
      name: venueName,
      email: `pho-${tag}@example.test`,
      phone: '+84901234567',
      address: '12 Lê Lợi, Huế',
      openwispGroupId: group.id,
    },
  })
  expect(venue.status, venue.text).toBe(201)
  const venueId = (venue.body as { id: string }).id
  const started = await asAdmin(`/api/venues/${venueId}/sync`, { method: 'POST' })
  expect(started.status, started.text).toBe(202)
  let run = started.body as { id: string; status: string }
  while (run.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100))
    run = (await asAdmin(`/api/sync-runs/${run.id}`)).body as typeof run
  }
  expect(run.status).toBe('succeeded')
  const listed = await asAdmin(`/api/access-points?venueId=${venueId}`)
  const accessPoint = (listed.body as { items: { id: string; name: string; macAddress: string }[] }).items[0]!
  const gateway = await asAdmin(`/api/access-points/${accessPoint.id}/gateway`, {
    method: 'PUT',
    json: { kind: 'chilli', secret: uamSecret },
  })
  expect(gateway.status, gateway.text).toBe(200)

  const image = noisePng(400)
  expect(image.length).toBeGreaterThan(256 * 1024)
  const upload = await clientRequest(`${stack.nginx.httpsUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/png' },
    body: image,
    ca: stack.nginx.certificate,
  })
  expect(upload.status, upload.text).toBe(201)
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
  const ad = await asAdmin('/api/advertisements', {
    method: 'POST',
    json: {
      title: `Phở bò ${tag}`,
      description: 'Phở bò tái nạm',
      componentType: 'single_image',
      duration: 1,
      startDate: today,
      endDate: today,
      targetText: 'Phở bò',
      images: [{ mediaId: (JSON.parse(upload.text) as { id: string }).id, altText: 'A bowl of phở' }],
    },
  })
  expect(ad.status, ad.text).toBe(201)
  const assign = await asAdmin(`/api/venues/${venueId}/ads/assign`, {
    method: 'POST',
    json: { adIds: [(ad.body as { id: string }).id] },
  })
  expect(assign.status, assign.text).toBe(200)
  return { venueId, accessPointName: accessPoint.name, mac: accessPoint.macAddress }
}

/** A PNG of random pixels (no encoder shrinks them), `side` × `side`: bigger than any JSON body may be. */
function noisePng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const framing = Buffer.alloc(8)
    framing.writeUInt32BE(data.length, 0)
    framing.writeUInt32BE(crc32(body), 4)
    return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // RGB
  const rowBytes = 1 + side * 3
  const rows = Buffer.alloc(side * rowBytes)
  // Each row: filter type 0, then its pixels.
  for (let row = 0; row < side; row++) randomFillSync(rows, row * rowBytes + 1, side * 3)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A page whose console errors and uncaught exceptions are kept, to be checked at the end. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  return errors
}

/** Each process's `wifi_http_requests_total` by route, scraped from the process itself with METRICS_TOKEN. */
async function requestsByRoute(server: ServerProcess): Promise<Map<string, number>> {
  const response = await clientRequest(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  })
  expect(response.status, response.text).toBe(200)
  const counts = new Map<string, number>()
  for (const [, labels, value] of response.text.matchAll(/^wifi_http_requests_total\{([^}]*)\} (\d+)$/gm)) {
    const route = /route="([^"]*)"/.exec(labels!)?.[1] ?? ''
    counts.set(route, (counts.get(route) ?? 0) + Number(value))
  }
  return counts
}

describe('the deploy site in front of two processes', () => {
  it('answers the captive paths on plain HTTP and sends everything else to HTTPS', async () => {
    const terms = await clientRequest(`${stack.nginx.httpUrl}/wifi/terms?lang=en`)
    expect(terms.status).toBe(200)
    expect(terms.headers['content-type']).toMatch(/^text\/html/)
    expect(terms.text).toContain('Terms of use')
    // openNDS's BinAuth reports reach the server over HTTP (an empty report is refused by the server, not moved).
    const logout = await clientRequest(`${stack.nginx.httpUrl}/api/opennds/logout`, { method: 'POST', body: '' })
    expect(logout.status).toBe(400)

    for (const path of ['/venues?status=active', '/sign-in', '/api/me', '/api/radius/authorize', '/metrics']) {
      const answer = await clientRequest(`${stack.nginx.httpUrl}${path}`)
      expect(answer.status, path).toBe(301)
      expect(answer.headers.location, path).toBe(`https://${siteHostName}${path}`)
    }
  })

  it('names no nginx version, on plain HTTP, on HTTPS or on its own error pages (issue 35.6)', async () => {
    const answers = [
      await clientRequest(`${stack.nginx.httpUrl}/wifi/terms?lang=en`),
      await clientRequest(`${stack.nginx.httpUrl}/sign-in`),
      await https('/sign-in'),
      await https('/metrics'),
    ]
    for (const answer of answers) expect(answer.headers.server).toBe('nginx')
    expect((await https('/metrics')).text).not.toMatch(/nginx\/\d/)
  })

  it('sends the console’s and the guest page’s files compressed as the browser asks, the same bytes decoded (issue 39.1)', async () => {
    const page = await https('/sign-in', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['cache-control']).toBe('no-cache')
    const html = brotliDecompressSync(page.bytes).toString()
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    if (!script) throw new Error(`No script in the console's page: ${html.slice(0, 300)}`)
    const onDisk = await readFile(join(repoRoot, 'apps/web/dist', script))

    const decoders = { br: brotliDecompressSync, gzip: gunzipSync }
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await https(script, { headers: { 'accept-encoding': acceptEncoding } })
      expect(answer.status, acceptEncoding).toBe(200)
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(coding)
      expect(answer.headers.vary, acceptEncoding).toContain('accept-encoding')
      expect(answer.headers['cache-control'], acceptEncoding).toBe('public, max-age=31536000, immutable')
      expect(Number(answer.headers['content-length'] ?? answer.bytes.length)).toBe(answer.bytes.length)
      expect(coding ? decoders[coding](answer.bytes) : answer.bytes, acceptEncoding).toEqual(onDisk)
    }
    // Minified JavaScript shrinks to about a quarter in Brotli: a copy a third of the file's size is no copy at all.
    expect(onDisk.length).toBeGreaterThan(
      3 * (await https(script, { headers: { 'accept-encoding': 'br' } })).bytes.length,
    )

    // The guest page's script, over plain HTTP as a captive browser fetches it.
    const manifest = JSON.parse(await readFile(join(repoRoot, 'packages/guest/dist/manifest.json'), 'utf8')) as {
      script: string
    }
    const guestScript = `/guest/assets/${manifest.script}`
    const [brotli, plain] = await Promise.all(
      ['br', 'identity'].map((coding) =>
        clientRequest(`${stack.nginx.httpUrl}${guestScript}`, { headers: { 'accept-encoding': coding } }),
      ),
    )
    expect(brotli!.headers['content-encoding']).toBe('br')
    expect(plain!.headers['content-encoding']).toBeUndefined()
    expect(brotliDecompressSync(brotli!.bytes)).toEqual(plain!.bytes)
  })

  it('keeps /metrics from the internet, even with its token, while each process answers it', async () => {
    const throughNginx = await https('/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })
    expect(throughNginx.status).toBe(404)
    expect(throughNginx.text).not.toContain('wifi_http_requests_total')
    for (const server of stack.servers) expect((await requestsByRoute(server)).size).toBeGreaterThan(0)
  })

  it('takes an image upload up to the media limit, and refuses a body that large elsewhere', async () => {
    // The upload went through in the setup (a 480 KB image); the same size as JSON is refused by nginx itself.
    const large = await https('/api/venues', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      json: { name: 'x'.repeat(300 * 1024) },
    })
    expect(large.status).toBe(413)
  })

  it('lets a guest online through a CoovaChilli gateway, the captive page over plain HTTP', async () => {
    const gateway = await startChilliGateway({
      uamServer: `${stack.nginx.httpUrl}/wifi/chilli`,
      uamSecret,
      calledMac: place.mac,
      nasId: place.accessPointName,
      radiusAuthorizeUrl: `${stack.nginx.httpsUrl}/api/radius/authorize`,
      radiusToken: radiusApiToken,
      ca: stack.nginx.certificate,
    })
    const context = await stack.browser.newContext({
      locale: 'en-US',
      proxy: { server: gateway.proxyUrl, bypass: '127.0.0.1' },
    })
    try {
      const page = await context.newPage()
      const errors = watchErrors(page)
      await page.goto(gateway.firstRedirect())
      await page.getByRole('heading', { level: 1, name: venueName }).waitFor()
      await page.getByRole('img', { name: 'A bowl of phở' }).waitFor()
      await page.getByLabel('Type this text to continue').fill('pho bo')
      await page.getByLabel('I agree to the Terms of use').check()
      const connect = page.getByRole('button', { name: 'Connect to Wi-Fi' })
      await expect.poll(() => connect.isEnabled(), { timeout: 15_000 }).toBe(true)
      await connect.click()
      await page.getByRole('heading', { name: 'You’re connected' }).waitFor()

      expect(gateway.radiusAnswers).toEqual([200])
      expect(gateway.strayRequests).toEqual([])
      expect(errors).toEqual([])
      const landing = new URL(page.url())
      expect(landing.origin).toBe(stack.nginx.httpUrl)
      const client = await stack.sqlClient()
      const steps = await client.query<{ step: string }>('select step from guest_events where session_id = $1', [
        landing.searchParams.get('session'),
      ])
      expect(steps.rows.map((row) => row.step)).toEqual(
        expect.arrayContaining(['terms_accepted', 'credential_issued', 'gateway_confirmed']),
      )
    } finally {
      await context.close()
      await gateway.close()
    }
  })

  it('keeps the guest’s device and address out of nginx’s captive log', async () => {
    const lines = (await stack.nginx.captiveLog()).trim().split('\n')
    expect(lines.some((line) => line.includes('GET /wifi/chilli '))).toBe(true)
    for (const line of lines) {
      expect(line).toMatch(/^\[/)
      expect(line).not.toContain('?')
    }
  })

  it('lets an admin sign in, open the venues list and edit a venue over HTTPS', async () => {
    const context = await stack.browser.newContext({ locale: 'en-US', ignoreHTTPSErrors: true })
    try {
      const page = await context.newPage()
      const errors = watchErrors(page)
      await page.goto(`${stack.nginx.httpsUrl}/sign-in`)
      await page.getByLabel('Email', { exact: true }).fill(testAdmin.email)
      await page.getByLabel('Password', { exact: true }).fill(testAdmin.password)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL(/\/otp(\?|$)/)
      await page.getByLabel('One-time code', { exact: true }).fill(codeIn(await stack.mail.nextText(testAdmin.email)))
      await page.getByRole('button', { name: 'Verify', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/')

      await page.goto(`${stack.nginx.httpsUrl}/venues`)
      await page.getByRole('button', { name: `Actions for ${venueName}`, exact: true }).click()
      await page.getByRole('menuitem', { name: 'Edit', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit venue' })
      const renamed = `${venueName} Chiều`
      await dialog.getByLabel('Name', { exact: true }).fill(renamed)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await page.locator('[data-sonner-toast]', { hasText: 'Venue updated' }).waitFor()
      await page.getByRole('cell', { name: renamed, exact: true }).waitFor()

      const stored = await asAdmin(`/api/venues/${place.venueId}`)
      expect((stored.body as { name: string }).name).toBe(renamed)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('spread the guest’s and the admin’s requests over both processes', async () => {
    for (const server of stack.servers) {
      const counts = [...(await requestsByRoute(server))]
      const sum = (matches: (route: string) => boolean) =>
        counts.filter(([route]) => matches(route)).reduce((total, [, count]) => total + count, 0)
      expect(
        sum((route) => route.startsWith('/wifi/')),
        `captive pages on ${server.url}`,
      ).toBeGreaterThan(0)
      expect(
        sum((route) => route.startsWith('/api/') && !route.startsWith('/api/health')),
        `console API on ${server.url}`,
      ).toBeGreaterThan(0)
    }
  })
})

describe('the per-address limits behind nginx', () => {
  /** A wrong reset token from `address`: counted against that address's limit (10 per 15 minutes). */
  const wrongResetToken = (address: string, headers: Record<string, string> = {}) =>
    https('/api/auth/reset-password', {
      method: 'POST',
      localAddress: address,
      headers,
      json: {
        token: `guess-${randomBytes(8).toString('hex')}`,
        newPassword: 'Brand-new-pass1',
        confirmPassword: 'Brand-new-pass1',
      },
    })

  it('count each client’s own address, which a client cannot rewrite', async () => {
    for (let guess = 0; guess < 10; guess++) {
      const answer = await wrongResetToken('127.0.0.5')
      expect(answer.status, answer.text).toBe(400)
      expect((answer.body as { code: string }).code).toBe('INVALID_RESET_TOKEN')
    }
    const stopped = await wrongResetToken('127.0.0.5')
    expect(stopped.status).toBe(429)
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0)

    // Another address is not held back by it: the server does not see every client as nginx's 127.0.0.1.
    expect((await wrongResetToken('127.0.0.6')).status).toBe(400)
    // A client naming another address of its own is still itself.
    expect((await wrongResetToken('127.0.0.5', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429)
    expect((await wrongResetToken('127.0.0.5', { 'x-forwarded-for': '127.0.0.6, 203.0.113.9' })).status).toBe(429)
  })
})
