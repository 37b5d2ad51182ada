import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import type { APIRequestContext, Request } from '@playwright/test'
import type { GuestPolicy, GuestSession } from '@wifi/contract'
import { guestOnlineThroughRig, useRig } from '../support/captive-rig.ts'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'
import { tableRows } from '../support/management.ts'
import { openwispHeaders } from '../support/openwisp.ts'
import { appPort, openwispUrl } from '../support/servers.ts'

// Issue 22: a venue's policy and a guest's time online through the real openNDS 9.10, which runs the console's own
// BinAuth script (docs/opennds/binauth.sh) at FAS secure level 2: the limits openNDS applies come from the signed
// hand-off, an edited one leaves the guest out, and the logout reaches the console; and an operator ends a guest's
// session from the console, which OpenWISP's device command carries out with ndsctl on the gateway (the e2e OpenWISP
// simulator runs commands in the rig's gateway namespace). One rig per machine: each test brings its own up, and it
// goes down after the test.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The venue's guest policy: what is not given is none (no limit, the ad on every visit). */
async function setVenuePolicy(
  request: APIRequestContext,
  token: string,
  venueId: string,
  policy: Partial<GuestPolicy> & Pick<GuestPolicy, 'sessionMinutes'>,
) {
  const response = await request.put(`/api/venues/${venueId}/guest-policy`, {
    headers: bearer(token),
    data: {
      idleMinutes: null,
      downloadKbps: null,
      uploadKbps: null,
      dataQuotaMb: null,
      adAgainAfterHours: null,
      ...policy,
    } satisfies GuestPolicy,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The venue's guest sessions in the console's list, newest first. */
async function sessionsAt(request: APIRequestContext, token: string, venueId: string): Promise<GuestSession[]> {
  const response = await request.get(`/api/guest-sessions?venueId=${venueId}`, { headers: bearer(token) })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { items: GuestSession[] }).items
}

/**
 * The guest's Connect as the app answers it, asked by the test itself: the guest's browser cannot show the test the
 * hand-off it is sent to. The form goes to the app on loopback with the Host the guest used, so the landing page in
 * the hand-off is the one the guest can reach.
 */
function connectThroughApp(connect: Request): Promise<string> {
  const body = connect.postDataBuffer() ?? Buffer.alloc(0)
  const headers = { ...connect.headers(), host: '10.77.1.2:8080', 'content-length': String(body.length) }
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port: appPort, path: '/wifi/connect', method: 'POST', headers },
      (answer) => {
        answer.resume()
        if (answer.statusCode === 303 && answer.headers.location) resolve(answer.headers.location)
        else reject(new Error(`Connect answered ${answer.statusCode}`))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

test.describe('a venue’s guest policy and time online through the real openNDS and the console’s BinAuth', () => {
  const rigs = useRig()

  test('openNDS applies the signed policy, refuses a hand-off the guest edited, and reports the logout to the console', async ({
    request,
    adminToken,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Trà sữa Hẻm Xanh', fasSecure: 2, binauth: true })
    const venueId = rig.accessPoint.venue.id
    await setVenuePolicy(request, adminToken, venueId, {
      sessionMinutes: 2,
      downloadKbps: 1500,
      uploadKbps: 300,
      dataQuotaMb: 1,
    })

    const guest = await rig.guest('en-US')
    await expect(guest).toHaveURL(new RegExp(`^http://10\\.77\\.1\\.2:8080${rig.faspath}\\?fas=`))
    await guest.getByLabel('I agree to the Terms of use').check()

    // The guest raises their own download rate in the hand-off's custom before the browser follows it.
    let handOff = ''
    await guest.route('**/wifi/connect', async (route) => {
      handOff = await connectThroughApp(route.request())
      const edited = new URL(handOff)
      const custom = Buffer.from(edited.searchParams.get('custom')!, 'base64').toString()
      expect(custom).toContain(' 120 300 1500 1024 1024 ')
      edited.searchParams.set('custom', Buffer.from(custom.replace(' 1500 ', ' 150000 ')).toString('base64'))
      await route.fulfill({ status: 303, headers: { location: edited.toString(), 'cache-control': 'no-store' } })
    })
    await guest.getByRole('button', { name: 'Connect to Wi-Fi' }).click()
    await expect(guest.getByRole('heading', { name: 'The Wi-Fi did not let you through' })).toBeVisible({
      timeout: 30_000,
    })
    expect(await rig.state()).toBe('Preauthenticated')

    // The hand-off as the console signed it: openNDS kept the visit's hid, so it still lets the guest through.
    await guest.unroute('**/wifi/connect')
    await guest.goto(handOff)
    await expect(guest.getByRole('heading', { name: 'You’re connected' })).toBeVisible({ timeout: 30_000 })
    expect(await rig.state()).toBe('Authenticated')
    const client = await rig.client()
    expect(client).toMatchObject({
      state: 'Authenticated',
      download_rate_limit_threshold: '1500',
      upload_rate_limit_threshold: '300',
      download_quota: '1024',
      upload_quota: '1024',
    })
    expect(Number(client.session_end) - Number(client.session_start)).toBe(120)

    // Online in the console from the landing page, before any report.
    const [online] = await sessionsAt(request, adminToken, venueId)
    expect(online).toMatchObject({ endedAt: null, gatewayKind: 'opennds', policy: { downloadKbps: 1500 } })

    await rig.expectInternet(guest)
    const used = Number((await rig.client()).download_this_session)
    await rig.deauth()

    await expect
      .poll(async () => (await sessionsAt(request, adminToken, venueId))[0]?.endCause, { timeout: 20_000 })
      .toBe('operator')
    const [ended] = await sessionsAt(request, adminToken, venueId)
    expect(ended!.handle).toBe(online!.handle)
    expect(ended!.endedAt).not.toBeNull()
    // openNDS's bytes in, what the guest downloaded: at least what its counter said before (in kB) in bytes.
    expect(ended!.bytesDown).toBeGreaterThanOrEqual(used * 1000)
    expect(ended!.bytesDown).toBeGreaterThan(0)
  })

  test('an operator ends the guest’s session from the console: OpenWISP runs ndsctl deauth, BinAuth reports the bytes', async ({
    page,
    request,
    adminToken,
    signedInAdmin: _,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Bún chả Hàng Quạt', fasSecure: 2, binauth: true })
    const { venue, accessPointId } = rig.accessPoint
    // Long enough that only the operator ends it within the test.
    await setVenuePolicy(request, adminToken, venue.id, { sessionMinutes: 10 })

    const guest = await rig.guest('en-US')
    await guestOnlineThroughRig(rig, guest)
    await rig.expectInternet(guest)
    const client = await rig.client()
    const used = Number(client.download_this_session)
    // openNDS's hid of this visit, which the console keeps and the command looks the client up by.
    const hid = createHash('sha256').update(client.token!).digest('hex')
    expect(await rig.state()).toBe('Authenticated')
    const [online] = await sessionsAt(request, adminToken, venue.id)
    expect(online).toMatchObject({ endedAt: null, gatewayKind: 'opennds' })

    // The operator, in the console.
    await page.goto(`/accesspoints/guests?venueId=${venue.id}`)
    const row = tableRows(page).filter({ hasText: online!.deviceLabel })
    await expect(row.getByText('Online', { exact: true })).toBeVisible()
    await row.getByRole('button', { name: `End session of guest ${online!.deviceLabel}`, exact: true }).click()
    await page
      .getByRole('dialog', { name: 'End this guest’s session?' })
      .getByRole('button', { name: 'End session', exact: true })
      .click()
    // `ended`, not `requested`: the access point ran the command while the console waited for it.
    await expect(toast(page, 'The session has ended.')).toBeVisible({ timeout: 20_000 })
    await expect(row).toContainText('Ended by an operator')
    expect(await rig.state()).not.toBe('Authenticated')

    // OpenWISP has the command for the device, run successfully.
    const lookup = await request.get(`/api/access-points/lookup?id=${accessPointId}`, { headers: bearer(adminToken) })
    expect(lookup.status(), await lookup.text()).toBe(200)
    const { openwispDeviceId } = (await lookup.json()) as { openwispDeviceId: string }
    const commands = await request.get(`${openwispUrl}/api/v1/controller/device/${openwispDeviceId}/command/`, {
      headers: await openwispHeaders(request),
    })
    expect(commands.status(), await commands.text()).toBe(200)
    const { results } = (await commands.json()) as { results: { input: string; status: string; output: string }[] }
    expect(results).toHaveLength(1)
    expect(results[0]!.input).toContain('ndsctl deauth')
    expect(results[0]!.input).toContain(hid)
    expect(results[0]!.status, results[0]!.output).toBe('success')

    // openNDS ran BinAuth's ndsctl_deauth, whose report (sent in the background) adds the bytes and keeps the end.
    await expect
      .poll(async () => (await sessionsAt(request, adminToken, venue.id))[0]?.bytesDown, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(Math.max(used * 1000, 1))
    const [ended] = await sessionsAt(request, adminToken, venue.id)
    expect(ended).toMatchObject({ handle: online!.handle, endCause: 'operator' })
    expect(ended!.endedAt).not.toBeNull()
  })

  test('the policy’s session length ends the login, and the console learns it as the time limit', async ({
    request,
    adminToken,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Cơm tấm Sáu Bảy', fasSecure: 2, binauth: true })
    const venueId = rig.accessPoint.venue.id
    await setVenuePolicy(request, adminToken, venueId, { sessionMinutes: 1 })

    await guestOnlineThroughRig(rig, await rig.guest('vi-VN'))
    const client = await rig.client()
    expect(Number(client.session_end) - Number(client.session_start)).toBe(60)

    // openNDS checks its clients every 15 s: the login ends that much after the minute, or a little more.
    await expect.poll(() => rig.state(), { timeout: 100_000, intervals: [5_000] }).not.toBe('Authenticated')
    await expect
      .poll(async () => (await sessionsAt(request, adminToken, venueId))[0]?.endCause, { timeout: 20_000 })
      .toBe('time_limit')
    const [ended] = await sessionsAt(request, adminToken, venueId)
    expect(ended!.durationSeconds).toBeGreaterThanOrEqual(60)
    expect(ended!.durationSeconds).toBeLessThanOrEqual(95)
  })
})
