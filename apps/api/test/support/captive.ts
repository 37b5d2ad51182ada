import { createCipheriv, randomBytes } from 'node:crypto'
import { signedRedirect } from '@wifi/chilli-sim'
import type { GatewayKind } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import type { App } from '../../src/app.ts'
import type { Database } from '../../src/db/client.ts'
import { guestSessions } from '../../src/db/schema.ts'
import { createAccessPoint, randomMac } from '../../src/factories/access-point-factory.ts'
import { createAdvertisement, type NewAdvertisement } from '../../src/factories/advertisement-factory.ts'
import { createVenue } from '../../src/factories/venue-factory.ts'
import { uniqueTag } from '../../src/factories/unique-tag.ts'

export { randomMac }

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
  const venue = await createVenue(app.db, {
    name: `Cà phê ${tag}`,
    email: `cafe-${tag}@example.test`,
    address: 'Đà Nẵng',
    status: options.venueStatus ?? 'active',
  })
  const accessPoint = await createAccessPoint(app.db, {
    name: `ap-${tag}`,
    venueId: venue.id,
    gatewayKind: kind,
    gatewaySecret: app.secrets.seal(secret, 'gateway-secret'),
  })
  return {
    venueId: venue.id,
    venueName: venue.name,
    accessPointId: accessPoint.id,
    accessPointName: accessPoint.name,
    mac: accessPoint.macAddress,
    secret,
  }
}

/** How many guest sessions the database holds: a refused visit must not add one. */
export const guestSessionCount = async (db: Database) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(guestSessions))[0]!.n

/** A video ad running today, assigned to the venue: a countdown of `duration` seconds and a task. */
export const insertRunningAd = (app: App, venueId: string, fields: Partial<NewAdvertisement> = {}) =>
  createAdvertisement(
    app.db,
    {
      targetText: 'Phở bò',
      ctaText: 'Xem thực đơn',
      ctaUrl: 'https://pho.example.test/menu',
      ...fields,
    },
    [venueId],
  )

/**
 * An openNDS FAS (secure level 1) redirect's `fas` parameter, as openNDS 9.10 writes it: a new visit (`hid`) of a
 * new device (`clientMac`) unless they are given.
 */
export function openndsFas(options: { hid?: string; clientMac?: string; gatewayMac: string; gatewayName?: string }) {
  const fields = [
    `hid=${options.hid ?? randomHid()}`,
    'clientip=10.77.2.70',
    `clientmac=${(options.clientMac ?? randomMac()).toLowerCase()}`,
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

const randomHid = () => randomBytes(32).toString('hex')

export interface OpenndsGuest {
  hid: string
  clientMac: string
  /** The redirect's `fas` for this visit of the device to the place's gateway. */
  fas: string
}

/** A visit of a device (a new one unless `clientMac` is given) to the openNDS gateway of `place`. */
export function openndsGuest(place: { mac: string }, clientMac = randomMac()): OpenndsGuest {
  const hid = randomHid()
  return { hid, clientMac, fas: openndsFas({ hid, clientMac, gatewayMac: place.mac }) }
}

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

/**
 * A guest's browser at the captive page of the test app at `baseUrl`: no redirect is followed; the cookies the server
 * sets are kept and sent back, as a browser does (one jar per `captiveBrowser()`).
 */
export function captiveBrowser(baseUrl: string) {
  const jar = new Map<string, string>()
  const withCookies = (headers: Record<string, string>) =>
    jar.size === 0 ? headers : { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '), ...headers }
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [name = '', value = ''] = line.split(';')[0]!.split('=')
      jar.set(name, value)
    }
    return response
  }
  const get = async (path: string, headers: Record<string, string> = {}) =>
    keep(await fetch(`${baseUrl}${path}`, { headers: withCookies(headers), redirect: 'manual' }))
  const post = async (path: string, fields: Record<string, string>) =>
    keep(
      await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: withCookies({ 'content-type': 'application/x-www-form-urlencoded' }),
        body: new URLSearchParams(fields),
        redirect: 'manual',
      }),
    )
  const page = async (response: Response) => {
    const html = await response.text()
    return { response, html, sessionId: /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1] }
  }
  const openOpennds = async (fas: string, headers: Record<string, string> = {}) =>
    page(await get(`/wifi/opennds?fas=${encodeURIComponent(fas)}`, headers))
  return {
    get,
    /** Posts a form of the guest pages (data requests, reports) as the browser does. */
    post,
    /** The cookies the browser holds, by name. */
    cookies: jar,
    /** Opens the openNDS page for `fas`; answers the page and its session id (the Connect form's hidden field). */
    openOpennds,
    /** Opens the openNDS page of `place` through FAS secure level 2, whose payload vouches for the client's MAC. */
    openOpenndsLevel2: async (place: CaptivePlace, clientMac: string) => {
      const { fas, iv } = openndsFasLevel2({ gatewayMac: place.mac, clientMac, fasKey: place.secret })
      return page(await get(`/wifi/opennds/${place.accessPointId}?fas=${encodeURIComponent(fas)}&iv=${iv}`))
    },
    /** Opens the openNDS page as a new device does at the gateway whose MAC is `gatewayMac`. */
    openAsNewDevice: (gatewayMac: string, headers: Record<string, string> = {}) =>
      openOpennds(openndsFas({ gatewayMac }), headers),
    /** The page's script reporting that a browser displayed it (its first beacon). */
    reportDisplayed: (session: string) => post('/wifi/progress', { session, step: 'page_shown' }),
    /** Posts the Connect form as the page does. */
    connect: (fields: Record<string, string>) => post('/wifi/connect', fields),
  }
}

/**
 * A redirect's query as CoovaChilli builds and signs it (the simulator's signing, itself checked against a real
 * Chilli's examples): the fields in order, then `md`.
 */
export const chilliQuery = (uamServer: string, secret: string, fields: [string, string][]) =>
  signedRedirect(uamServer, secret, fields).slice(uamServer.length + 1)
