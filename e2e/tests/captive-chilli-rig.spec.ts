import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { startChilliSimulator } from '@wifi/chilli-sim'
import { guestSessionListSchema, type GuestSession } from '@wifi/contract'
import { createAd } from '../support/advertisements.ts'
import { guestConnects } from '../support/captive-rig.ts'
import { useChilliRig, type ChilliRigRun } from '../support/chilli-rig.ts'
import { account, bearer, guestLogsOn, placeBehindChilli } from '../support/chilli-guests.ts'
import { expect, test } from '../support/fixtures.ts'
import { appUrl } from '../support/servers.ts'
import { assignAds } from '../support/venue-ads.ts'

// Issue 37: a guest's Chromium behind the real CoovaChilli 1.8 in network namespaces, the project's FreeRADIUS
// (docs/freeradius) between Chilli and this app. One rig per machine: each test brings its own up, and it goes down
// after the test.

/** The venue's own ad, which its guests' page shows. */
async function venueAd(request: APIRequestContext, adminToken: string, rig: ChilliRigRun, title: string) {
  const ad = await createAd(request, adminToken, { title: `${rig.tag} ${title}`, duration: 3, targetText: 'Cà phê' })
  await assignAds(request, adminToken, rig.accessPoint.venue.id, [ad.id])
  return ad
}

/** The access point's guest sessions as the console's list shows them, newest first. */
async function consoleSessions(request: APIRequestContext, adminToken: string, rig: ChilliRigRun) {
  const response = await request.get(`/api/guest-sessions?accessPointId=${rig.accessPoint.accessPointId}`, {
    headers: bearer(adminToken),
  })
  expect(response.status(), await response.text()).toBe(200)
  return guestSessionListSchema.parse(await response.json()).items
}

/** The one session of the access point, once `ready` holds for it (accounting arrives as Chilli sends it). */
async function sessionWhen(
  request: APIRequestContext,
  adminToken: string,
  rig: ChilliRigRun,
  ready: (session: GuestSession) => boolean,
  { timeout = 20_000 } = {},
): Promise<GuestSession> {
  let found: GuestSession | undefined
  await expect(async () => {
    const sessions = await consoleSessions(request, adminToken, rig)
    expect(sessions).toHaveLength(1)
    found = sessions[0]
    expect(ready(found!), JSON.stringify(found)).toBe(true)
  }).toPass({ timeout })
  return found!
}

/** A redirect's parameters' names, in order. */
const parameterNames = (url: string) => [...new URL(url).searchParams.keys()]

/**
 * The simulator (apps/chilli-sim) configured as the rig's Chilli is, through the same steps as the guest: the first
 * page, a refused logon, an accepted one (with the Session-Timeout and Reply-Message the real one showed).
 */
async function simulatedRedirects(rig: ChilliRigRun, options: { timeleft: boolean; reply: string | null }) {
  let attempts = 0
  const simulator = await startChilliSimulator({
    uamServer: rig.env.RIG_UAMSERVER!,
    uamSecret: 'simulated',
    nasId: rig.env.RIG_NASID!,
    calledMac: rig.env.RIG_CALLED!,
    authenticate: async () => ({
      accepted: ++attempts > 1,
      replyMessage: attempts > 1 ? options.reply : null,
      sessionTimeout: options.timeleft ? 3600 : null,
      acctInterimInterval: 300,
    }),
  })
  const device = await playwrightRequest.newContext({ maxRedirects: 0 })
  try {
    const location = async (path: string) => (await device.get(`${simulator.url}${path}`)).headers().location!
    const logon = (challenge: string) =>
      location(
        `/logon?${new URLSearchParams({ username: 'guest', password: '00'.repeat(16), userurl: '/', challenge })}`,
      )
    const notyet = await location('/internet')
    const failed = await logon(new URL(notyet).searchParams.get('challenge')!)
    const success = await logon(new URL(failed).searchParams.get('challenge')!)
    return { notyet, failed, success }
  } finally {
    await device.dispose()
    await simulator.close()
  }
}

test.describe('a guest behind the real CoovaChilli gateway', () => {
  const rigs = useChilliRig()

  test('watches the ad, types the text, connects through FreeRADIUS, is online with Chilli’s accounting, and an operator ends the session', async ({
    request,
    adminToken,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Cà phê Cầu Gỗ' })
    const ad = await venueAd(request, adminToken, rig, 'Cà phê sữa đá')

    const guest = await rig.guest('vi-VN')
    await expect(guest).toHaveURL(/^http:\/\/10\.78\.1\.2:8080\/wifi\/chilli\?res=notyet&/)
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(rig.accessPoint.venue.name)
    await expect(guest.getByRole('heading', { name: ad.title })).toBeVisible()
    expect(await rig.state()).toBe('Preauthenticated')

    await guestConnects(guest, { answer: 'ca phe' })
    await expect(guest.getByRole('heading', { name: 'Bạn đã kết nối Wi-Fi' })).toBeVisible({ timeout: 30_000 })
    await expect(guest).toHaveURL(/^http:\/\/10\.78\.1\.2:8080\/wifi\/connected\?session=/)
    expect(await rig.state()).toBe('Authenticated')
    // Chilli logged the guest on with their guest session's id as the user name.
    const [chilli] = await rig.sessions()
    expect(chilli?.session.userName).toBe(new URL(guest.url()).searchParams.get('session'))
    await rig.expectInternet(guest)

    // Chilli's Accounting Start, through FreeRADIUS's rest module, puts the guest among who is online; its first
    // Interim-Update, after the server's RADIUS_INTERIM_SECONDS (60 here), brings the bytes so far.
    await sessionWhen(request, adminToken, rig, (session) => session.endedAt === null)
    const online = await sessionWhen(
      request,
      adminToken,
      rig,
      (session) => session.endedAt === null && session.bytesDown > 0,
      { timeout: 90_000 },
    )

    // End session: the console's Disconnect-Request reaches Chilli as Chilli requires it (from its RADIUS server's
    // address, with its secret), Chilli logs the guest out and reports the Stop.
    const end = await request.post(`/api/guest-sessions/${online.handle}/end`, { headers: bearer(adminToken) })
    expect(end.status(), await end.text()).toBe(200)
    await expect.poll(() => rig.state(), { timeout: 10_000 }).not.toBe('Authenticated')
    const ended = await sessionWhen(request, adminToken, rig, (session) => session.endedAt !== null)
    expect(ended.endCause).toBe('operator')
  })

  test('a refused logon shows why and lets the guest try again; the second Connect gets them online; the simulator redirects alike', async ({
    request,
    adminToken,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Trà chanh Góc Phố' })
    await venueAd(request, adminToken, rig, 'Trà chanh giã tay')
    const guest = await rig.guest('en-US')
    const redirects = [guest.url()]
    guest.on('request', (sent) => {
      if (sent.url().startsWith(`${rig.env.RIG_UAMSERVER}?`)) redirects.push(sent.url())
    })
    // The first Connect sends the guest to Chilli's /logon with a password that is not the one it issued: FreeRADIUS
    // asks the console, which refuses it, and Chilli answers res=failed. The logon is Connect's redirect, which a
    // route cannot catch, and Chromium takes no redirect from a fulfilled route: Connect is sent on to the app as the
    // rig's portal bridge sends it, and its answer becomes a page that goes on to the changed address.
    await guest.route(
      '**/wifi/connect',
      async (route) => {
        const connect = await request.fetch(`${appUrl}/wifi/connect`, {
          method: 'POST',
          // As the guest's browser asked for it: the portal's address as Chilli's uamserver names it.
          headers: { ...route.request().headers(), host: new URL(route.request().url()).host },
          data: route.request().postDataBuffer() ?? undefined,
          maxRedirects: 0,
        })
        expect(connect.status(), await connect.text()).toBe(303)
        const logon = new URL(connect.headers().location!)
        logon.searchParams.set('password', '00'.repeat(16))
        await route.fulfill({
          contentType: 'text/html',
          body: `<meta http-equiv="refresh" content="0; url=${logon.toString().replaceAll('&', '&amp;')}">`,
        })
      },
      { times: 1 },
    )
    await guestConnects(guest, { answer: 'ca phe' })
    await expect(guest.getByRole('heading', { name: 'The Wi-Fi did not let you through' })).toBeVisible({
      timeout: 30_000,
    })
    expect(await rig.state()).toBe('Preauthenticated')

    await guest.getByRole('link', { name: 'Try again' }).click()
    await guestConnects(guest, { answer: 'ca phe' })
    await expect(guest.getByRole('heading', { name: 'You’re connected' })).toBeVisible({ timeout: 30_000 })
    expect(await rig.state()).toBe('Authenticated')
    await rig.expectInternet(guest)
    await sessionWhen(request, adminToken, rig, (session) => session.endedAt === null)

    // The simulator the demo and the faster tests use sends the same parameters, in the same order.
    const real = (res: string) => redirects.find((url) => new URL(url).searchParams.get('res') === res)!
    const accepted = new URL(real('success')).searchParams
    const simulated = await simulatedRedirects(rig, {
      timeleft: accepted.has('timeleft'),
      reply: accepted.get('reply'),
    })
    for (const res of ['notyet', 'failed', 'success'] as const) {
      expect(parameterNames(simulated[res]), res).toEqual(parameterNames(real(res)))
    }
  })

  test('Chilli applies the venue’s policy from FreeRADIUS’s answer; res=already says the guest is on; a logoff there ends the session with its bytes', async ({
    request,
    adminToken,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Bún chả Hàng Than' })
    await venueAd(request, adminToken, rig, 'Bún chả thêm nem')
    const policy = await request.put(`/api/venues/${rig.accessPoint.venue.id}/guest-policy`, {
      headers: bearer(adminToken),
      data: {
        sessionMinutes: 45,
        idleMinutes: 10,
        downloadKbps: 4096,
        uploadKbps: 1024,
        dataQuotaMb: null,
        adAgainAfterHours: null,
      },
    })
    expect(policy.status(), await policy.text()).toBe(200)
    const guest = await rig.guest('en-US')
    await guestConnects(guest, { answer: 'ca phe' })
    await expect(guest.getByRole('heading', { name: 'You’re connected' })).toBeVisible({ timeout: 30_000 })

    const [chilli] = await rig.sessions()
    expect(chilli?.session).toMatchObject({ sessionTimeout: 45 * 60, idleTimeout: 10 * 60 })
    // Session time/Session-Timeout, idle time/Idle-Timeout, …, then the bandwidth up and down in bit/s.
    expect(await rig.listLine()).toMatch(/ \d+\/2700 \d+\/600 .* 0%\/1024000 0%\/4096000 /)
    const online = await sessionWhen(request, adminToken, rig, (session) => session.endedAt === null)
    expect(online.policy).toMatchObject({ sessionMinutes: 45, downloadKbps: 4096, uploadKbps: 1024 })

    // Chilli's own page while online answers res=already, without asking RADIUS: the console says the guest is on.
    await guest.goto(`http://${rig.env.RIG_UAMIP}:${rig.env.RIG_UAMPORT}/`)
    await expect(guest).toHaveURL(/\/wifi\/chilli\?res=already&/)
    await expect(guest.getByRole('heading', { name: 'You’re connected' })).toBeVisible()

    // The guest logs off at Chilli: its Stop (User-Request) ends the session with what it carried, and the page says so.
    await rig.expectInternet(guest)
    await guest.goto(`http://${rig.env.RIG_UAMIP}:${rig.env.RIG_UAMPORT}/logoff`)
    await expect(guest.getByRole('heading', { name: 'You’ve left the Wi-Fi' })).toBeVisible()
    const ended = await sessionWhen(request, adminToken, rig, (session) => session.endedAt !== null)
    expect(ended.endCause).toBe('user')
    expect(ended.bytesDown).toBeGreaterThan(0)
    expect(ended.bytesUp).toBeGreaterThan(0)
  })

  test('a restarted Chilli ends its own guests’ sessions in the console (Accounting-On), and no other gateway’s', async ({
    request,
    adminToken,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Bánh xèo Mười Xiềm' })
    await venueAd(request, adminToken, rig, 'Bánh xèo tôm nhảy')
    // A guest online at another CoovaChilli access point, whose gateway keeps running.
    const elsewhere = await placeBehindChilli(request, adminToken, {
      secret: 'otherchilli1',
      venueName: `${rig.tag} Khác`,
    })
    const otherAd = await createAd(request, adminToken, { title: `${rig.tag} Khác`, duration: 3 })
    await assignAds(request, adminToken, elsewhere.accessPoint.venue.id, [otherAd.id])
    const other = await guestLogsOn(request, elsewhere)
    await account(request, elsewhere, other, { status: 'Start', seconds: 0 })

    const guest = await rig.guest('en-US')
    await guestConnects(guest, { answer: 'ca phe' })
    await expect(guest.getByRole('heading', { name: 'You’re connected' })).toBeVisible({ timeout: 30_000 })
    await sessionWhen(request, adminToken, rig, (session) => session.endedAt === null)

    await rig.restart()
    const ended = await sessionWhen(request, adminToken, rig, (session) => session.endedAt !== null)
    expect(ended.endCause).toBe('gateway_restart')
    const others = await request.get(`/api/guest-sessions?accessPointId=${elsewhere.accessPoint.accessPointId}`, {
      headers: bearer(adminToken),
    })
    const [stillOnline] = guestSessionListSchema.parse(await others.json()).items
    expect(stillOnline?.endedAt).toBeNull()
  })
})
