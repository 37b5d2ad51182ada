import { readFile } from 'node:fs/promises'
import { dayFromToday, typedDay } from '../support/advertisements.ts'
import { expectAdminOnly } from '../support/admin-only.ts'
import { expect, test } from '../support/fixtures.ts'
import { field, toast } from '../support/forms.ts'
import { choose, createVenue, rowAction, searchFor, tableRows, uniqueTag, urlParams } from '../support/management.ts'

// The audit screen (issue 24): every recorded change at /audit, for admins, filtered in the address, each opened
// with the item before and after, and exported as CSV with the same filters.

test('an admin renames a venue, then finds the change on /audit with both names, and exports it', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('audit')
  const name = `${tag} Quán Cơm Tấm`
  const renamed = `${tag} Cơm Tấm Chiều`
  await createVenue(request, signedInAdmin.token, { name })

  await page.goto(`/venues?q=${tag}`)
  await rowAction(page, name, 'Edit')
  const editDialog = page.getByRole('dialog', { name: 'Edit venue' })
  await field(page, 'Name').fill(renamed)
  await editDialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Venue updated')).toBeVisible()

  await page.goto('/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible()
  await searchFor(page.getByRole('searchbox'), signedInAdmin.email)
  await choose(page, 'Item', 'Venue')
  await choose(page, 'Action', 'Changed')
  await field(page, 'From').fill(typedDay(dayFromToday(0)))
  await expect
    .poll(() => urlParams(page))
    .toMatchObject({
      q: signedInAdmin.email,
      entity: 'venue',
      action: 'update',
      from: dayFromToday(0),
    })
  const row = tableRows(page).filter({ hasText: renamed })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(signedInAdmin.email)
  await expect(row).toContainText('Changed')

  // The change, before and after: the rename with both names, and the fields it did not change beside them.
  const viewButton = row.getByRole('button', { name: new RegExp(`^View change: ${renamed}, `) })
  await viewButton.click()
  const change = page.getByRole('dialog', { name: 'Change: Venue' })
  await expect(change).toContainText(`Changed by ${signedInAdmin.email}`)
  const nameField = change.getByRole('listitem').filter({ has: page.getByText('name', { exact: true }) })
  await expect(nameField.getByRole('definition')).toHaveText([name, renamed])
  await expect(nameField).toContainText('Changed')
  await expect(change.getByText('address', { exact: true })).toBeVisible()
  await change.getByLabel('Changes only').check()
  await expect(change.getByRole('listitem')).toHaveCount(1)
  await expect(change.getByText('address', { exact: true })).toHaveCount(0)
  await expect(nameField.getByRole('definition')).toHaveText([name, renamed])
  await page.keyboard.press('Escape')
  await expect(change).toBeHidden()
  await expect(viewButton).toBeFocused()

  // The export takes the filters on screen: only venue changes by this admin, the rename among them.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...lines] = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
  expect(header).toBe('When,By,IP address,Action,What,Id,Changes')
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) {
    const [, by, , action, what] = line.split(',')
    expect([by, action, what]).toEqual([signedInAdmin.email, 'update', 'venue'])
  }
  expect(lines.filter((line) => line.includes(renamed) && line.includes(name))).toHaveLength(1)

  // The item links to its screen, searched by its name.
  await row.getByRole('link', { name: renamed, exact: true }).click()
  await expect(page).toHaveURL(/\/venues\?/)
  await expect(tableRows(page)).toHaveCount(1)
  await expect(tableRows(page).first()).toContainText(renamed)
})

test('a customer has no Audit item, and /audit shows the 403 page', async ({ page, request, signedInAccount: _ }) => {
  await expectAdminOnly(page, request, { item: 'Audit', path: '/audit', api: '/api/audit' })
})
