import type { APIRequestContext } from '@playwright/test'
import type { DeviceGroup } from '@wifi/contract'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, toast } from '../support/forms.ts'
import { choose, createVenue, rowAction, uniqueTag } from '../support/management.ts'

// The OpenWISP simulator (started by playwright.config.ts) stands in for the controller and lists its groups.

const groupLabel = 'OpenWISP device group'

async function deviceGroups(request: APIRequestContext, token: string) {
  const response = await request.get('/api/openwisp/groups', { headers: { authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as DeviceGroup[]
}

test('an admin links a venue to an OpenWISP device group, and a group linked elsewhere is refused', async ({
  page,
  request,
  adminToken,
  signedInAdmin: _,
}) => {
  const tag = uniqueTag('group')
  const groups = await deviceGroups(request, adminToken)
  // A group no earlier test linked: the last ones.
  const group = groups.at(-1)
  expect(group).toBeDefined()
  const first = await createVenue(request, adminToken, { name: `${tag} Phở Sáng` })
  const second = await createVenue(request, adminToken, { name: `${tag} Cà phê Chiều` })

  await page.goto(`/venues?q=${tag}`)
  await rowAction(page, first.name, 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit venue' })
  await expect(dialog.getByLabel(groupLabel, { exact: true })).toHaveText('Not linked')
  await choose(dialog, groupLabel, group!.name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Venue updated')).toBeVisible()
  await expect(dialog).toBeHidden()

  await rowAction(page, first.name, 'Edit')
  await expect(dialog.getByLabel(groupLabel, { exact: true })).toHaveText(group!.name)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await rowAction(page, second.name, 'Edit')
  await choose(dialog, groupLabel, group!.name)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectFieldError(page, groupLabel, 'This device group is already linked to another venue.')
  await expect(dialog).toBeVisible()
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the add dialog names the device group field and its empty choice in Vietnamese', async ({
    page,
    signedInAdmin: _,
  }) => {
    await page.goto('/venues')
    await page.getByRole('button', { name: 'Thêm địa điểm' }).click()
    const dialog = page.getByRole('dialog', { name: 'Thêm địa điểm' })
    await expect(dialog.getByLabel('Nhóm thiết bị OpenWISP', { exact: true })).toHaveText('Chưa liên kết')
    await expect(dialog.getByText('Các thiết bị trong nhóm này là điểm truy cập của địa điểm.')).toBeVisible()
  })
})
