import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { decodePapPassword, signedRedirect } from '@wifi/chilli-sim'
import { accessPointBehindGateway, type GatewayAccessPoint } from './captive-rig.ts'
import { expect } from './fixtures.ts'
import { appUrl, radiusApiToken } from './servers.ts'
import { consoleNameOf } from './guest-session-labels.ts'

// Guests as CoovaChilli's make them, without a browser: the captive page and Connect, the credential FreeRADIUS
// would check at /api/radius/authorize (decoded from Chilli's logon address as Chilli decodes it), then the
// accounting FreeRADIUS forwards (Start, Interim-Update, Stop).

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
export const mib = 1024 * 1024

export interface Place {
  accessPoint: GatewayAccessPoint
  secret: string
}

/**
 * A new access point behind CoovaChilli (`accessPointBehindGateway`), at a venue of its own, with the UAM secret its
 * guests' redirects are signed with.
 */
export async function placeBehindChilli(
  request: APIRequestContext,
  adminToken: string,
  place: { secret: string; venueName: string; memberEmails?: string[]; managementIp?: string },
): Promise<Place> {
  return {
    accessPoint: await accessPointBehindGateway(request, adminToken, { kind: 'chilli', ...place }),
    secret: place.secret,
  }
}

/** One guest of a place: their console session id (its first six characters are the list's device label). */
export interface Guest {
  session: string
  label: string
}

export interface GuestDevice {
  /** Whether the guest ticks the optional ad measurement box (their device is then counted). */
  measurement?: boolean
  /** A randomised (locally administered, 02-…) MAC address, as most phones send; otherwise a vendor's (00-…). */
  randomisedMac?: boolean
}

/**
 * Waits until the server has the page's ad watched to its end, as Connect requires: the report the guest's page sends
 * (its beacon) once its countdown reaches nought, which the server accepts (204) only when the ad's duration has
 * passed by its own clock since it served the page, and refuses (400) before. Asked until it accepts, rather than
 * sleeping the ad's length: the countdown starts at a moment of the server's the test does not see.
 */
export async function adWatched(request: APIRequestContext, session: string) {
  await expect
    .poll(
      async () => (await request.post('/wifi/progress', { form: { session, step: 'countdown_completed' } })).status(),
      { message: 'the ad’s countdown, by the server’s clock', timeout: 10_000, intervals: [250] },
    )
    .toBe(204)
}

/**
 * A new guest device behind CoovaChilli at the place (whose venue runs an ad): its redirect to our page (signed with
 * the place's UAM secret), the ad watched, Connect, the logon's credential checked as FreeRADIUS's rest module asks,
 * and Chilli's signed word that the guest is online; the gateway is now to report them.
 */
export async function guestLogsOn(
  request: APIRequestContext,
  place: Place,
  { measurement = false, randomisedMac = true }: GuestDevice = {},
): Promise<Guest> {
  const challenge = randomBytes(16).toString('hex')
  const gateway: [string, string][] = [
    ['uamip', '10.1.0.1'],
    ['uamport', '3990'],
    ['called', place.accessPoint.mac.replaceAll(':', '-')],
    ['mac', [randomisedMac ? '02' : '00', ...randomBytes(5).toString('hex').match(/../g)!].join('-').toUpperCase()],
    ['ip', '10.1.0.23'],
    ['nasid', place.accessPoint.name],
    ['sessionid', `${Date.now()}${randomBytes(2).readUInt16BE(0)}`],
  ]
  const redirect = signedRedirect(`${appUrl}/wifi/chilli`, place.secret, [
    ['res', 'notyet'],
    ['challenge', challenge],
    ...gateway,
    ['userurl', 'http://example.com/'],
  ])
  const page = await request.get(redirect)
  const html = await page.text()
  expect(page.status(), html.slice(0, 300)).toBe(200)
  const session = /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1]
  expect(session, 'the page names its guest session').toBeDefined()
  await adWatched(request, session!)
  const connect = await request.post('/wifi/connect', {
    form: { session: session!, terms: 'accepted', ...(measurement && { measurement: 'accepted' }) },
    maxRedirects: 0,
  })
  expect(connect.status(), await connect.text()).toBe(303)
  const logon = new URL(connect.headers().location!)
  const authorize = await request.post('/api/radius/authorize', {
    headers: bearer(radiusApiToken),
    data: {
      username: logon.searchParams.get('username'),
      password: decodePapPassword(challenge, place.secret, logon.searchParams.get('password')!),
    },
  })
  expect(authorize.status(), await authorize.text()).toBe(200)
  const success = signedRedirect(`${appUrl}/wifi/chilli`, place.secret, [
    ['res', 'success'],
    ...gateway,
    ['userurl', logon.searchParams.get('userurl')!],
  ])
  const online = await request.get(success, { maxRedirects: 0 })
  expect(online.status(), await online.text()).toBe(303)
  return { session: session!, label: (await consoleNameOf(session!)).label }
}

/**
 * What FreeRADIUS forwards of one accounting request for the guest: seconds online so far, bytes to the guest
 * (`output`, as the gateway counts them) and from them, and for a Stop its Acct-Terminate-Cause.
 */
export async function account(
  request: APIRequestContext,
  place: Place,
  guest: Guest,
  report: { status: 'Start' | 'Interim-Update' | 'Stop'; seconds: number; down?: number; up?: number; cause?: string },
) {
  const octets = (bytes = 0) => ({ octets: String(bytes % 2 ** 32), gigawords: String(Math.floor(bytes / 2 ** 32)) })
  const [down, up] = [octets(report.down), octets(report.up)]
  const response = await request.post('/api/radius/accounting', {
    headers: bearer(radiusApiToken),
    data: {
      status_type: report.status,
      unique_id: randomBytes(8).toString('hex'),
      session_id: guest.label,
      username: guest.session,
      session_time: String(report.seconds),
      input_octets: up.octets,
      input_gigawords: up.gigawords,
      output_octets: down.octets,
      output_gigawords: down.gigawords,
      nas_identifier: place.accessPoint.name,
      terminate_cause: report.cause ?? '',
      class: `0x${Buffer.from(guest.session).toString('hex')}`,
    },
  })
  expect(response.status(), await response.text()).toBe(204)
}
