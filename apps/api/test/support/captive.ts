import { createCipheriv, randomBytes, randomUUID } from 'node:crypto'
import { signedRedirect } from '@wifi/chilli-sim'
import type { GatewayKind } from '@wifi/contract'
import type { App } from '../../src/app.ts'
import { accessPoints, advertisements, venueAds, venues } from '../../src/db/schema.ts'
import { dayFromToday, uniqueTag } from './management.ts'

/** A random MAC address, AA:BB:… (locally administered, so it names no real vendor). */
export const randomMac = () =>
  ['02', ...Array.from({ length: 5 }, () => randomBytes(1).toString('hex'))].join(':').toUpperCase()

export interface CaptivePlace {
  venueId: string
  venueName: string
  accessPointId: string
  accessPointName: string
  /** The access point's MAC, AA:BB:… as the console stores it. */
  mac: string
  secret: string
}

/** A venue with an access point running `kind` with `secret`, as an admin and a sync would have set them up. */
export async function insertCaptivePlace(
  app: App,
  kind: GatewayKind,
  options: { secret?: string; venueStatus?: 'active' | 'inactive' } = {},
): Promise<CaptivePlace> {
  const tag = uniqueTag()
  const secret = options.secret ?? `key${tag}`
  const [venue] = await app.db
    .insert(venues)
    .values({
      name: `Cà phê ${tag}`,
      email: `cafe-${tag}@example.test`,
      phone: '+84901234567',
      address: 'Đà Nẵng',
      status: options.venueStatus ?? 'active',
    })
    .returning()
  const mac = randomMac()
  const [accessPoint] = await app.db
    .insert(accessPoints)
    .values({
      openwispDeviceId: randomUUID(),
      name: `ap-${tag}`,
      venueId: venue!.id,
      organizationId: randomUUID(),
      healthStatus: 'online',
      monitoringStatus: 'ok',
      configStatus: 'configured',
      macAddress: mac,
      model: 'test',
      firmware: 'test',
      system: 'test',
      note: '',
      status: 'active',
      gatewayKind: kind,
      gatewaySecret: app.secrets.seal(secret, 'gateway-secret'),
      openwispModifiedAt: new Date(),
      lastSyncedAt: new Date(),
    })
    .returning()
  return {
    venueId: venue!.id,
    venueName: venue!.name,
    accessPointId: accessPoint!.id,
    accessPointName: accessPoint!.name,
    mac,
    secret,
  }
}

/** A video ad running today, assigned to the venue: a countdown of `duration` seconds and a task. */
export async function insertRunningAd(
  app: App,
  venueId: string,
  fields: Partial<typeof advertisements.$inferInsert> = {},
) {
  const [ad] = await app.db
    .insert(advertisements)
    .values({
      title: `Phở bò ${uniqueTag()}`,
      description: 'Giảm 20% cho khách dùng Wi-Fi',
      componentType: 'video',
      duration: 15,
      type: 'promotion',
      startDate: dayFromToday(-1),
      endDate: dayFromToday(1),
      targetText: 'Phở bò',
      ctaText: 'Xem thực đơn',
      ctaUrl: 'https://pho.example.test/menu',
      video: { url: 'https://videos.example.test/pho.mp4', title: null, description: null },
      ...fields,
    })
    .returning()
  await app.db.insert(venueAds).values({ venueId, adId: ad!.id })
  return ad!
}

/** An openNDS FAS (secure level 1) redirect's `fas` parameter, as openNDS 9.10 writes it. */
export function openndsFas(options: { hid: string; clientMac: string; gatewayMac: string; gatewayName?: string }) {
  const fields = [
    `hid=${options.hid}`,
    'clientip=10.77.2.70',
    `clientmac=${options.clientMac.toLowerCase()}`,
    'client_type=cpd_can',
    `gatewayname=${options.gatewayName ?? 'rigtest'}`,
    'gatewayurl=http%3a%2f%2f10.77.2.1',
    'version=9.10.0',
    'gatewayaddress=10.77.2.1:2050',
    `gatewaymac=${options.gatewayMac.replaceAll(':', '').toLowerCase()}`,
    'originurl=http%3a%2f%2f10.77.1.2%2finternet',
    'clientif=gwt-g1',
    'themespec=(null)',
    '(null)(null)(null)(null)',
  ]
  return Buffer.from(fields.join(', ')).toString('base64')
}

export const randomHid = () => randomBytes(32).toString('hex')

/**
 * An openNDS FAS secure level 2 redirect's `fas` and `iv`, as openNDS 9.10 makes them (docs/gateways.md): PHP's
 * `openssl_encrypt(payload, 'aes-256-cbc', faskey, 0, iv)` — base64 of the cipher text, the key NUL-padded to 32
 * bytes, the iv 16 characters — base64-encoded once more. The payload is level 1's plus `authdir`.
 */
export function openndsFasLevel2(options: Parameters<typeof openndsFas>[0] & { fasKey: string }) {
  const payload = `${Buffer.from(openndsFas(options), 'base64').toString()}, authdir=opennds_auth`
  const iv = randomBytes(8).toString('hex')
  const key = Buffer.alloc(32)
  Buffer.from(options.fasKey).copy(key)
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.from(iv, 'latin1'))
  const phpAnswer = Buffer.concat([cipher.update(payload), cipher.final()]).toString('base64')
  return { fas: Buffer.from(phpAnswer).toString('base64'), iv }
}

/** A guest's browser at the captive page of the test app at `baseUrl`: no redirect is followed. */
export function captiveBrowser(baseUrl: string) {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' })
  return {
    get,
    /** Opens the openNDS page for `fas`; answers the page and its session id (the Connect form's hidden field). */
    async openOpennds(fas: string, headers: Record<string, string> = {}) {
      const response = await get(`/wifi/opennds?fas=${encodeURIComponent(fas)}`, headers)
      const html = await response.text()
      return { response, html, sessionId: /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1] }
    },
    /** The page's script reporting that a browser displayed it (its first beacon). */
    reportDisplayed: (session: string) =>
      fetch(`${baseUrl}/wifi/progress`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ session, step: 'page_shown' }),
      }),
    /** Posts the Connect form as the page does. */
    connect: (fields: Record<string, string>) =>
      fetch(`${baseUrl}/wifi/connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      }),
  }
}

/**
 * A redirect's query as CoovaChilli builds and signs it (the simulator's signing, itself checked against a real
 * Chilli's examples): the fields in order, then `md`.
 */
export const chilliQuery = (uamServer: string, secret: string, fields: [string, string][]) =>
  signedRedirect(uamServer, secret, fields).slice(uamServer.length + 1)
