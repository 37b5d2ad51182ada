import { createHash, randomBytes } from 'node:crypto'
import { decodePapPassword } from '@wifi/chilli-sim'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { guestEvents, guestSessions } from '../src/db/schema.ts'
import {
  captiveBrowser,
  chilliQuery,
  guestSessionCount,
  insertCaptivePlace,
  insertRunningAd,
  randomMac,
  type CaptivePlace,
} from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The captive page behind CoovaChilli (UAM) over real HTTP, with redirects signed the way Chilli signs them: the
 * signature check, the page, Connect's single-use credential sent to Chilli's /logon (PAP), and Chilli's success
 * and failure redirects. RADIUS's side (the credential check) is captive-radius.test.ts's.
 */

const { api, db } = useTestApp()

const uamServer = () => `${api.url}/wifi/chilli`
const dashed = (mac: string) => mac.replaceAll(':', '-')

interface ChilliGuest {
  place: CaptivePlace
  mac: string
  challenge: string
  sessionid: string
}

function guestAt(place: CaptivePlace): ChilliGuest {
  return {
    place,
    mac: randomMac(),
    challenge: randomBytes(16).toString('hex'),
    sessionid: String(Date.now()) + randomBytes(2).readUInt16BE(),
  }
}

/** Chilli's first redirect of a guest, signed with `secret` (the access point's, unless a test forges one). */
function notYet(guest: ChilliGuest, secret = guest.place.secret) {
  return chilliQuery(uamServer(), secret, [
    ['res', 'notyet'],
    ['uamip', '10.77.4.1'],
    ['uamport', '3990'],
    ['challenge', guest.challenge],
    ['called', dashed(guest.place.mac)],
    ['mac', dashed(guest.mac)],
    ['ip', '10.77.4.2'],
    ['nasid', guest.place.accessPointName],
    ['sessionid', guest.sessionid],
    ['userurl', 'http://10.77.3.2/internet?q=1'],
  ])
}

const stepsOf = async (sessionId: string) =>
  (await db().select().from(guestEvents).where(eq(guestEvents.sessionId, sessionId))).map((row) => row.step).sort()

async function openPage(guest: ChilliGuest) {
  const response = await captiveBrowser(api.url).get(`/wifi/chilli?${notYet(guest)}`)
  const html = await response.text()
  return { response, html, sessionId: /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1] }
}

/** Connect on a page whose countdown is over: answers Chilli's logon address. */
async function connect(sessionId: string) {
  await db()
    .update(guestSessions)
    .set({ shownAt: sql`now() - interval '1 minute'` })
    .where(eq(guestSessions.id, sessionId))
  const response = await captiveBrowser(api.url).connect({ session: sessionId, answer: 'pho bo', terms: 'accepted' })
  expect(response.status).toBe(303)
  return new URL(response.headers.get('location')!)
}

describe('the CoovaChilli guest page', () => {
  it('shows the page for a signed redirect, found by nasid, and keeps the challenge and the UAM address', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const ad = await insertRunningAd(api.app, place.venueId)
    const guest = guestAt(place)
    const { response, html, sessionId } = await openPage(guest)
    expect(response.status).toBe(200)
    expect(html).toContain(ad.title)
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://10.77.4.1:3990")
    const [session] = await db().select().from(guestSessions).where(eq(guestSessions.id, sessionId!))
    expect(session).toMatchObject({
      gatewayKind: 'chilli',
      gatewaySession: guest.sessionid,
      gatewayAddress: '10.77.4.1:3990',
      gatewayChallenge: guest.challenge,
    })
    expect(await stepsOf(sessionId!)).toEqual([])
  })

  it('keeps the guest’s MAC and address out of the request log', async () => {
    const guest = guestAt(await insertCaptivePlace(api.app, 'chilli'))
    expect((await openPage(guest)).response.status).toBe(200)
    const logged = JSON.stringify(api.logs).toUpperCase()
    expect(logged).toContain('/WIFI/CHILLI')
    expect(logged).not.toContain(dashed(guest.mac))
    expect(logged).not.toContain('10.77.4.2')
  })

  it('refuses a redirect whose signature does not match, or that was changed, with a clear page, recording nothing', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const guest = guestAt(place)
    const before = await guestSessionCount(db())
    const forged = await captiveBrowser(api.url).get(`/wifi/chilli?${notYet(guest, 'not-the-secret')}`)
    expect(forged.status).toBe(403)
    expect(await forged.text()).toContain('Không xác minh được đường dẫn đăng nhập')
    const changed = notYet(guest).replace('uamip=10.77.4.1', 'uamip=10.66.6.6')
    const tampered = await captiveBrowser(api.url).get(`/wifi/chilli?${changed}`, { 'accept-language': 'en' })
    expect(tampered.status).toBe(403)
    expect(await tampered.text()).toContain('The sign-in link could not be verified')
    const unsigned = notYet(guest).replace(/&md=.*$/, '')
    expect((await captiveBrowser(api.url).get(`/wifi/chilli?${unsigned}`)).status).toBe(403)
    expect(await guestSessionCount(db())).toBe(before)
  })

  it('sends a guest who did every step to Chilli’s /logon with a single-use credential, PAP-encoded', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    await insertRunningAd(api.app, place.venueId)
    const guest = guestAt(place)
    const { sessionId } = await openPage(guest)
    const logon = await connect(sessionId!)
    expect(`${logon.origin}${logon.pathname}`).toBe('http://10.77.4.1:3990/logon')
    expect(logon.searchParams.get('username')).toBe(sessionId)
    expect(logon.searchParams.get('userurl')).toBe(`${api.url}/wifi/connected?session=${sessionId}`)
    const password = decodePapPassword(guest.challenge, place.secret, logon.searchParams.get('password')!)
    expect(password).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const [session] = await db().select().from(guestSessions).where(eq(guestSessions.id, sessionId!))
    expect(session!.credentialHash).toBe(createHash('sha256').update(password).digest('hex'))
    expect(session!.credentialExpiresAt!.getTime()).toBeGreaterThan(Date.now())
    expect(JSON.stringify(session)).not.toContain(password)
    expect(await stepsOf(sessionId!)).toContain('credential_issued')
  })

  it('takes Chilli’s signed success to the landing page and records that the gateway let the guest on', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const guest = guestAt(place)
    const { sessionId } = await openPage(guest)
    await connect(sessionId!)
    const landing = `${api.url}/wifi/connected?session=${sessionId}`
    const success = chilliQuery(uamServer(), place.secret, [
      ['res', 'success'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['called', dashed(place.mac)],
      ['uid', sessionId!],
      ['timeleft', '3600'],
      ['mac', dashed(guest.mac)],
      ['reply', 'Welcome'],
      ['nasid', place.accessPointName],
      ['sessionid', guest.sessionid],
      ['userurl', landing],
    ])
    const response = await captiveBrowser(api.url).get(`/wifi/chilli?${success}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/wifi/connected?session=${sessionId}`)
    expect(await stepsOf(sessionId!)).toContain('gateway_confirmed')
    // The landing page itself counts nothing more for a Chilli guest: the signed redirect was the proof.
    const page = await captiveBrowser(api.url).get(`/wifi/connected?session=${sessionId}`)
    expect(await page.text()).toContain('Bạn đã kết nối Wi-Fi')
  })

  it('tells a guest who logged off at Chilli (res=logoff) that they left, and how to connect again', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const guest = guestAt(place)
    // As Chilli 1.8 sends it after /logoff: a new challenge, the session id of the session that ended.
    const logoff = chilliQuery(uamServer(), place.secret, [
      ['res', 'logoff'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', guest.challenge],
      ['called', dashed(place.mac)],
      ['mac', dashed(guest.mac)],
      ['ip', '10.77.4.2'],
      ['nasid', place.accessPointName],
      ['sessionid', guest.sessionid],
      ['userurl', 'http://10.77.4.1:3990/logoff'],
    ])
    const before = await guestSessionCount(db())
    const response = await captiveBrowser(api.url).get(`/wifi/chilli?${logoff}&lang=en`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('You’ve left the Wi-Fi')
    expect(html).toContain('Open any web page to connect again.')
    expect(await guestSessionCount(db())).toBe(before)
  })

  it('shows Chilli’s reply after a rejection, and a retry uses the new challenge with a new credential', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const guest = guestAt(place)
    const { sessionId } = await openPage(guest)
    const first = await connect(sessionId!)
    const newChallenge = randomBytes(16).toString('hex')
    const failed = chilliQuery(uamServer(), place.secret, [
      ['res', 'failed'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', newChallenge],
      ['called', dashed(place.mac)],
      ['mac', dashed(guest.mac)],
      ['reply', 'Mật khẩu không đúng'],
      ['nasid', place.accessPointName],
      ['sessionid', `${guest.sessionid}9`],
      ['userurl', `${api.url}/wifi/connected?session=${sessionId}`],
    ])
    const refused = await captiveBrowser(api.url).get(`/wifi/chilli?${failed}`)
    expect(refused.status).toBe(403)
    const html = await refused.text()
    expect(html).toContain('Wi-Fi chưa cho phép kết nối')
    expect(html).toContain('Điểm phát Wi-Fi trả lời: “Mật khẩu không đúng”')
    expect(html).toContain(`href="/wifi/page?session=${sessionId}"`)

    const second = await connect(sessionId!)
    const firstPassword = decodePapPassword(guest.challenge, place.secret, first.searchParams.get('password')!)
    const secondPassword = decodePapPassword(newChallenge, place.secret, second.searchParams.get('password')!)
    expect(secondPassword).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(secondPassword).not.toBe(firstPassword)
  })

  /** Chilli's signed `res=failed` redirect for the device `mac`, whose logon named `sessionId`'s landing page. */
  function failedLogon(
    guest: ChilliGuest,
    sessionId: string,
    mac = guest.mac,
    challenge = randomBytes(16).toString('hex'),
  ) {
    return chilliQuery(uamServer(), guest.place.secret, [
      ['res', 'failed'],
      ['uamip', '10.77.4.1'],
      ['uamport', '3990'],
      ['challenge', challenge],
      ['called', dashed(guest.place.mac)],
      ['mac', dashed(mac)],
      ['reply', 'Rejected'],
      ['nasid', guest.place.accessPointName],
      ['sessionid', `${Date.now()}${randomBytes(2).readUInt16BE()}`],
      ['userurl', `${api.url}/wifi/connected?session=${sessionId}`],
    ])
  }

  const sessionRow = async (sessionId: string) =>
    (await db().select().from(guestSessions).where(eq(guestSessions.id, sessionId)))[0]!

  it('does not reopen a session for another device’s failed logon: that device owes its own countdown, task and terms', async () => {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const guest = guestAt(place)
    const { sessionId } = await openPage(guest)
    await connect(sessionId!)
    const before = await sessionRow(sessionId!)
    // A second device that never saw the page fails a logon on purpose, naming the first guest's session.
    const refused = await captiveBrowser(api.url).get(`/wifi/chilli?${failedLogon(guest, sessionId!, randomMac())}`)
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain(`/wifi/page?session=${sessionId}`)
    expect(await sessionRow(sessionId!)).toEqual(before)
    const again = await captiveBrowser(api.url).connect({ session: sessionId!, answer: 'pho bo', terms: 'accepted' })
    expect(again.status).toBe(409)
  })

  it('does not reopen a session whose credential RADIUS accepted, even for the same device', async () => {
    const guest = guestAt(await insertCaptivePlace(api.app, 'chilli'))
    const { sessionId } = await openPage(guest)
    await connect(sessionId!)
    await db().update(guestSessions).set({ credentialUsedAt: new Date() }).where(eq(guestSessions.id, sessionId!))
    const before = await sessionRow(sessionId!)
    const refused = await captiveBrowser(api.url).get(`/wifi/chilli?${failedLogon(guest, sessionId!)}`)
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain(`/wifi/page?session=${sessionId}`)
    expect(await sessionRow(sessionId!)).toEqual(before)
  })

  it('reopens a session after a failed logon a bounded number of times', async () => {
    const guest = guestAt(await insertCaptivePlace(api.app, 'chilli'))
    const { sessionId } = await openPage(guest)
    const retryLink = `href="/wifi/page?session=${sessionId}"`
    for (let attempt = 1; attempt <= 3; attempt++) {
      await connect(sessionId!)
      const failed = await captiveBrowser(api.url).get(`/wifi/chilli?${failedLogon(guest, sessionId!)}`)
      expect(await failed.text(), `retry ${attempt}`).toContain(retryLink)
    }
    await connect(sessionId!)
    const before = await sessionRow(sessionId!)
    const fourth = await captiveBrowser(api.url).get(`/wifi/chilli?${failedLogon(guest, sessionId!)}`)
    expect(fourth.status).toBe(403)
    expect(await fourth.text()).not.toContain(retryLink)
    expect(await sessionRow(sessionId!)).toEqual(before)
  })

  it('does not recognise a Chilli redirect for an access point set up for openNDS', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const response = await captiveBrowser(api.url).get(`/wifi/chilli?${notYet(guestAt(place))}`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Không nhận ra điểm phát Wi-Fi này')
  })
})
