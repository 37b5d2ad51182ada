import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { consoleAuthorizer, startChilliSimulator, type ChilliSimulator } from '@wifi/chilli-sim'
import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { createAd, dayFromToday, typedDay } from '../support/advertisements.ts'
import {
  account,
  placeBehindChilli,
  bearer,
  guestLogsOn,
  mib,
  type Guest,
  type Place,
} from '../support/chilli-guests.ts'
import { auditScreen, consoleModes, consoleText } from '../support/console-audit.ts'
import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import {
  choose,
  columnHeader,
  rowActionByKeyboard,
  searchFor,
  tableRows,
  uniqueTag,
  urlParams,
} from '../support/management.ts'
import { accessTokenThroughApi, signInThroughApi, signUpThroughApi } from '../support/session.ts'
import { appUrl, radiusApiToken, radiusCoaPort, radiusCoaSecret } from '../support/servers.ts'
import { assignAds } from '../support/venue-ads.ts'
import { consoleNameOf } from '../support/guest-session-labels.ts'

// Who is online (issue 22): the guest sessions list at /accesspoints/guests, with sessions this file makes as real
// guests make them — the CoovaChilli captive page and Connect, the credential FreeRADIUS would check at
// /api/radius/authorize (decoded from Chilli's logon address as Chilli decodes it), then the accounting FreeRADIUS
// forwards (Start, Interim-Update, Stop) — at two venues of the file's own.

// ---------------------------------------------------------------------------------------------------------------
// What this file's tests share: two venues behind CoovaChilli, four guests, and a member of the second venue

let tag: string
let first: Place
let second: Place
/** At the first venue: online for two hours, ended by logging out, ended at the data quota. At the second: online. */
let guests: { online: Guest; loggedOut: Guest; overQuota: Guest; elsewhere: Guest }
/** The file's ad, a second long: every venue of the file runs it. */
let adId: string
const member = { email: uniqueEmail('sessions-member'), password: strongPassword }

test.beforeAll(async ({ playwright, adminSession: adminToken }) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext({ baseURL: appUrl })
  await signUpThroughApi(request, member)

  tag = uniqueTag('gs')
  // First by name among the venues the filter offers (the first hundred), whatever other tests made.
  first = await placeBehindChilli(request, adminToken, {
    secret: 'sessions-secret-1',
    venueName: `0 ${tag} Quán Phở Gánh`,
  })
  second = await placeBehindChilli(request, adminToken, {
    secret: 'sessions-secret-2',
    venueName: `0 ${tag} Tiệm Bánh Cuốn`,
    memberEmails: [member.email],
  })
  // Each venue runs an ad of the file's own, a second long with no task, rather than whatever public ad other
  // tests left running (a venue without an ad of its own shows those).
  adId = (await createAd(request, adminToken, { title: `${tag} Bánh cuốn nóng`, duration: 1 })).id
  for (const place of [first, second]) await assignAds(request, adminToken, place.accessPoint.venue.id, [adId])
  // The first venue's own policy: four hours and 1 GB, which the online guest's "left" is counted against.
  const policy = await request.put(`/api/venues/${first.accessPoint.venue.id}/guest-policy`, {
    headers: bearer(adminToken),
    data: {
      sessionMinutes: 240,
      idleMinutes: null,
      downloadKbps: null,
      uploadKbps: null,
      dataQuotaMb: 1024,
      adAgainAfterHours: null,
    },
  })
  expect(policy.status(), await policy.text()).toBe(200)

  const online = await guestLogsOn(request, first)
  await account(request, first, online, { status: 'Start', seconds: 7200 })
  await account(request, first, online, { status: 'Interim-Update', seconds: 7200, down: 300 * mib, up: 20 * mib })
  const loggedOut = await guestLogsOn(request, first)
  await account(request, first, loggedOut, { status: 'Start', seconds: 1800 })
  await account(request, first, loggedOut, {
    status: 'Stop',
    seconds: 1800,
    down: 1536 * mib,
    up: 64 * mib,
    cause: 'User-Request',
  })
  // Chilli ends a quota's session as Session-Timeout; the server tells it by the bytes. A Stop without a Start.
  const overQuota = await guestLogsOn(request, first)
  await account(request, first, overQuota, {
    status: 'Stop',
    seconds: 600,
    down: 1100 * mib,
    up: 10 * mib,
    cause: 'Session-Timeout',
  })
  const elsewhere = await guestLogsOn(request, second)
  await account(request, second, elsewhere, { status: 'Start', seconds: 60, down: 5 * mib, up: mib })
  guests = { online, loggedOut, overQuota, elsewhere }
  await request.dispose()
})

/** The device labels of the rows shown, top to bottom. */
const labels = (page: Page) => tableRows(page).locator('td:first-child')
const row = (page: Page, guest: Guest) => tableRows(page).filter({ hasText: guest.label })

async function openFirstVenue(page: Page) {
  await page.goto('/accesspoints/guests')
  await choose(page, 'Venue', first.accessPoint.venue.name)
  await expect.poll(() => urlParams(page).venueId).toBe(first.accessPoint.venue.id)
}

// ---------------------------------------------------------------------------------------------------------------
// The list

test('an admin sees a venue’s guests: online with what is left, ended with their cause, in human units', async ({
  page,
  signedInAdmin: _,
}) => {
  await page.goto('/accesspoints')
  await page
    .getByRole('navigation', { name: 'Access point pages' })
    .getByRole('link', { name: 'Guest sessions' })
    .click()
  await expect(page).toHaveURL(/\/accesspoints\/guests$/)
  await expect(page).toHaveTitle('Guest sessions · Wi-Fi Console')
  // Under the sidebar's Access Points, which stays the current item.
  await expect(page.locator('aside').getByRole('link', { name: 'Access Points' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('link', { name: 'Help: Guest access policy and who is online' })).toBeVisible()
  await choose(page, 'Venue', first.accessPoint.venue.name)

  // Newest first.
  await expect(labels(page)).toHaveText([guests.overQuota.label, guests.loggedOut.label, guests.online.label])
  const online = row(page, guests.online)
  await expect(online).toContainText(first.accessPoint.venue.name)
  await expect(online).toContainText(first.accessPoint.name)
  await expect(online.getByText('Online', { exact: true })).toBeVisible()
  await expect(online).toContainText('2 h 00 min')
  await expect(online).toContainText('300 MB')
  await expect(online).toContainText('20 MB')
  // Four hours less two, and 1,024 MB less 320 over both directions.
  // Two hours less the time since the file's guests logged on: minutes on a loaded machine.
  await expect(online).toContainText(/Left: (2 h 00|1 h 5\d) min · 704 MB/)

  const loggedOut = row(page, guests.loggedOut)
  await expect(loggedOut).toContainText('30 min')
  await expect(loggedOut).toContainText('1.5 GB')
  await expect(loggedOut).toContainText('64 MB')
  await expect(loggedOut).toContainText('Logged out')
  await expect(loggedOut).not.toContainText('Left:')
  await expect(row(page, guests.overQuota)).toContainText('Data quota reached')
  await expect(row(page, guests.overQuota)).toContainText('10 min')

  // The end's time, the gateway and the returning mark are in the column menu.
  await expect(columnHeader(page, 'Gateway')).toHaveCount(0)
  await page.getByRole('button', { name: 'View', exact: true }).click()
  for (const column of ['Ended', 'Gateway', 'Returning']) {
    await page.getByRole('menuitemcheckbox', { name: column, exact: true }).click()
  }
  await page.keyboard.press('Escape')
  await expect(online).toContainText('CoovaChilli')
  await expect(online.getByRole('cell', { name: 'No', exact: true })).toBeVisible()
  // Device, venue, access point, gateway, started, ended: an online guest has no end yet.
  await expect(loggedOut.getByRole('cell').nth(5)).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)
  await expect(online.getByRole('cell').nth(5)).toHaveText('')
})

test('the list sorts by duration and data, filters by state, access point and days, all in the address', async ({
  page,
  signedInAdmin: _,
}) => {
  await openFirstVenue(page)
  await columnHeader(page, 'Duration').getByRole('button').click()
  await expect(labels(page)).toHaveText([guests.overQuota.label, guests.loggedOut.label, guests.online.label])
  await expect(columnHeader(page, 'Duration')).toHaveAttribute('aria-sort', 'ascending')
  await columnHeader(page, 'Duration').getByRole('button').click()
  await expect(labels(page)).toHaveText([guests.online.label, guests.loggedOut.label, guests.overQuota.label])
  // Descending is the list's default order, which stays out of the address.
  expect(urlParams(page)).toEqual({ venueId: first.accessPoint.venue.id, sort: 'durationSeconds' })
  await columnHeader(page, 'Downloaded').getByRole('button').click()
  await columnHeader(page, 'Downloaded').getByRole('button').click()
  await expect(labels(page)).toHaveText([guests.loggedOut.label, guests.overQuota.label, guests.online.label])
  // A reload keeps it all.
  await page.reload()
  await expect(labels(page)).toHaveText([guests.loggedOut.label, guests.overQuota.label, guests.online.label])
  await expect(page.getByLabel('Venue', { exact: true })).toHaveText(first.accessPoint.venue.name)

  await choose(page, 'State', 'Online')
  await expect(labels(page)).toHaveText([guests.online.label])
  await choose(page, 'State', 'Ended')
  await expect(labels(page)).toHaveText([guests.loggedOut.label, guests.overQuota.label])
  expect(urlParams(page)).toMatchObject({ state: 'ended', venueId: first.accessPoint.venue.id })
  await choose(page, 'State', 'All')

  // Another venue: its access points only, and the access point's guests.
  await choose(page, 'Venue', second.accessPoint.venue.name)
  await page.getByLabel('Access point', { exact: true }).click()
  await expect(page.getByRole('option')).toHaveText(['All access points', second.accessPoint.name])
  await page.getByRole('option', { name: second.accessPoint.name, exact: true }).click()
  await expect(labels(page)).toHaveText([guests.elsewhere.label])
  expect(urlParams(page)).toMatchObject({ accessPointId: second.accessPoint.accessPointId })

  // Days in Vietnam time, both ends included: from tomorrow finds none, today finds them.
  await field(page, 'From').fill(typedDay(dayFromToday(1)))
  await expect(page.getByText('No guest sessions match.', { exact: false })).toBeVisible()
  expect(urlParams(page).from).toBe(dayFromToday(1))
  await field(page, 'From').fill(typedDay(dayFromToday(0)))
  await field(page, 'To').fill(typedDay(dayFromToday(0)))
  await expect(labels(page)).toHaveText([guests.elsewhere.label])
  expect(urlParams(page)).toMatchObject({ from: dayFromToday(0), to: dayFromToday(0) })
  await field(page, 'To').fill('31/02/2026')
  await field(page, 'To').blur()
  await expect(page.getByText('Please enter a date as dd/mm/yyyy, such as 25/11/2026', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Clear filters' }).click()
  // The sort stays: it is not a filter.
  await expect.poll(() => urlParams(page)).toEqual({ sort: 'bytesDown' })
  await expect(page.getByLabel('Venue', { exact: true })).toHaveText('All venues')
  await expect(field(page, 'To')).toHaveValue('')
})

test('the CSV holds every session the filters find, headed in the reader’s language', async ({
  page,
  signedInAdmin: _,
}) => {
  await openFirstVenue(page)
  await choose(page, 'State', 'Ended')
  await expect(labels(page)).toHaveCount(2)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  // Named by the server after what it holds, the filters and the zone (docs/decisions/054).
  expect(file.suggestedFilename()).toMatch(/^guest-sessions_.+_state-ended_UTC\+07\.csv$/)
  const [comment, ...lines] = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  expect(comment).toMatch(/^# Guest sessions · .* · State: Ended · Time zone: Vietnam time UTC\+7 /)
  expect(lines[0]).toBe(
    'Device,Venue,Access point,Gateway,Started,Ended,Duration,Downloaded,Uploaded,End cause,Returning',
  )
  expect(lines).toHaveLength(3)
  const byLabel = Object.fromEntries(lines.slice(1).map((line) => [line.split(',')[0], line]))
  expect(Object.keys(byLabel).sort()).toEqual([guests.loggedOut.label, guests.overQuota.label].sort())
  expect(byLabel[guests.loggedOut.label]).toContain(`,${1536 * mib},${64 * mib},`)
})

test('a customer sees their venue’s guests only', async ({ page, request }) => {
  await signInThroughApi(request, page, member.email, member.password)
  await page.goto('/accesspoints/guests')
  await expect(page.getByRole('heading', { level: 1, name: 'Guest sessions' })).toBeVisible()
  await expect(labels(page)).toHaveText([guests.elsewhere.label])
  await page.getByLabel('Venue', { exact: true }).click()
  await expect(page.getByRole('option')).toHaveText(['All venues', second.accessPoint.venue.name])
  await page.keyboard.press('Escape')
  // The first venue's sessions are not theirs, whatever the address asks.
  await page.goto(`/accesspoints/guests?venueId=${first.accessPoint.venue.id}`)
  await expect(page.getByText('No guest sessions match.', { exact: false })).toBeVisible()
})

test('a venue’s menu opens its guests online by keyboard, and the page takes the focus on its heading', async ({
  page,
  signedInAdmin: _,
}) => {
  await page.goto('/venues')
  await searchFor(page.getByRole('searchbox', { name: 'Search venues…' }), tag)
  await rowActionByKeyboard(page, first.accessPoint.venue.name, 'Guests online')
  await expect(page).toHaveURL(/\/accesspoints\/guests\?/)
  expect(urlParams(page)).toEqual({ venueId: first.accessPoint.venue.id, state: 'online' })
  await expect(page.getByRole('heading', { level: 1, name: 'Guest sessions' })).toBeFocused()
  await expect(labels(page)).toHaveText([guests.online.label])
  // On through the filters to the table by Tab alone.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Help: Guest access policy and who is online' })).toBeFocused()
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the access points’ More actions menu leads to the guest sessions, each a card', async ({
    page,
    signedInAdmin: _,
  }) => {
    await page.goto('/accesspoints')
    // No tabs on a phone: the first access point keeps its place in the upper half.
    await expect(page.getByRole('navigation', { name: 'Access point pages' })).toBeHidden()
    await page.getByRole('button', { name: 'More actions', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Guest sessions', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Guest sessions' })).toBeVisible()
    await choose(page, 'Venue', first.accessPoint.venue.name)
    const cards = page.getByRole('list', { name: 'Guest sessions' }).locator(':scope > li')
    await expect(cards).toHaveCount(3)
    const online = cards.filter({ hasText: guests.online.label })
    await expect(online).toContainText('Online')
    await expect(online).toContainText(/Left under the policy(2 h 00|1 h 5\d) min · 704 MB/)
    await expect(cards.filter({ hasText: guests.loggedOut.label })).toContainText('End causeLogged out')
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Ending a guest's session (docs/decisions/034): guests who log on for real through the Chilli simulator, which
// takes the console's RFC 5176 Disconnect-Request at the access point's management address (loopback here)

/** A guest online behind the Chilli simulator: their browser, and the simulator's record of the device. */
interface ChilliGuest extends Guest {
  /** What "End session" names it by. */
  handle: string
  context: BrowserContext
  clientId: string
}

const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

test.describe('ending a guest’s session at CoovaChilli', () => {
  let chilli: ChilliSimulator
  let place: Place

  test.beforeAll(async ({ playwright, adminSession: adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: appUrl })
    place = await placeBehindChilli(request, adminToken, {
      secret: 'sessions-secret-3',
      venueName: `0 ${tag} Cà phê Muối`,
      managementIp: '127.0.0.1',
    })
    await assignAds(request, adminToken, place.accessPoint.venue.id, [adId])
    await request.dispose()
    chilli = await startChilliSimulator({
      host: '127.0.0.1',
      uamServer: `${appUrl}/wifi/chilli`,
      uamSecret: place.secret,
      nasId: place.accessPoint.name,
      calledMac: place.accessPoint.mac.replaceAll(':', '-'),
      authenticate: consoleAuthorizer(`${appUrl}/api/radius/authorize`, radiusApiToken),
      coaPort: radiusCoaPort,
      coaSecret: radiusCoaSecret,
    })
  })

  test.afterAll(async () => {
    await chilli?.close()
  })

  /**
   * A new device behind the simulator logs on in its own browser: its first page is sent to the console's captive
   * page, Connect (once the venue's ad has had its second) goes to Chilli's /logon, which asks the console's RADIUS
   * endpoint, and the console's landing page follows. Then the accounting Start FreeRADIUS forwards puts the guest
   * online in the console.
   */
  async function guestOnlineThroughChilli(browser: Browser, request: APIRequestContext): Promise<ChilliGuest> {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`${chilli.url}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.accessPoint.venue.name)
    await page.getByLabel('I agree to the Terms of use').check()
    const connect = page.getByRole('button', { name: 'Connect to Wi-Fi' })
    await expect(connect).toBeEnabled()
    await connect.click()
    await expect(page.getByRole('heading', { name: 'You’re connected' })).toBeVisible()
    await page.close()
    // The simulator knows the device by its cookie (the MAC address a real gateway sees).
    const clientId = (await context.cookies(chilli.url)).find(({ name }) => name === 'chilli_sim_client')?.value
    const client = chilli.clients().find(({ id }) => id === clientId)
    expect(client?.state, 'Chilli has the device online').toBe('online')
    // Chilli logs the guest on with the console's session id as the user name, which RADIUS knows them by.
    expect(client?.username).toMatch(sessionIdPattern)
    const session = client!.username!
    const guest = { session, ...(await consoleNameOf(session)) }
    await account(request, place, guest, { status: 'Start', seconds: 0 })
    return { ...guest, context, clientId: client!.id }
  }

  /** The device as the simulator holds it now. */
  const device = (guest: ChilliGuest) => chilli.clients().find(({ id }) => id === guest.clientId)

  test('an admin ends an online guest’s session by keyboard: Chilli logs the device off, the row says so', async ({
    page,
    browser,
    request,
    signedInAdmin: _,
  }) => {
    const guest = await guestOnlineThroughChilli(browser, request)
    try {
      // A customer of another venue cannot end it: to them the session does not exist.
      const memberToken = await accessTokenThroughApi(request, member.email, member.password)
      const refused = await request.post(`/api/guest-sessions/${guest.handle}/end`, { headers: bearer(memberToken) })
      expect(refused.status(), await refused.text()).toBe(404)
      expect(device(guest)?.state).toBe('online')

      await page.goto('/accesspoints/guests')
      await choose(page, 'Venue', place.accessPoint.venue.name)
      const online = row(page, guest)
      await expect(online.getByText('Online', { exact: true })).toBeVisible()
      const end = online.getByRole('button', { name: `End session of guest ${guest.label}`, exact: true })
      // From the venue filter on by Tab alone.
      for (let presses = 0; !(await isFocused(end)); presses++) {
        expect(presses, 'Tab presses before the row’s End session').toBeLessThan(40)
        await page.keyboard.press('Tab')
      }
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'End this guest’s session?' })
      await expect(dialog).toContainText(
        `Guest ${guest.label} at ${place.accessPoint.venue.name} is disconnected at once. They can connect again the usual way, with the ad.`,
      )
      await dialog.getByRole('button', { name: 'End session', exact: true }).press('Enter')

      await expect(toast(page, 'The session has ended.')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(online).toContainText('Ended by an operator')
      await expect(online.getByText('Online', { exact: true })).toHaveCount(0)
      await expect(end).toHaveCount(0)
      // Its opener gone with the row's button, the focus goes on from the page's heading rather than <body>.
      await expect(page.getByRole('heading', { level: 1, name: 'Guest sessions' })).toBeFocused()

      // Chilli took the Disconnect-Request: the device is logged off, and its next page is the captive page again.
      // (It keeps its last user name, as Chilli's devices do.)
      expect(device(guest)).toMatchObject({ state: 'preauth' })
      const next = await guest.context.newPage()
      await next.goto(`${chilli.url}/`)
      await expect(next.getByRole('heading', { level: 1 })).toHaveText(place.accessPoint.venue.name)
    } finally {
      await guest.context.close()
    }
  })

  test.describe('on a phone in Vietnamese (375 px)', () => {
    test.use({ uiLanguage: 'vi', viewport: { width: 375, height: 812 } })

    test('an admin ends a guest’s session from their card', async ({ page, browser, request, signedInAdmin: _ }) => {
      const t = (key: string, values?: Record<string, string>) => consoleText('vi', key, values)
      const guest = await guestOnlineThroughChilli(browser, request)
      try {
        await page.goto(`/accesspoints/guests?venueId=${place.accessPoint.venue.id}`)
        const card = page.getByRole('listitem').filter({ hasText: guest.label })
        await expect(card).toContainText(t('guestSessions.states.online'))
        const end = card.getByRole('button', {
          name: t('guestSessions.end.actionFor', { device: guest.label }),
          exact: true,
        })
        await end.click()
        const dialog = page.getByRole('dialog', { name: t('guestSessions.end.title') })
        await expect(dialog).toContainText(guest.label)
        await dialog.getByRole('button', { name: t('guestSessions.end.confirm'), exact: true }).click()

        await expect(toast(page, t('guestSessions.end.ended'))).toBeVisible()
        await expect(card).toContainText(t('guestSessions.causes.operator'))
        await expect(end).toHaveCount(0)
        expect(device(guest)).toMatchObject({ state: 'preauth' })
      } finally {
        await guest.context.close()
      }
    })
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Accessibility: axe (WCAG 2.2 AA) in the three modes of the console's audit

for (const mode of consoleModes) {
  test.describe(`axe, ${mode.name}`, () => {
    test.use({ uiLanguage: mode.language, viewport: mode.viewport, colorScheme: mode.theme, reducedMotion: 'reduce' })

    test('the guest sessions page passes axe, with rows and with none', async ({ page, signedInAdmin: _ }) => {
      const t = (key: string) => consoleText(mode.language, key)
      await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)
      await page.goto(`/accesspoints/guests?venueId=${first.accessPoint.venue.id}`)
      await expect(page.getByText(guests.online.label, { exact: true })).toBeVisible()
      await auditScreen(page, mode, 'Guest sessions, one venue')
      await choose(page, t('guestSessions.filters.state'), t('guestSessions.states.online'))
      await field(page, t('guestSessions.filters.from')).fill(typedDay(dayFromToday(1)))
      await expect(page.getByText(guests.online.label, { exact: true })).toHaveCount(0)
      await auditScreen(page, mode, 'Guest sessions, none found')
    })

    test('the end-session dialog passes axe, and Escape gives the focus back to its button', async ({
      page,
      signedInAdmin: _,
    }) => {
      const t = (key: string, values?: Record<string, string>) => consoleText(mode.language, key, values)
      await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)
      await page.goto(`/accesspoints/guests?venueId=${first.accessPoint.venue.id}&state=online`)
      const end = page.getByRole('button', {
        name: t('guestSessions.end.actionFor', { device: guests.online.label }),
        exact: true,
      })
      await end.click()
      const dialog = page.getByRole('dialog', { name: t('guestSessions.end.title') })
      await expect(dialog).toContainText(guests.online.label)
      await expect(dialog).toContainText(first.accessPoint.venue.name)
      await auditScreen(page, mode, 'End session dialog')
      // Cancelled: the guest stays online, and the reader is back where they were.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(end).toBeFocused()
    })
  })
}
