import type { Page } from '@playwright/test'
import { syncedAccessPoints, untilSyncAllowed, venueOnFreeGroup } from '../support/access-points.ts'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'
import { uniqueTag } from '../support/management.ts'
import { openwispUrl } from '../support/servers.ts'

// Syncing with OpenWISP from /accesspoints: Sync all (admins) and the sync-by-venue dialog, followed until the run
// ends, with SPEC's toasts (docs/product.md §8) in both languages. The e2e server cools a scope down for 5 s.

/**
 * Sets the simulator's faults until the returned function clears them: every call failing (500) makes a sync fail
 * after its retries; a latency makes a run last long enough to be seen going.
 */
async function simulatorFaults(page: Page, faults: { serverErrorRate: number } | { latencyMs: number }) {
  const response = await page.request.put(`${openwispUrl}/__simulator/faults`, { data: faults })
  expect(response.status()).toBe(200)
  return async () => {
    expect((await page.request.delete(`${openwispUrl}/__simulator/faults`)).status()).toBe(200)
  }
}
const breakOpenWisp = (page: Page) => simulatorFaults(page, { serverErrorRate: 1 })
const slowOpenWisp = (page: Page) => simulatorFaults(page, { latencyMs: 150 })

const texts = {
  en: {
    syncAll: 'Sync all',
    syncing: /^Syncing…/,
    allSynced: 'Access points synced with OpenWISP',
    allFailed: 'Failed to sync access points',
    tooSoon: 'Please wait before syncing again',
    byVenue: 'Sync by venue',
    dialog: 'Sync devices by venue',
    search: 'Search venues…',
    syncVenue: (venue: string) => `Sync ${venue}`,
    venueSynced: (venue: string) => `Devices synced successfully for ${venue}`,
    venueFailed: (venue: string) => `Failed to sync devices for ${venue}`,
    never: 'Never synced',
    withAll: 'with all venues',
    succeeded: 'Succeeded',
    cooldown: 'can sync again in',
  },
  vi: {
    syncAll: 'Đồng bộ tất cả',
    syncing: /^Đang đồng bộ…/,
    allSynced: 'Đã đồng bộ điểm truy cập với OpenWISP',
    allFailed: 'Không thể đồng bộ điểm truy cập',
    tooSoon: 'Vui lòng đợi trước khi đồng bộ lại',
    byVenue: 'Đồng bộ theo địa điểm',
    dialog: 'Đồng bộ thiết bị theo địa điểm',
    search: 'Tìm địa điểm…',
    syncVenue: (venue: string) => `Đồng bộ ${venue}`,
    venueSynced: (venue: string) => `Đồng bộ thiết bị thành công cho ${venue}`,
    venueFailed: (venue: string) => `Không thể đồng bộ thiết bị cho ${venue}`,
    never: 'Chưa đồng bộ lần nào',
    withAll: 'cùng tất cả địa điểm',
    succeeded: 'Thành công',
    cooldown: 'có thể đồng bộ lại sau',
  },
}

for (const language of ['en', 'vi'] as const) {
  const text = texts[language]

  test.describe(`in ${language === 'en' ? 'English' : 'Vietnamese'}`, () => {
    test.use({ uiLanguage: language })

    test('Sync all shows its run going, then each of its toasts: failed, too soon, synced', async ({
      page,
      request,
      signedInAdmin,
    }) => {
      // Every device known already: the run re-reads them all.
      await syncedAccessPoints(request, signedInAdmin.token)
      await untilSyncAllowed(request, signedInAdmin.token)
      await page.goto('/accesspoints')
      const button = page.getByRole('button', { name: text.syncAll })

      const heal = await breakOpenWisp(page)
      try {
        await button.click()
        await expect(page.getByRole('button', { name: text.syncing })).toHaveAttribute('aria-disabled', 'true')
        await expect(toast(page, text.allFailed)).toBeVisible({ timeout: 15_000 })
      } finally {
        await heal()
      }
      // The button is back, and the scope cools down after a failed run too.
      await button.click()
      await expect(toast(page, text.tooSoon)).toBeVisible()

      await untilSyncAllowed(request, signedInAdmin.token)
      const restore = await slowOpenWisp(page)
      try {
        await button.click()
        // Its devices are counted as they are read; the button keeps its focus meanwhile.
        const syncing = page.getByRole('button', { name: text.syncing })
        await expect(syncing).toBeFocused()
        await expect(toast(page, text.allSynced)).toBeVisible({ timeout: 20_000 })
      } finally {
        await restore()
      }
      await expect(button).toBeEnabled()
      await expect(button).not.toHaveAttribute('aria-disabled', 'true')
    })

    test('a member customer syncs their venue from the dialog: synced, too soon, failed — and the dialog shows each run', async ({
      page,
      request,
      adminToken,
      signedInAccount,
    }) => {
      const venue = await venueOnFreeGroup(request, adminToken, `${uniqueTag('sync')} Quán Đồng Bộ`, [
        signedInAccount.email,
      ])
      await page.goto('/accesspoints')
      // Customers have no Sync all: that is the whole network's.
      await expect(page.getByRole('button', { name: text.syncAll })).toHaveCount(0)

      const opener = page.getByRole('button', { name: text.byVenue })
      await opener.click()
      const dialog = page.getByRole('dialog', { name: text.dialog })
      // Their one venue: never synced on its own (a sync of everything may have covered it).
      const row = dialog.getByRole('listitem').filter({ hasText: venue.name })
      await expect(dialog.getByRole('listitem')).toHaveCount(1)
      await expect(row).toContainText(new RegExp(`${text.never}|${text.withAll}`))

      const sync = row.getByRole('button', { name: text.syncVenue(venue.name) })
      await sync.click()
      await expect(toast(page, text.venueSynced(venue.name))).toBeVisible({ timeout: 15_000 })
      await expect(row).toContainText(text.succeeded)
      await expect(row).toContainText(text.cooldown)

      await sync.click()
      await expect(toast(page, text.tooSoon)).toBeVisible()

      // The row counts the cooldown down, then says nothing of it.
      await expect(row).not.toContainText(text.cooldown, { timeout: 15_000 })
      const heal = await breakOpenWisp(page)
      try {
        await sync.click()
        // Closed while it runs: the toast still comes.
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(opener).toBeFocused()
        await expect(toast(page, text.venueFailed(venue.name))).toBeVisible({ timeout: 15_000 })
      } finally {
        await heal()
      }
    })
  })
}

test('the dialog finds a venue by name among many, and says which cannot sync', async ({ page, signedInAdmin }) => {
  const tag = uniqueTag('unlinked')
  const response = await page.request.post('/api/venues', {
    headers: { authorization: `Bearer ${signedInAdmin.token}` },
    data: {
      name: `${tag} Quán Chưa Liên Kết`,
      email: `${tag}@example.test`,
      phone: '+84901234567',
      address: '1 Lê Lợi, Quận 1',
    },
  })
  expect(response.status()).toBe(201)
  await page.goto('/accesspoints')
  await page.getByRole('button', { name: 'Sync by venue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sync devices by venue' })
  await dialog.getByRole('searchbox', { name: 'Search venues…' }).fill(tag)
  const row = dialog.getByRole('listitem')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Not linked to an OpenWISP device group')
  await expect(row.getByRole('button', { name: `Sync ${tag} Quán Chưa Liên Kết` })).toBeDisabled()
})
