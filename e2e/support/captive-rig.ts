import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { accessPointByMac, syncToEnd } from './access-points.ts'
import { createAd, type Ad, type AdFields } from './advertisements.ts'
import { chromiumLaunchOptions } from './chromium.ts'
import { expect, test } from './fixtures.ts'
import { openwispHeaders } from './openwisp.ts'
import { createVenue, uniqueTag, type Venue } from './management.ts'
import { assignAds } from './venue-ads.ts'
import { appPort, openwispUrl } from './servers.ts'

// The real openNDS gateway in network namespaces (../shared/gateways/opennds-rig.sh, beside the repository), in
// front of the app the tests started, and an access point for it made in the OpenWISP simulator and synced: a rig
// spec calls `useRig()` and brings the rig up in a test; `guestOnlineThroughRig` takes a guest through the page.

const run = promisify(execFile)
const rigScript = fileURLToPath(new URL('../../../shared/gateways/opennds-rig.sh', import.meta.url))

/** The rig needs root (namespaces, firewall rules); CI runs as root. */
const canRunRig = process.getuid?.() === 0

interface Rig {
  env: Record<string, string>
  /** openNDS's view of the guest: Preauthenticated, Authenticated or Unknown. */
  state(): Promise<string>
  /** Everything openNDS holds about the guest (`ndsctl json`): its limits, counters, session times, custom. */
  client(): Promise<Record<string, string>>
  /** openNDS forgets the guest's login, so the rig's one client device can be the next guest. */
  deauth(): Promise<void>
  down(): Promise<void>
}

/** The rig's gateway namespace, where openNDS and ndsctl run (a fixed name: one rig per machine). */
const gatewayNamespace = 'gwt-gw'
/** The app as the gateway reaches it: the portal address the rig bridges to it. */
const appFromGateway = 'http://10.77.1.2:8080'
/** The console's BinAuth script, which openNDS runs when asked to (`useRig().up({ binauth: true })`). */
const binauthScript = fileURLToPath(new URL('../../docs/opennds/binauth.sh', import.meta.url))

/**
 * Brings the rig up with the app on loopback as its portal, the gateway's MAC, FAS key, FAS secure level and faspath
 * as given (level 1: `/wifi/opennds`; level 2: `/wifi/opennds/<access point id>`, the key the payload decrypts with),
 * and `binauth`, the absolute path of a BinAuth script for openNDS to run: docs/opennds/binauth.sh gets its settings
 * from the environment, which openNDS passes on (the app through the rig's portal, and the FAS key).
 * One rig per machine: bring it down before the next.
 */
async function startRig(options: {
  gatewayMac: string
  fasKey: string
  fasSecure: 1 | 2
  faspath: string
  binauth?: string
}): Promise<Rig> {
  const work = mkdtempSync(join(tmpdir(), 'wifi-console-rig-'))
  const env = {
    ...process.env,
    RIG_WORK: work,
    PORTAL_UPSTREAM: `127.0.0.1:${appPort}`,
    FASPATH: options.faspath,
    FAS_SECURE: String(options.fasSecure),
    FASKEY: options.fasKey,
    GATEWAY_MAC: options.gatewayMac.toLowerCase(),
    RIG_TIMEOUT: '600',
    ...(options.binauth && {
      BINAUTH: options.binauth,
      WIFI_CONSOLE_URL: appFromGateway,
      WIFI_CONSOLE_KEY: options.fasKey,
    }),
  }
  const script = (...args: string[]) => run('bash', [rigScript, ...args], { env, timeout: 120_000 })
  const up = await script('up')
  const rigEnv = Object.fromEntries(
    up.stdout
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
  return {
    env: rigEnv,
    state: async () => (await script('state')).stdout.trim(),
    async client() {
      let client: Record<string, string> = {}
      // ndsctl refuses to run while another ndsctl (the rig's, openNDS's own) holds its lock: asked until it answers.
      await expect(async () => {
        const ndsctl = ['netns', 'exec', gatewayNamespace, 'ndsctl', 'json', rigEnv.RIG_GUEST_IP!]
        client = JSON.parse((await run('ip', ndsctl)).stdout) as Record<string, string>
      }).toPass({ timeout: 10_000 })
      return client
    },
    deauth: async () => void (await script('deauth')),
    down: async () => {
      await script('down')
      rmSync(work, { recursive: true, force: true })
    },
  }
}

/** The rig brought up for one test, in front of an access point of its own. */
export interface RigRun extends Pick<Rig, 'state' | 'client' | 'deauth'> {
  /** At the start of the venue's name and of the names `venueAd` makes (`uniqueTag`). */
  tag: string
  /** The venue and access point behind the rig's openNDS (an openNDS gateway with the rig's FAS key). */
  accessPoint: GatewayAccessPoint
  /** Where openNDS sends guests: `/wifi/opennds` at level 1, `/wifi/opennds/<access point id>` at level 2. */
  faspath: string
  /**
   * A guest's new browser (a context of its own in the Chromium of the rig's guest namespace) opening a page of the
   * internet, which openNDS sends to the captive page.
   */
  guest(locale: 'vi-VN' | 'en-US'): Promise<Page>
  /** The guest's browser reaches the internet host (only a guest openNDS let through does). */
  expectInternet(guest: Page): Promise<void>
  /** A new ad of the first admin's (its title after the tag) assigned to the venue: the guests' pages show it. */
  venueAd(fields: Partial<AdFields> & { title: string }): Promise<Ad>
}

/**
 * What every gateway rig's tests share, for the file or describe block that calls it: skipped unless `runnable`
 * (`why` says what is missing), four minutes each (the rig's start, and guests who wait out ads and sessions), and
 * whatever a test brought up closed after it (one rig per machine). `closeAfter` names that closing.
 */
export function rigTests(runnable: boolean, why: string) {
  test.skip(!runnable, why)
  test.setTimeout(240_000)
  let closeRun: (() => Promise<void>) | undefined
  test.afterEach(async () => {
    await closeRun?.()
    closeRun = undefined
  })
  return {
    closeAfter: (close: () => Promise<void>) => {
      closeRun = close
    },
  }
}

/**
 * The real openNDS rig for the tests of the file or describe block that calls this: they are skipped without root,
 * and after each the guest's browser is closed and the rig brought down. A test brings it up with `up`.
 */
export function useRig() {
  const { closeAfter } = rigTests(canRunRig, 'the openNDS rig needs root for its network namespaces (CI runs as root)')
  return {
    /**
     * A new venue (`venue`, after a tag of its own) with an access point behind an openNDS gateway (its FAS key made
     * here), and the rig brought up in front of it at FAS secure level `fasSecure`; with `binauth`, openNDS runs the
     * console's docs/opennds/binauth.sh.
     */
    async up(
      request: APIRequestContext,
      adminToken: string,
      options: { venue: string; fasSecure: 1 | 2; binauth?: boolean },
    ): Promise<RigRun> {
      const tag = uniqueTag('rig')
      const fasKey = `key${randomBytes(8).toString('hex')}`
      const accessPoint = await accessPointBehindGateway(request, adminToken, {
        kind: 'opennds',
        secret: fasKey,
        venueName: `${tag} ${options.venue}`,
      })
      const faspath = options.fasSecure === 1 ? '/wifi/opennds' : `/wifi/opennds/${accessPoint.accessPointId}`
      const rig = await startRig({
        gatewayMac: accessPoint.mac,
        fasKey,
        fasSecure: options.fasSecure,
        faspath,
        ...(options.binauth && { binauth: binauthScript }),
      })
      let browser: Browser | undefined
      closeAfter(async () => {
        await browser?.close()
        await rig.down()
      })
      const internetUrl = rig.env.RIG_INTERNET_URL!
      return {
        tag,
        accessPoint,
        faspath,
        state: rig.state,
        client: rig.client,
        deauth: rig.deauth,
        async guest(locale) {
          browser ??= await chromium.launch({ executablePath: rig.env.RIG_CHROMIUM, args: chromiumLaunchOptions.args })
          const page = await (await browser.newContext({ locale })).newPage()
          await page.goto(internetUrl)
          return page
        },
        async expectInternet(guest) {
          await guest.goto(internetUrl)
          await expect(guest.locator('#result')).toHaveText('INTERNET-OK')
        },
        async venueAd(fields) {
          const ad = await createAd(request, adminToken, { ...fields, title: `${tag} ${fields.title}` })
          await assignAds(request, adminToken, accessPoint.venue.id, [ad.id])
          return ad
        },
      }
    },
  }
}

/** The captive page's words a guest acts on, in the page's two languages. */
const guestWords = {
  vi: {
    answer: 'Nhập dòng chữ sau để tiếp tục',
    terms: 'Tôi đồng ý với Điều khoản sử dụng',
    measurement: 'Cho phép địa điểm và các nhà quảng cáo đo lường',
    connect: 'Kết nối Wi-Fi',
    connected: 'Bạn đã kết nối Wi-Fi',
  },
  en: {
    answer: 'Type this text to continue',
    terms: 'I agree to the Terms of use',
    measurement: 'Let the venue and its advertisers measure',
    connect: 'Connect to Wi-Fi',
    connected: 'You’re connected',
  },
}

export interface GuestSteps {
  /** What the guest types for the ad's task (where its ad has one). */
  answer?: string
  /** Whether the guest ticks the optional measurement box. */
  measurement?: boolean
}

/** The captive page's words in the language it is shown in (its `lang`). */
async function wordsOf(guest: Page) {
  const lang = await guest.locator('html').getAttribute('lang')
  if (lang !== 'vi' && lang !== 'en') throw new Error(`The guest page is in ${lang}, not vi or en`)
  return guestWords[lang]
}

/**
 * On the captive page: the guest types the ad's text (if given), ticks the terms (and the measurement, if asked),
 * waits for Connect to be enabled (the ad's countdown over: up to its duration) and presses it.
 */
export async function guestConnects(guest: Page, steps: GuestSteps = {}) {
  const words = await wordsOf(guest)
  if (steps.answer !== undefined) await guest.getByLabel(words.answer).fill(steps.answer)
  await guest.getByLabel(words.terms).check()
  if (steps.measurement) await guest.getByLabel(words.measurement).check()
  const connect = guest.getByRole('button', { name: words.connect })
  await expect(connect).toBeEnabled({ timeout: 30_000 })
  await connect.click()
}

/**
 * The guest goes through the captive page (`guestConnects`) and gets online: the console's landing page, and openNDS
 * has them Authenticated. Answers the guest session's id (the landing page's `session`).
 */
export async function guestOnlineThroughRig(rig: RigRun, guest: Page, steps: GuestSteps = {}): Promise<string> {
  const words = await wordsOf(guest)
  await guestConnects(guest, steps)
  await expect(guest.getByRole('heading', { name: words.connected })).toBeVisible({ timeout: 30_000 })
  await expect(guest).toHaveURL(/^http:\/\/10\.77\.1\.2:8080\/wifi\/connected\?session=/)
  expect(await rig.state()).toBe('Authenticated')
  return new URL(guest.url()).searchParams.get('session')!
}

/**
 * A level-1 openNDS `fas` for a new guest device at the access point: plain base64, which anyone can make up (so can
 * a test), with the gateway's hand-off address as given.
 */
export function level1Fas(accessPoint: { mac: string; name?: string }, gatewayAddress: string): string {
  const mac = ['02', ...randomBytes(5).toString('hex').match(/../g)!].join(':')
  const fields = [
    `hid=${randomBytes(32).toString('hex')}`,
    'clientip=10.77.2.70',
    `clientmac=${mac}`,
    `gatewayname=${accessPoint.name ?? 'e2e'}`,
    `gatewayaddress=${gatewayAddress}`,
    `gatewaymac=${accessPoint.mac.replaceAll(':', '').toLowerCase()}`,
  ]
  return Buffer.from(fields.join(', ')).toString('base64')
}

export interface GatewayAccessPoint {
  venue: Venue
  accessPointId: string
  /** AA:BB:… */
  mac: string
  /** Its name, as OpenWISP and the console have it. */
  name: string
}

/**
 * A new device group and device in the OpenWISP simulator, a venue linked to the group, a sync that brings the
 * device in as an access point, and the access point's gateway set by the admin (PUT …/gateway). `managementIp` is
 * the device's management address, which the console sends CoovaChilli's Disconnect-Requests to (none by default).
 */
export async function accessPointBehindGateway(
  request: APIRequestContext,
  adminToken: string,
  gateway: {
    kind: 'opennds' | 'chilli'
    secret: string
    venueName: string
    memberEmails?: string[]
    managementIp?: string
  },
): Promise<GatewayAccessPoint> {
  const headers = await openwispHeaders(request)
  const organizations = await request.get(`${openwispUrl}/api/v1/users/organization/`, { headers })
  const organization = ((await organizations.json()) as { results: { id: string }[] }).results[0]!.id
  const tag = randomBytes(3).toString('hex')
  const name = `ap-captive-${tag}`
  const group = await request.post(`${openwispUrl}/api/v1/controller/group/`, {
    headers,
    data: { name: `${gateway.venueName} ${tag}`, organization, description: 'captive test' },
  })
  expect(group.status(), await group.text()).toBe(201)
  const groupId = ((await group.json()) as { id: string }).id
  const mac = ['02', ...randomBytes(5).toString('hex').match(/../g)!].join(':').toUpperCase()
  const device = await request.post(`${openwispUrl}/api/v1/controller/device/`, {
    headers,
    data: {
      name,
      mac_address: mac,
      organization,
      group: groupId,
      ...(gateway.managementIp && { management_ip: gateway.managementIp }),
    },
  })
  expect(device.status(), await device.text()).toBe(201)

  const venue = await createVenue(request, adminToken, {
    name: gateway.venueName,
    openwispGroupId: groupId,
    memberEmails: gateway.memberEmails ?? [],
  })
  const { run } = await syncToEnd(request, adminToken, `/api/venues/${venue.id}/sync`)
  expect(run?.status, run?.error ?? 'not started').toBe('succeeded')
  const accessPointId = (await accessPointByMac(request, adminToken, mac)).id
  await setGateway(request, adminToken, accessPointId, gateway)
  return { venue, accessPointId, mac, name }
}

export async function setGateway(
  request: APIRequestContext,
  adminToken: string,
  accessPointId: string,
  gateway: { kind: 'opennds' | 'chilli'; secret: string },
) {
  const response = await request.put(`/api/access-points/${accessPointId}/gateway`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { kind: gateway.kind, secret: gateway.secret },
  })
  expect(response.status(), await response.text()).toBe(200)
}
