import type { APIRequestContext, Page } from '@playwright/test'
import type { Dashboard, SyncRun } from '@wifi/contract'
import { syncEverything, syncToEnd, venueOnFreeGroup } from '../support/access-points.ts'
import { expect, test } from '../support/fixtures.ts'
import { createVenue, firstCells, uniqueTag, urlParams } from '../support/management.ts'
import { admin } from '../support/servers.ts'
import { accessTokenOf } from '../support/session.ts'

// The figures shown are checked against GET /api/dashboard read at the same moment (its own tests check the counts
// themselves), and against what the test just made: a venue more, a sync's devices.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function dashboardOf(request: APIRequestContext, token: string): Promise<Dashboard> {
  const response = await request.get('/api/dashboard', { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (await response.json()) as Dashboard
}

/** A dashboard card, found by its heading. */
const card = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: title, level: 2, exact: true }) })

/** A card's total ("12 in total") and its rows ("Active 10", …), in order. */
async function expectFigures(page: Page, title: string, inTotal: string, rows: [string, number][]) {
  const total = rows.reduce((sum, [, count]) => sum + count, 0)
  await expect(card(page, title).locator('p').first()).toHaveText(`${total} ${inTotal}`)
  await expect(card(page, title).getByRole('listitem')).toHaveText(rows.map(([label, count]) => `${label} ${count}`))
}

const english = {
  inTotal: 'in total',
  venues: 'Venues',
  accessPoints: 'Access points',
  users: 'Users',
  sync: 'Last sync with OpenWISP',
  active: 'Active',
  inactive: 'Inactive',
  health: { online: 'Online', offline: 'Offline', maintenance: 'Maintenance', error: 'Error' },
  succeeded: 'Succeeded',
  changes: (run: SyncRun) =>
    `${run.created} new · ${run.updated} updated · ${run.unchanged} unchanged · ${run.removed} removed`,
}

const vietnamese: typeof english = {
  inTotal: 'tổng cộng',
  venues: 'Địa điểm',
  accessPoints: 'Điểm truy cập',
  users: 'Người dùng',
  sync: 'Lần đồng bộ gần nhất với OpenWISP',
  active: 'Hoạt động',
  inactive: 'Không hoạt động',
  health: { online: 'Trực tuyến', offline: 'Ngoại tuyến', maintenance: 'Bảo trì', error: 'Lỗi' },
  succeeded: 'Thành công',
  changes: (run: SyncRun) =>
    `${run.created} mới · ${run.updated} cập nhật · ${run.unchanged} không đổi · ${run.removed} đã gỡ`,
}

/** The venue, access point and (for admins) user cards show `figures`, in `words`. */
async function expectDashboard(page: Page, words: typeof english, figures: Dashboard) {
  await expectFigures(page, words.venues, words.inTotal, [
    [words.active, figures.venues.active],
    [words.inactive, figures.venues.inactive],
  ])
  await expectFigures(
    page,
    words.accessPoints,
    words.inTotal,
    (['online', 'offline', 'maintenance', 'error'] as const).map((health) => [
      words.health[health],
      figures.accessPoints[health],
    ]),
  )
  if (figures.users) {
    await expectFigures(page, words.users, words.inTotal, [
      [words.active, figures.users.active],
      [words.inactive, figures.users.inactive],
    ])
  } else {
    await expect(page.getByRole('heading', { name: words.users, level: 2 })).toHaveCount(0)
  }
}

/** Switches the console's language with the header's VI/EN buttons. */
async function switchLanguage(page: Page, language: 'vi' | 'en') {
  await page.locator('header').getByRole('button', { name: language, exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

test('an admin sees live figures for everything in English and Vietnamese, and a figure opens the filtered list', async ({
  page,
  request,
  adminToken,
  signedInAdmin: _,
}) => {
  const tag = uniqueTag('dash')
  const closed = await createVenue(request, adminToken, { name: `${tag} Quán Nghỉ`, status: 'inactive' })
  // Every access point of the simulator synced, so there are health figures and a last sync to show.
  const run = await syncEverything(request, adminToken)

  const before = await dashboardOf(request, adminToken)
  expect(before.venues.inactive).toBeGreaterThan(0)
  expect(Object.values(before.accessPoints).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0)
  await page.goto('/')
  await expectDashboard(page, english, before)
  const lastSync = card(page, english.sync)
  await expect(lastSync).toContainText(english.succeeded)
  await expect(lastSync).toContainText(`All venues · started by ${admin.email}`)
  await expect(lastSync).toContainText(english.changes(run))

  // Live: a venue added elsewhere is counted when the dashboard is opened again.
  await createVenue(request, adminToken, { name: `${tag} Quán Mở` })
  await page.reload()
  const after = { ...before, venues: { ...before.venues, active: before.venues.active + 1 } }
  await expectDashboard(page, english, after)

  await switchLanguage(page, 'vi')
  await expectDashboard(page, vietnamese, after)
  const lastSyncVi = card(page, vietnamese.sync)
  await expect(lastSyncVi).toContainText(vietnamese.succeeded)
  await expect(lastSyncVi).toContainText(`Tất cả địa điểm · do ${admin.email} chạy`)
  await expect(lastSyncVi).toContainText(vietnamese.changes(run))

  await card(page, vietnamese.venues)
    .getByRole('link', { name: `${vietnamese.inactive} ${after.venues.inactive}`, exact: true })
    .click()
  await expect(page).toHaveURL(/\/venues\?/)
  expect(urlParams(page)).toMatchObject({ status: 'inactive' })
  // Newest first: the inactive venue this test made heads the filtered list.
  await expect(firstCells(page).first()).toHaveText(closed.name)
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('a customer sees only their venue’s figures in Vietnamese and English, and a figure opens their list', async ({
    page,
    request,
    adminToken,
    signedInAccount,
  }) => {
    const venue = await venueOnFreeGroup(request, adminToken, `${uniqueTag('dashc')} Quán Khách`, [
      signedInAccount.email,
    ])
    const token = await accessTokenOf(page)

    // The customer syncs their venue: its access points are the device group's.
    const { run, body } = await syncToEnd(request, token, `/api/venues/${venue.id}/sync`)
    if (!run) throw new Error(`the sync did not start: ${JSON.stringify(body)}`)
    expect(run.status, run.error ?? '').toBe('succeeded')
    // A run of their own venue: its counts are theirs to see.
    const devices = run.created! + run.updated! + run.unchanged!
    expect(devices).toBeGreaterThan(0)

    const figures = await dashboardOf(request, token)
    expect(figures.venues).toEqual({ active: 1, inactive: 0 })
    expect(Object.values(figures.accessPoints).reduce((sum, count) => sum + count, 0)).toBe(devices)
    // Everyone else's venues are counted for the admin, not for this customer.
    expect((await dashboardOf(request, adminToken)).venues.active).toBeGreaterThan(1)

    await page.goto('/')
    await expectDashboard(page, vietnamese, figures)
    const lastSync = card(page, vietnamese.sync)
    await expect(lastSync).toContainText(vietnamese.succeeded)
    await expect(lastSync).toContainText(`Địa điểm ${venue.name} · do ${signedInAccount.email} chạy`)
    await expect(lastSync).toContainText(vietnamese.changes(run))

    await switchLanguage(page, 'en')
    await expectDashboard(page, english, figures)
    await expect(card(page, english.sync)).toContainText(`Venue ${venue.name} · started by ${signedInAccount.email}`)
    await expect(card(page, english.sync)).toContainText(english.changes(run))

    await card(page, english.venues)
      .getByRole('link', { name: `${english.active} 1`, exact: true })
      .click()
    await expect(page).toHaveURL(/\/venues\?/)
    expect(urlParams(page)).toMatchObject({ status: 'active' })
    await expect(firstCells(page)).toHaveText([venue.name])
  })
})
