import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { strongPassword, uniqueEmail } from '../support/accounts.ts'
import { createAd } from '../support/advertisements.ts'
import { account, placeBehindChilli, guestLogsOn, mib, type Place } from '../support/chilli-guests.ts'
import { auditScreen, consoleModes, consoleText } from '../support/console-audit.ts'
import { expect, test } from '../support/fixtures.ts'
import { brokenTexts, expectInsideSideways, expectNoSidewaysScroll } from '../support/layout.ts'
import { uniqueTag } from '../support/management.ts'
import { signInThroughApi, signUpThroughApi } from '../support/session.ts'
import { appUrl } from '../support/servers.ts'
import { assignAds } from '../support/venue-ads.ts'

// What the Wi-Fi and the ads delivered (issue 23): /analytics and the dashboard's figures, from guests this file sends
// through the CoovaChilli captive flow (page, Connect, RADIUS, Chilli's success, accounting) at two venues of its own.
// The server brings its figures up to date every 5 seconds here (ANALYTICS_ROLLUP_SECONDS).

let tag: string
let cafe: Place
let bakery: Place
const member = { email: uniqueEmail('analytics-member'), password: strongPassword }

test.beforeAll(async ({ playwright, adminSession: adminToken }) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext({ baseURL: appUrl })
  await signUpThroughApi(request, member)

  tag = uniqueTag('an')
  cafe = await placeBehindChilli(request, adminToken, {
    secret: 'analytics-secret-1',
    venueName: `0 ${tag} Cà Phê Gió`,
    memberEmails: [member.email],
  })
  bakery = await placeBehindChilli(request, adminToken, {
    secret: 'analytics-secret-2',
    venueName: `0 ${tag} Tiệm Bánh Mì`,
  })
  const ad = await createAd(request, adminToken, { title: `${tag} Bánh mì nóng`, duration: 1 })
  for (const place of [cafe, bakery]) await assignAds(request, adminToken, place.accessPoint.venue.id, [ad.id])

  // At the café: two guests who agreed to the measurement (a vendor's MAC and a randomised one), 20 and 40 minutes
  // online, and one who did not, online for 10 minutes so far. At the bakery: one more.
  const regular = await guestLogsOn(request, cafe, { measurement: true, randomisedMac: false })
  await account(request, cafe, regular, { status: 'Start', seconds: 0 })
  await account(request, cafe, regular, { status: 'Stop', seconds: 1200, down: 50 * mib, up: 5 * mib })
  const phone = await guestLogsOn(request, cafe, { measurement: true, randomisedMac: true })
  await account(request, cafe, phone, { status: 'Start', seconds: 0 })
  await account(request, cafe, phone, { status: 'Stop', seconds: 2400, down: 100 * mib, up: 10 * mib })
  const private_ = await guestLogsOn(request, cafe)
  // Online for ten minutes when the gateway first reports it, as one whose Start was lost would be.
  await account(request, cafe, private_, { status: 'Start', seconds: 600 })
  await account(request, cafe, private_, { status: 'Interim-Update', seconds: 600, down: 20 * mib })
  const elsewhere = await guestLogsOn(request, bakery, { measurement: true })
  await account(request, bakery, elsewhere, { status: 'Start', seconds: 60, down: mib })
  await request.dispose()
})

/** A headline figure's card: its label, value, change and the previous period's value. */
const headline = (page: Page, label: string): Locator =>
  page.locator('dl > div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) })

/** The figure's value, once the rollup has counted this file's guests (every 5 seconds; the page reads each minute). */
async function expectFigure(page: Page, label: string, value: string) {
  await expect(async () => {
    await page.reload()
    await expect(headline(page, label).getByRole('definition').first()).toHaveText(value, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/** The café's figures, as its guests made them (the default period: the last 7 days, today included). */
async function expectTheCafe(page: Page) {
  await expectFigure(page, 'Connections', '3')
  await expect(headline(page, 'Ad impressions').getByRole('definition').first()).toHaveText('3')
  await expect(headline(page, 'Connection rate').getByRole('definition').first()).toHaveText('100%')
  // Devices are counted only for the guests who agreed; one of the two sent a randomised MAC.
  await expect(headline(page, 'Guests (devices)').getByRole('definition').first()).toHaveText('2')
  await expect(page.getByText('50% of devices used a randomised MAC address.', { exact: false })).toBeVisible()
  await expect(headline(page, 'Minutes online').getByRole('definition').first()).toHaveText('70')
  await expect(headline(page, 'Data used').getByRole('definition').first()).toHaveText('185 MB')
  await expect(page.getByText(/^Data as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible()
}

test('an admin reads a venue’s figures from its guests, by day and by access point, and exports the table', async ({
  page,
  signedInAdmin: _,
}) => {
  await page.goto(`/analytics?venueId=${cafe.accessPoint.venue.id}`)
  await expect(page).toHaveTitle('Analytics · Wi-Fi Console')
  await expectTheCafe(page)
  await expect(page.getByRole('combobox', { name: 'Venue', exact: true })).toHaveText(cafe.accessPoint.venue.name)
  // The chart's text alternative says what it shows.
  await expect(page.getByText(/^Chart of Connections by day, .* 3 in all\.$/)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Connections by weekday and hour' })).toBeVisible()
  // The funnel: each step a share of the one before, never more; then the connections without an ad.
  const funnel = page.getByRole('region', { name: 'Funnel: from guest page to connection' })
  await expect(funnel.getByRole('listitem')).toHaveText([
    /^Ad impressions3 · 100% of the pages shown$/,
    /^Ad wait over3 · 100% of the step before$/,
    /^Tasks passed3 · 100% of the step before$/,
    /^Connected after the ad3 · 100% of the step before$/,
  ])
  await expect(funnel).toContainText('All 3 connections came after the ad: 100% of the pages shown.')

  await page.getByRole('tab', { name: 'Access point', exact: true }).click()
  const pointRow = page.getByRole('row').filter({ hasText: cafe.accessPoint.name })
  // Its devices (two agreed to the measurement), then its pages shown.
  await expect(pointRow.getByRole('cell').nth(0)).toHaveText('2')
  await expect(pointRow.getByRole('cell').nth(1)).toHaveText('3')
  await expect(pointRow).toContainText(cafe.accessPoint.venue.name)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const file = await download
  // Named by the server after the table, the period, the venue and the zone; its first line says the same (ADR 054).
  expect(file.suggestedFilename()).toMatch(
    /^analytics-by-access-point_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}_venue-[a-z0-9-]+_UTC\+07\.csv$/,
  )
  const text = (await readFile(await file.path())).toString('utf8')
  expect(text).toMatch(/^\uFEFF# Analytics by access point · Period: .+ – .+ · Venue: /)
  const [comment, ...lines] = text.slice(1).split('\r\n')
  expect(comment).toContain(` · Venue: ${cafe.accessPoint.venue.name} · Time zone: Vietnam time UTC+7 `)
  expect(lines[0]).toBe(
    'Access point,Venue,Guests (devices),Guest pages shown,Ad impressions,Countdowns completed,Ads closed early,Tasks passed,Connected after the ad,Connections,Connection rate (%),Call-to-action clicks,Click-through rate (%),Minutes online,Median session (seconds),Data down (bytes),Data up (bytes)',
  )
  expect(lines.slice(1, -1)).toHaveLength(1)
  // Two measured devices; three pages shown, each with the ad.
  expect(lines[1]).toContain(`${cafe.accessPoint.name},${cafe.accessPoint.venue.name},2,3,3,`)
  expect(lines[1]).toContain(`,3,100,`)
  expect(lines[1]).toContain(`,${170 * mib},${15 * mib}`)

  // The ad's reach (the two measured devices that saw it) and frequency (one impression each).
  await page.getByRole('tab', { name: 'Ad', exact: true }).click()
  await expect(page.getByRole('columnheader', { name: 'Reach (devices)' })).toBeVisible()
  const adRow = page.getByRole('row').filter({ hasText: `${tag} Bánh mì nóng` })
  await expect(adRow.getByRole('cell')).toHaveText(['2', '1', '3', '3', '3', '100%', '0', '0%', /.*/, /.*/, /.*/])
})

test('a customer sees their venue only, and the dashboard’s guests today open /analytics', async ({
  page,
  request,
}) => {
  await signInThroughApi(request, page, member.email, member.password)
  await page.goto('/analytics')
  await expectTheCafe(page)
  // Their venue is the only one to choose.
  await page.getByRole('combobox', { name: 'Venue', exact: true }).click()
  await expect(page.getByRole('option')).toHaveText(['All venues', cafe.accessPoint.venue.name])
  await page.keyboard.press('Escape')

  await page.goto('/')
  const card = page.getByRole('link', { name: /^Connections/ })
  await expect(card).toContainText('3')
  await expect(card).toContainText('The last 7 days, oldest first:')
  await card.click()
  await expect(page).toHaveURL(/\/analytics$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
})

test('the period, the chart’s figure and the tables’ order work from the keyboard, and the period stays in the address', async ({
  page,
  signedInAdmin: _,
}) => {
  await page.goto(`/analytics?venueId=${cafe.accessPoint.venue.id}`)
  await expectFigure(page, 'Connections', '3')

  const impressions = page
    .getByRole('group', { name: 'Figure on the chart' })
    .getByRole('button', { name: 'Ad impressions', exact: true })
  await impressions.focus()
  await page.keyboard.press('Enter')
  await expect(impressions).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(/^Chart of Ad impressions by day, .* 3 in all\.$/)).toBeVisible()

  const connectionsHeader = page.getByRole('columnheader', { name: 'Connections' })
  await connectionsHeader.getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(connectionsHeader).toHaveAttribute('aria-sort', 'ascending')

  const period = page.getByRole('combobox', { name: 'Period', exact: true })
  await period.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('option', { name: 'Today', exact: true }).press('Enter')
  await expect(page).toHaveURL(/period=today/)
  // One day: the figures by hour.
  await expect(page.getByRole('heading', { name: 'By hour', exact: true })).toBeVisible()
  await page.reload()
  await expect(period).toHaveText('Today')
  // Today so far against yesterday until the same hour, which each card names; devices once the day has ended.
  await expect(headline(page, 'Connections')).toContainText(/Previous period until \d{1,2} \w{3} \d{4}, \d{2}:00: \d+$/)
  await expect(headline(page, 'Guests (devices)')).toContainText('Compared once the period has ended')
  await expect(page.getByText(/^Compared with .* – .*, the same hours of the period before$/)).toBeVisible()
})

/**
 * The busy hours show all 24 hours inside their frame, which does not scroll sideways (issue 38: a phone showed them
 * up to 20 h), each hour's heading whole and each cell big enough to tell its shade apart.
 */
async function expectEveryHourInView(page: Page) {
  const frame = page.getByRole('region', { name: 'Connections by weekday and hour' })
  const grid = frame.getByRole('table', { name: 'Connections by weekday and hour' })
  const hours = grid
    .getByRole('columnheader')
    .or(grid.getByRole('rowheader'))
    .filter({ hasText: /^\d{1,2}$/ })
  await expect(hours).toHaveText(Array.from({ length: 24 }, (_, hour) => String(hour)))
  await expectInsideSideways(hours, frame, page.viewportSize()!.width)
  await expectNoSidewaysScroll(frame)
  expect(await hours.evaluateAll((headings) => headings.filter((th) => th.scrollWidth > th.clientWidth).length)).toBe(0)
  const cells = await grid.getByRole('cell').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect()))
  expect(cells).toHaveLength(7 * 24)
  expect(Math.min(...cells.map((cell) => Math.min(cell.width, cell.height)))).toBeGreaterThanOrEqual(12)
}

test('the busy hours show every hour beside another card on a wide screen', async ({ page, signedInAdmin: _ }) => {
  await page.goto(`/analytics?venueId=${cafe.accessPoint.venue.id}`)
  await expectFigure(page, 'Connections', '3')
  await expectEveryHourInView(page)
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the busy hours show every hour, and the breakdown keeps each name and figure on one line', async ({
    page,
    signedInAdmin: _,
  }) => {
    await page.goto(`/analytics?venueId=${cafe.accessPoint.venue.id}`)
    await expectFigure(page, 'Connections', '3')
    await expectEveryHourInView(page)

    const breakdown = page.getByRole('table', { name: /^The period's figures by venue/ })
    await expect(breakdown.getByRole('rowheader', { name: cafe.accessPoint.venue.name })).toBeVisible()
    expect(await brokenTexts(breakdown.locator('th, td'))).toEqual([])
    // It scrolls sideways in its frame instead, a region in the Tab order, so the keyboard scrolls it too.
    const frame = page.getByRole('region', { name: 'Venue', exact: true })
    await expect(frame).toHaveAttribute('tabindex', '0')
    await expect(frame.getByRole('table')).toHaveCount(1)
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await page.getByRole('tab', { name: 'Access point', exact: true }).click()
    const byPoint = page.getByRole('table', { name: /^The period's figures by access point/ })
    await expect(byPoint.getByRole('rowheader', { name: new RegExp(cafe.accessPoint.name) })).toBeVisible()
    expect(await brokenTexts(byPoint.locator('th, td'))).toEqual([])
  })
})

for (const mode of consoleModes) {
  test.describe(`axe, ${mode.name}`, () => {
    test.use({ uiLanguage: mode.language, viewport: mode.viewport, colorScheme: mode.theme, reducedMotion: 'reduce' })

    test('/analytics passes axe with figures, and with its table and chart table open', async ({
      page,
      signedInAdmin: _,
    }) => {
      const t = (key: string) => consoleText(mode.language, key)
      await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)
      await page.goto(`/analytics?venueId=${cafe.accessPoint.venue.id}`)
      await expect(page.getByRole('heading', { level: 1, name: t('pages.analytics.title') })).toBeVisible()
      await expect(page.getByRole('rowheader', { name: cafe.accessPoint.venue.name })).toBeVisible()
      await auditScreen(page, mode, '/analytics, one venue')
      await page.getByText(t('analytics.chart.showTable'), { exact: true }).click()
      await page.getByRole('tab', { name: t('analytics.breakdown.ad'), exact: true }).click()
      await expect(page.getByRole('rowheader', { name: new RegExp(`${tag} Bánh mì nóng`) })).toBeVisible()
      await auditScreen(page, mode, '/analytics, the chart as a table and the ads tab')
    })
  })
}
