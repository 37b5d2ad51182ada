import type { ReportSubscription } from '@wifi/contract'
import { auditScreen, consoleModes, consoleText } from '../support/console-audit.ts'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'
import { nextMail } from '../support/mail.ts'
import { accessTokenOf } from '../support/session.ts'

// Settings → Email reports (issue 23, docs/decisions/036): a signed-in user subscribes through the page, asks for one
// now and gets the email with the PDF summary and the CSV by venue at the test's SMTP receiver; pauses, reads the
// delivery history and deletes, with the keyboard's focus kept; and the page passes axe in the three modes.

test('a customer subscribes, gets one now with the PDF and the CSV, pauses and deletes', async ({
  page,
  signedInAccount,
}) => {
  await page.goto('/settings/reports')
  await expect(page.getByRole('heading', { name: 'Email reports' })).toBeVisible()
  await expect(page.getByText('You have not subscribed to any report yet.')).toBeVisible()

  // The settings' own list of sections names the page too.
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Email reports' }),
  ).toBeVisible()

  await page.getByRole('radio', { name: 'Weekly' }).check()
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveText('Everything you can see')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(toast(page, `Subscribed. The reports will go to ${signedInAccount.email}.`)).toBeVisible()

  const item = page.getByRole('listitem').filter({ hasText: 'Weekly · Everything you can see' })
  await expect(item.getByText('Active', { exact: true })).toBeVisible()
  await expect(item.getByText(/^Next: Monday, \d{1,2} \w{3} \d{4}, 08:00 \(Vietnam time\)$/)).toBeVisible()

  await item.getByRole('button', { name: 'Send me one now' }).click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: /^The report for .+ was sent to your email\.$/ }),
  ).toBeVisible()
  const email = await nextMail(signedInAccount.email)
  expect(email.subject).toMatch(
    /^Your weekly Wi-Fi report \d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}: everything you can see$/,
  )
  const pdf = email.attachments.find((file) => file.filename.endsWith('.pdf'))
  const csv = email.attachments.find((file) => file.filename.endsWith('.csv'))
  expect(pdf?.contentType).toBe('application/pdf')
  expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-')
  // Named and headed like the console's export (docs/decisions/054): what, the period, the zone, then the table.
  expect(csv?.filename).toMatch(/^analytics-by-venue_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}_UTC\+07\.csv$/)
  expect(csv?.content.toString('utf8')).toMatch(/^\uFEFF# Analytics by venue · Period: .*\r\nVenue,/)

  // The history, opened from the keyboard: the delivery sent on request.
  const history = item.getByRole('button', { name: 'Delivery history' })
  await history.focus()
  await page.keyboard.press('Enter')
  await expect(history).toHaveAttribute('aria-expanded', 'true')
  const rows = item.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('Sent on request')
  await expect(rows.nth(1)).toContainText('Sent')

  await item.getByRole('button', { name: 'Pause' }).click()
  await expect(item.getByText('Paused', { exact: true })).toBeVisible()
  await expect(item.getByText(/^Next:/)).toHaveCount(0)
  await item.getByRole('button', { name: 'Resume' }).click()
  await expect(item.getByText('Active', { exact: true })).toBeVisible()

  // Delete: cancelling gives focus back to the button; deleting moves it to the list's heading.
  const deleteButton = item.getByRole('button', { name: 'Delete' })
  await deleteButton.click()
  const dialog = page.getByRole('dialog', { name: 'Delete this report?' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(deleteButton).toBeFocused()
  await deleteButton.click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'The report was deleted.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your reports' })).toBeFocused()
  await expect(page.getByText('You have not subscribed to any report yet.')).toBeVisible()
})

for (const mode of consoleModes) {
  test.describe(`axe, ${mode.name}`, () => {
    test.use({ uiLanguage: mode.language, viewport: mode.viewport, colorScheme: mode.theme, reducedMotion: 'reduce' })

    test('the email reports page passes axe, with a report and its history open', async ({
      page,
      request,
      signedInAccount,
    }) => {
      const t = (key: string) => consoleText(mode.language, key)
      await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)
      const token = await accessTokenOf(page)
      const response = await request.post('/api/report-subscriptions', {
        headers: { authorization: `Bearer ${token}`, 'accept-language': mode.language },
        data: { frequency: 'monthly' },
      })
      expect(response.status(), await response.text()).toBe(201)
      const subscription = (await response.json()) as ReportSubscription
      const sent = await request.post(`/api/report-subscriptions/${subscription.id}/send-now`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(sent.status(), await sent.text()).toBe(200)
      await nextMail(signedInAccount.email)

      await page.goto('/settings/reports')
      await page.getByRole('button', { name: t('reportSubscriptions.history.show') }).click()
      await expect(page.getByRole('table')).toBeVisible()
      await auditScreen(page, mode, 'Settings → Email reports')
    })
  })
}
