import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { createAd, dayFromToday, typedDay } from '../support/advertisements.ts'
import { expectAdminOnly } from '../support/admin-only.ts'
import { bearer } from '../support/chilli-guests.ts'
import { auditScreen, consoleModes, consoleText } from '../support/console-audit.ts'
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
  const change = page.getByRole('dialog', { name: `Change: Venue · ${renamed}` })
  await expect(change).toContainText(`Changed by ${signedInAdmin.email}`)
  const nameField = fieldOf(change, 'Name')
  await expect(nameField.getByRole('definition')).toHaveText([name, renamed])
  await expect(nameField).toContainText('Changed')
  await expect(fieldOf(change, 'Address')).toBeVisible()
  await change.getByLabel('Changes only').check()
  await expect(change.getByRole('listitem')).toHaveCount(1)
  await expect(fieldOf(change, 'Address')).toHaveCount(0)
  await expect(nameField.getByRole('definition')).toHaveText([name, renamed])
  await page.keyboard.press('Escape')
  await expect(change).toBeHidden()
  await expect(viewButton).toBeFocused()

  // The export takes the filters on screen: only venue changes by this admin, the rename among them.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const file = await download
  // Named by the server after what it holds, the period, the filters and the zone (docs/decisions/054).
  expect(file.suggestedFilename()).toMatch(
    /^audit-trail_from-\d{4}-\d{2}-\d{2}_search-[a-z0-9-]+_item-venue_action-changed_UTC\+07\.csv$/,
  )
  const [comment, header, ...lines] = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
  expect(comment).toContain(`· Search: “${signedInAdmin.email}” · Item: Venue · Action: Changed · `)
  expect(header).toBe('When,By,IP address,Action,What,Id,Changes')
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) {
    const [, by, , action, what] = line.split(',')
    // Worded as the screen words them.
    expect([by, action, what]).toEqual([signedInAdmin.email, 'Changed', 'Venue'])
  }
  expect(lines.filter((line) => line.includes(renamed) && line.includes(name))).toHaveLength(1)

  // The row names the item's kind and the item, which links to its screen, searched by its name.
  await expect(row).toContainText(`Venue · ${renamed}`)
  await row.getByRole('link', { name: renamed, exact: true }).click()
  await expect(page).toHaveURL(/\/venues\?/)
  await expect(tableRows(page)).toHaveCount(1)
  await expect(tableRows(page).first()).toContainText(renamed)
})

test('a customer has no Audit item, and /audit shows the 403 page', async ({ page, request, signedInAccount: _ }) => {
  await expectAdminOnly(page, request, { item: 'Audit', path: '/audit', api: '/api/audit' })
})

/** One field of the change dialog, by the label its form shows. */
const fieldOf = (change: Locator, label: string) =>
  change.getByRole('listitem').filter({ has: change.page().getByText(label, { exact: true }) })

/** The newest change of `entity` by the admin opened, as its row's button opens it. */
async function openNewestChange(page: Page, entity: string, action: string, adminEmail: string) {
  await page.goto(`/audit?${new URLSearchParams({ entity, action, q: adminEmail })}`)
  await tableRows(page).first().getByRole('button').click()
  return page.getByRole('dialog')
}

/** A calendar day as the console writes it: 25/11/2026 in Vietnamese, 25 Nov 2026 in English (ADR 029). */
const consoleDay = (day: string, language: 'vi' | 'en') =>
  language === 'vi'
    ? typedDay(day)
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(day),
      )

// The change dialog reads as the screens do (issue 38): each field by its form's label, enums in words, days in the
// console's format, ids as their items' names linked to their screens; in both languages, and axe passes on it.
for (const mode of consoleModes.filter((mode) => mode.viewport.width > 375)) {
  test.describe(`the change dialog, ${mode.name}`, () => {
    test.use({ uiLanguage: mode.language, viewport: mode.viewport, colorScheme: mode.theme, reducedMotion: 'reduce' })

    test('fields by their labels, values as the screens show them, items linked by name', async ({
      page,
      request,
      signedInAdmin,
    }) => {
      const t = (key: string, values?: Record<string, string>) => consoleText(mode.language, key, values)
      await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)
      const tag = uniqueTag('audit-words')
      const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Cơm hến Hoa Đông` })
      const headers = bearer(signedInAdmin.token)
      const subscribed = await request.post('/api/report-subscriptions', {
        headers,
        data: { frequency: 'monthly', venueId: venue.id },
      })
      expect(subscribed.status(), await subscribed.text()).toBe(201)
      const { id } = (await subscribed.json()) as { id: string }
      const paused = await request.patch(`/api/report-subscriptions/${id}`, { headers, data: { paused: true } })
      expect(paused.status(), await paused.text()).toBe(200)

      // An email report paused: its frequency and venue carried from its creation, the venue by name with its link.
      const report = await openNewestChange(page, 'report_subscription', 'update', signedInAdmin.email)
      await expect(report).toHaveAccessibleName(
        `${t('audit.detail.title')}: ${t('audit.entities.report_subscription')} · ${signedInAdmin.email}`,
      )
      const frequency = fieldOf(report, t('reportSubscriptions.add.frequency'))
      await expect(frequency.getByRole('definition')).toHaveText(
        Array(2).fill(t('reportSubscriptions.list.frequency.monthly')),
      )
      const state = fieldOf(report, t('reportSubscriptions.list.status'))
      await expect(state.getByRole('definition')).toHaveText([
        t('reportSubscriptions.list.active'),
        t('reportSubscriptions.list.paused'),
      ])
      await expect(state).toContainText(t('audit.detail.changed'))
      const venueLinks = fieldOf(report, t('reportSubscriptions.add.venue')).getByRole('link', { name: venue.name })
      await expect(venueLinks).toHaveCount(2)
      await expect(venueLinks.first()).toHaveAttribute('href', `/venues?${new URLSearchParams({ q: venue.name })}`)
      await expect(fieldOf(report, t('reportSubscriptions.list.recipient')).getByRole('link')).toHaveText(
        Array(2).fill(signedInAdmin.email),
      )
      for (const stored of ['monthly', 'paused', 'venueId', 'userId', venue.id]) {
        await expect(report.getByText(stored, { exact: true })).toHaveCount(0)
      }
      await auditScreen(page, mode, 'the change dialog: an email report paused')
      await page.keyboard.press('Escape')

      // An ad made: its type in words, its days in the console's format, "public" as its form says it.
      const ad = await createAd(request, signedInAdmin.token, { title: `${tag} Phở bò tái`, type: 'promotion' })
      const made = await openNewestChange(page, 'advertisement', 'create', signedInAdmin.email)
      await expect(made).toHaveAccessibleName(
        `${t('audit.detail.title')}: ${t('audit.entities.advertisement')} · ${ad.title}`,
      )
      await expect(fieldOf(made, t('advertisements.fields.type')).getByRole('definition').last()).toHaveText(
        t('advertisements.types.promotion'),
      )
      await expect(fieldOf(made, t('advertisements.fields.startDate')).getByRole('definition').last()).toHaveText(
        consoleDay(ad.startDate, mode.language),
      )
      await expect(fieldOf(made, t('advertisements.form.isPublic')).getByRole('definition').last()).toHaveText(
        t('advertisements.public.no'),
      )
      await auditScreen(page, mode, 'the change dialog: an ad made')
    })
  })
}
