import type { DeviceGroup } from '@wifi/contract'
import { syncEverything } from '../support/access-points.ts'
import { expect, test } from '../support/fixtures.ts'
import { openwispUrl, openwispUser } from '../support/servers.ts'

// The OpenWisp page: for admins the controller (address, last error, a check on demand) and its device groups;
// for everyone the runs they may see, as a table with each run's details. English texts are the catalog's.

test('an admin reads the controller, checks it, sees its device groups, and reads a run’s details', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const run = await syncEverything(request, signedInAdmin.token)
  const groups = await request.get('/api/openwisp/groups', {
    headers: { authorization: `Bearer ${signedInAdmin.token}` },
  })
  const [group] = (await groups.json()) as DeviceGroup[]

  await page.goto('/openwisp')
  const controller = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Controller' }) })
  await expect(controller).toContainText(openwispUrl)
  await expect(controller).toContainText(openwispUser.username)
  await expect(controller).not.toContainText(openwispUser.password)
  await controller.getByRole('button', { name: 'Check connection' }).click()
  await expect(controller.getByRole('status')).toHaveText(/^Reachable, and it accepted the console’s token \(\d+ ms\)$/)

  const groupTable = page.getByRole('table', { name: 'Device groups and venues' })
  await expect(groupTable.getByRole('row').filter({ hasText: group!.name })).toHaveCount(1)

  // The newest run first; its details in a dialog, focus back on its button after.
  const runs = page.getByRole('table', { name: 'Sync runs' })
  const details = runs.getByRole('button', { name: /^Details of the run started / }).first()
  await expect(runs.getByRole('row').nth(1)).toContainText('All venues')
  await expect(runs.getByRole('row').nth(1)).toContainText('Succeeded')
  await details.click()
  const dialog = page.getByRole('dialog', { name: 'Sync run' })
  await expect(dialog).toContainText('Pages read')
  await expect(dialog).toContainText(`${run.devicesProcessed} of ${run.devicesTotal}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(details).toBeFocused()

  // The filters live in the URL.
  await page.goto('/openwisp?status=failed&q=no-such-venue-anywhere')
  await expect(page.getByText('No sync has run yet.')).toBeVisible()
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('a customer sees their venues’ runs only, none of the controller', async ({ page, signedInAccount }) => {
    expect(signedInAccount.email).toContain('@')
    await page.goto('/openwisp')
    await expect(page.getByRole('heading', { name: 'Các lần đồng bộ' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Bộ điều khiển' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Nhóm thiết bị và địa điểm' })).toHaveCount(0)
    await expect(page.getByText('Chưa có lần đồng bộ nào.')).toBeVisible()
  })
})

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the runs are cards, each with its details', async ({ page, request, signedInAdmin }) => {
    await syncEverything(request, signedInAdmin.token)
    await page.goto('/openwisp')
    await expect(page.getByRole('table', { name: 'Sync runs' })).toHaveCount(0)
    const details = page.getByRole('button', { name: /^Details of the run started / }).first()
    await details.click()
    await expect(page.getByRole('dialog', { name: 'Sync run' })).toContainText('All venues')
  })
})
