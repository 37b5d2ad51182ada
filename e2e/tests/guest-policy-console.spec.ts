import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { unlimitedGuestPolicy, type GuestPolicySettings, type Venue } from '@wifi/contract'
import { auditScreen, consoleModes, consoleText } from '../support/console-audit.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, field, toast } from '../support/forms.ts'
import { createVenue, rowActionByKeyboard, searchFor, uniqueTag } from '../support/management.ts'
import { accessTokenOf } from '../support/session.ts'
import { appUrl } from '../support/servers.ts'

// The guests' access policy in the console (issue 22): Settings → Guest access policy for admins (the default and
// the limits on customers), a venue's own from its menu (an admin's, and a member customer's within the limits), and
// what each gateway receives, as the screens preview it. The settings are the service's one set, so each test sets
// what it needs, and the file puts back what it found.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function readSettings(request: APIRequestContext, token: string): Promise<GuestPolicySettings> {
  const response = await request.get('/api/guest-policy', { headers: bearer(token) })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as GuestPolicySettings
}

async function saveSettings(request: APIRequestContext, token: string, settings: GuestPolicySettings) {
  const response = await request.put('/api/guest-policy', { headers: bearer(token), data: settings })
  expect(response.status(), await response.text()).toBe(200)
}

async function readVenue(request: APIRequestContext, token: string, id: string): Promise<Venue> {
  const response = await request.get(`/api/venues/${id}`, { headers: bearer(token) })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Venue
}

let found: GuestPolicySettings

test.beforeAll(async ({ playwright, adminSession }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl })
  found = await readSettings(request, adminSession)
  await request.dispose()
})

test.afterAll(async ({ playwright, adminSession }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl })
  await saveSettings(request, adminSession, found)
  await request.dispose()
})

/** The preview of what each gateway receives: CoovaChilli's attributes as "name value unit", openNDS's line. */
function preview(scope: Page | Locator, title = 'What each gateway receives') {
  const region = scope.getByRole('region', { name: title, exact: true })
  return {
    region,
    attribute: (name: string) =>
      region
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .locator('xpath=following-sibling::dd[1]'),
    terms: region.getByRole('term'),
    line: region.locator('code.block'),
  }
}

/** Opens a venue's ⋯ menu on /venues (found by its tag) and picks an item. */
async function venueMenu(page: Page, venue: { name: string }, tag: string, item: string, search = 'Search venues…') {
  await searchFor(page.getByRole('searchbox', { name: search }), tag)
  await page.getByRole('button', { name: new RegExp(`^(Actions for|Thao tác cho) ${venue.name}$`) }).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
}

// ---------------------------------------------------------------------------------------------------------------
// Settings → Guest access policy

test('an admin sets the default and the limits on customers: the messages first, then the preview and the save', async ({
  page,
  request,
  signedInAdmin,
}) => {
  await saveSettings(request, signedInAdmin.token, {
    default: { ...unlimitedGuestPolicy, sessionMinutes: 45 },
    customerLimits: unlimitedGuestPolicy,
  })
  await page.goto('/settings')
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Guest access policy' }).click()
  await expect(page).toHaveURL(/\/settings\/guest-policy$/)
  await expect(page).toHaveTitle('Guest access policy · Settings · Wi-Fi Console')
  await expect(page.getByRole('heading', { level: 2, name: 'Guest access policy' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Help: Guest access policy and who is online' })).toHaveAttribute(
    'href',
    '/help-center/guest-access-policy',
  )

  const defaults = page.getByRole('region', { name: 'Service default' })
  const limits = page.getByRole('region', { name: 'Limits on customers' })
  await expect(defaults.getByLabel('Session length (minutes)')).toHaveValue('45')
  await expect(defaults.getByLabel('Data quota (MB)')).toHaveAttribute('placeholder', 'No limit')
  await expect(defaults.getByLabel('Show the ad again after (hours)')).toHaveAttribute('placeholder', 'Every visit')
  await expect(limits.getByLabel('Session length (minutes)')).toHaveAttribute('placeholder', 'Any value')

  // Out of range, not whole: each refused under its field with its range.
  await defaults.getByLabel('Session length (minutes)').fill('10081')
  await defaults.getByLabel('Upload speed (kbit/s)').fill('1.5')
  await defaults.getByLabel('Idle timeout (minutes)').fill('0')
  await limits.getByLabel('Data quota (MB)').fill('nhiều')
  await defaults.getByLabel('Show the ad again after (hours)').fill('721')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const message = async (scope: Locator, label: string, text: string) => {
    const input = scope.getByLabel(label, { exact: true })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(scope.getByText(text, { exact: true })).toBeVisible()
  }
  await message(
    defaults,
    'Session length (minutes)',
    'Session length is a whole number of minutes from 1 to 10,080, or empty for no limit',
  )
  await message(
    defaults,
    'Upload speed (kbit/s)',
    'A rate is a whole number of kbit/s from 1 to 1,000,000, or empty for no limit',
  )
  await message(
    defaults,
    'Idle timeout (minutes)',
    'Idle timeout is a whole number of minutes from 1 to 1,440, or empty for no limit',
  )
  await message(
    defaults,
    'Show the ad again after (hours)',
    'Hours are a whole number from 1 to 720, or empty to always show the ad',
  )
  await message(
    limits,
    'Data quota (MB)',
    'The data quota is a whole number of MB from 1 to 1,000,000, or empty for no limit',
  )
  // The focus goes to the first field in error.
  await expect(defaults.getByLabel('Session length (minutes)')).toBeFocused()
  const shown = preview(defaults)
  await expect(shown.region).toContainText('Values that are not valid yet are left out.')

  await defaults.getByLabel('Session length (minutes)').fill('60')
  await defaults.getByLabel('Idle timeout (minutes)').fill('15')
  await defaults.getByLabel('Download speed (kbit/s)').fill('4096')
  await defaults.getByLabel('Upload speed (kbit/s)').fill('1024')
  // Five thousand, as Vietnamese groups it.
  await defaults.getByLabel('Data quota (MB)').fill('5.000')
  await defaults.getByLabel('Show the ad again after (hours)').fill('24')
  await limits.getByLabel('Session length (minutes)').fill('120')
  await limits.getByLabel('Data quota (MB)').fill('2048')

  // What the gateways will receive for the default as typed: seconds, kbit/s, the quota in octets and Gigawords.
  await expect(shown.terms).toHaveText([
    'Session-Timeout',
    'Idle-Timeout',
    'ChilliSpot-Bandwidth-Max-Down',
    'ChilliSpot-Bandwidth-Max-Up',
    'ChilliSpot-Max-Total-Octets',
    'ChilliSpot-Max-Total-Gigawords',
  ])
  await expect(shown.attribute('Session-Timeout')).toHaveText('3600 seconds')
  await expect(shown.attribute('Idle-Timeout')).toHaveText('900 seconds')
  await expect(shown.attribute('ChilliSpot-Bandwidth-Max-Down')).toHaveText('4096 kbit/s')
  await expect(shown.attribute('ChilliSpot-Bandwidth-Max-Up')).toHaveText('1024 kbit/s')
  await expect(shown.attribute('ChilliSpot-Max-Total-Octets')).toHaveText('947912704 bytes')
  await expect(shown.attribute('ChilliSpot-Max-Total-Gigawords')).toHaveText('1 × 4 GiB (2³² bytes)')
  await expect(shown.line).toHaveText('3600 1024 4096 5120000 5120000')
  await expect(shown.region.getByRole('listitem')).toHaveText([
    '3600 session length, seconds',
    '1024 upload rate, kbit/s',
    '4096 download rate, kbit/s',
    '5120000 upload quota, kB',
    '5120000 download quota, kB',
  ])
  await expect(shown.region).not.toContainText('left out')

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Guest access policy saved')).toBeVisible()
  expect(await readSettings(request, signedInAdmin.token)).toEqual({
    default: {
      sessionMinutes: 60,
      idleMinutes: 15,
      downloadKbps: 4096,
      uploadKbps: 1024,
      dataQuotaMb: 5000,
      adAgainAfterHours: 24,
    },
    customerLimits: { ...unlimitedGuestPolicy, sessionMinutes: 120, dataQuotaMb: 2048 },
  })
  await page.reload()
  await expect(page.getByRole('region', { name: 'Service default' }).getByLabel('Data quota (MB)')).toHaveValue('5000')
})

test('a customer has no Guest access policy in Settings, and its address shows the 403 page', async ({
  page,
  request,
  signedInAccount: _,
}) => {
  await page.goto('/settings')
  await expect(page.getByRole('link', { name: 'Appearance', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Guest access policy', exact: true })).toHaveCount(0)
  await page.goto('/settings/guest-policy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Forbidden')
  await expect(page.getByRole('textbox')).toHaveCount(0)
  // The server refuses a customer the settings' write, though any reader may read them (a venue's dialog shows them).
  const token = await accessTokenOf(page)
  const settings = await readSettings(request, token)
  const write = await request.put('/api/guest-policy', { headers: bearer(token), data: settings })
  expect(write.status()).toBe(403)
})

// ---------------------------------------------------------------------------------------------------------------
// A venue's own policy

test('a member customer sets their venue’s policy: the limits said, values above them refused, then saved and reset', async ({
  page,
  request,
  signedInAccount,
  adminToken,
}) => {
  await saveSettings(request, adminToken, {
    default: { ...unlimitedGuestPolicy, sessionMinutes: 60, dataQuotaMb: 500 },
    customerLimits: { ...unlimitedGuestPolicy, sessionMinutes: 120, dataQuotaMb: 2048 },
  })
  const tag = uniqueTag('policy')
  const venue = await createVenue(request, adminToken, {
    name: `${tag} Quán Cơm Tấm`,
    memberEmails: [signedInAccount.email],
  })
  await page.goto('/venues')
  await venueMenu(page, venue, tag, 'Guest access policy')
  const dialog = page.getByRole('dialog', { name: `Guest access policy: ${venue.name}` })

  // The venue follows the default, shown with what the gateways receive for it.
  await expect(dialog.getByRole('radio', { name: /^Use the service default/ })).toBeChecked()
  const summary = dialog.getByRole('region', { name: 'The service default' })
  await expect(summary).toContainText('Session length60 minutes')
  await expect(summary).toContainText('Data quota500 MB')
  await expect(summary).toContainText('Show the ad again afterEvery visit')
  await expect(preview(dialog).line).toHaveText('3600 0 0 512000 512000')

  await dialog.getByRole('radio', { name: /^Own policy for this venue/ }).click()
  await expect(field(page, 'Session length (minutes)')).toHaveValue('60')
  await expect(dialog.getByText('Your administrator allows at most 120 minutes.', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Your administrator allows at most 2,048 MB.', { exact: true })).toBeVisible()
  await field(page, 'Session length (minutes)').fill('180')
  // Empty is no limit, which is more than any limit.
  await field(page, 'Data quota (MB)').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expectFieldError(page, 'Session length (minutes)', 'Above the limit your administrator allows')
  await expectFieldError(page, 'Data quota (MB)', 'Above the limit your administrator allows')
  expect((await readVenue(request, adminToken, venue.id)).guestPolicy).toBeNull()

  await field(page, 'Session length (minutes)').fill('90')
  await field(page, 'Data quota (MB)').fill('1.500')
  await field(page, 'Download speed (kbit/s)').fill('2048')
  const shown = preview(dialog)
  await expect(shown.attribute('Session-Timeout')).toHaveText('5400 seconds')
  await expect(shown.attribute('ChilliSpot-Bandwidth-Max-Down')).toHaveText('2048 kbit/s')
  // 1,500 MB is under 4 GiB: octets only, no Gigawords.
  await expect(shown.attribute('ChilliSpot-Max-Total-Octets')).toHaveText('1572864000 bytes')
  await expect(shown.attribute('ChilliSpot-Max-Total-Gigawords')).toHaveCount(0)
  await expect(shown.line).toHaveText('5400 0 2048 1536000 1536000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `Guest access policy saved for ${venue.name}`)).toBeVisible()
  await expect(dialog).toBeHidden()
  expect((await readVenue(request, adminToken, venue.id)).guestPolicy).toEqual({
    ...unlimitedGuestPolicy,
    sessionMinutes: 90,
    downloadKbps: 2048,
    dataQuotaMb: 1500,
  })

  // Opened again, it shows the venue's own; back to the default, the venue has none.
  await venueMenu(page, venue, tag, 'Guest access policy')
  await expect(dialog.getByRole('radio', { name: /^Own policy for this venue/ })).toBeChecked()
  await expect(field(page, 'Session length (minutes)')).toHaveValue('90')
  await dialog.getByRole('radio', { name: /^Use the service default/ }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `${venue.name} now uses the service default`)).toBeVisible()
  expect((await readVenue(request, adminToken, venue.id)).guestPolicy).toBeNull()
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('a customer reads the limit and the refusal in Vietnamese; an admin is held to no limit', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    await saveSettings(request, signedInAdmin.token, {
      default: { ...unlimitedGuestPolicy, sessionMinutes: 60 },
      customerLimits: { ...unlimitedGuestPolicy, sessionMinutes: 120, dataQuotaMb: 2048 },
    })
    const tag = uniqueTag('chinhsach')
    const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Quán Bánh Mì` })
    await page.goto('/venues')
    await venueMenu(page, venue, tag, 'Chính sách truy cập của khách', 'Tìm địa điểm…')
    const dialog = page.getByRole('dialog', { name: `Chính sách truy cập của khách: ${venue.name}` })
    await dialog.getByRole('radio', { name: /^Chính sách riêng cho địa điểm này/ }).click()
    // An admin sees no limit and may go past the customers'.
    await expect(dialog.getByText(/Quản trị viên cho phép tối đa/)).toHaveCount(0)
    await field(page, 'Thời lượng phiên (phút)').fill('10.080')
    await field(page, 'Ngắt khi không dùng sau (phút)').fill('1441')
    await dialog.getByRole('button', { name: 'Lưu' }).click()
    await expectFieldError(
      page,
      'Ngắt khi không dùng sau (phút)',
      'Thời gian chờ là số phút nguyên từ 1 đến 1.440, hoặc để trống nếu không giới hạn',
    )
    await field(page, 'Ngắt khi không dùng sau (phút)').fill('')
    await expect(preview(dialog, 'Mỗi cổng nhận được gì').attribute('Session-Timeout')).toHaveText('604800 giây')
    await dialog.getByRole('button', { name: 'Lưu' }).click()
    await expect(toast(page, `Đã lưu chính sách truy cập cho ${venue.name}`)).toBeVisible()
    expect((await readVenue(request, signedInAdmin.token, venue.id)).guestPolicy).toEqual({
      ...unlimitedGuestPolicy,
      sessionMinutes: 10_080,
    })
  })

  test('the limit and the refusal as a customer reads them', async ({ page, request, signedInAccount, adminToken }) => {
    await saveSettings(request, adminToken, {
      default: { ...unlimitedGuestPolicy, sessionMinutes: 60 },
      customerLimits: { ...unlimitedGuestPolicy, sessionMinutes: 120 },
    })
    const tag = uniqueTag('gioihan')
    const venue = await createVenue(request, adminToken, {
      name: `${tag} Tiệm Trà Sữa`,
      memberEmails: [signedInAccount.email],
    })
    await page.goto('/venues')
    await venueMenu(page, venue, tag, 'Chính sách truy cập của khách', 'Tìm địa điểm…')
    const dialog = page.getByRole('dialog', { name: `Chính sách truy cập của khách: ${venue.name}` })
    await dialog.getByRole('radio', { name: /^Chính sách riêng cho địa điểm này/ }).click()
    await expect(dialog.getByText('Quản trị viên cho phép tối đa 120 phút.', { exact: true })).toBeVisible()
    await field(page, 'Thời lượng phiên (phút)').fill('121')
    await dialog.getByRole('button', { name: 'Lưu' }).click()
    await expectFieldError(page, 'Thời lượng phiên (phút)', 'Vượt quá giới hạn quản trị viên cho phép')
  })
})

// ---------------------------------------------------------------------------------------------------------------
// The keyboard

test('the venue policy dialog by keyboard alone: opened from the row’s menu, closed with Escape, focus back on the menu', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('keys')
  const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Quán Chè` })
  await page.goto('/venues')
  await searchFor(page.getByRole('searchbox', { name: 'Search venues…' }), tag)
  const menu = await rowActionByKeyboard(page, venue.name, 'Guest access policy')
  const dialog = page.getByRole('dialog', { name: `Guest access policy: ${venue.name}` })
  await expect(dialog).toBeVisible()
  // The dialog opens on its first control, the checked radio; an arrow moves the choice (held a moment, as a finger
  // does: the group checks the radio its arrow focused while the key is still down).
  const byDefault = dialog.getByRole('radio', { name: /^Use the service default/ })
  await expect(byDefault).toBeChecked()
  await expect(byDefault).toBeFocused()
  await page.keyboard.press('ArrowDown', { delay: 100 })
  await expect(dialog.getByRole('radio', { name: /^Own policy for this venue/ })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(field(page, 'Session length (minutes)')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(menu).toBeFocused()
})

// ---------------------------------------------------------------------------------------------------------------
// Accessibility: axe (WCAG 2.2 AA) on the new screen and dialog, in the three modes of the console's audit

for (const mode of consoleModes) {
  test.describe(`axe, ${mode.name}`, () => {
    test.use({ uiLanguage: mode.language, viewport: mode.viewport, colorScheme: mode.theme, reducedMotion: 'reduce' })

    test('the guest access policy screen and the venue’s policy dialog pass axe', async ({
      page,
      request,
      signedInAdmin,
    }) => {
      test.setTimeout(90_000)
      const t = (key: string, values?: Record<string, string>) => consoleText(mode.language, key, values)
      await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)
      await saveSettings(request, signedInAdmin.token, {
        default: { ...unlimitedGuestPolicy, sessionMinutes: 60, dataQuotaMb: 5000 },
        customerLimits: { ...unlimitedGuestPolicy, sessionMinutes: 120 },
      })

      await page.goto('/settings/guest-policy')
      const defaults = page.getByRole('region', { name: t('guestPolicy.settings.default') })
      await expect(defaults.getByLabel(new RegExp(`^${t('guestPolicy.fields.sessionMinutes')}`))).toHaveValue('60')
      await auditScreen(page, mode, 'Settings → Guest access policy')
      await defaults.getByLabel(new RegExp(`^${t('guestPolicy.fields.idleMinutes')}`)).fill('0')
      await page.getByRole('button', { name: t('save'), exact: true }).click()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
      await auditScreen(page, mode, 'Settings → Guest access policy with a field error')

      const tag = uniqueTag('axe')
      const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Quán Ốc` })
      await page.goto('/venues')
      await searchFor(page.getByRole('searchbox', { name: t('venues.searchPlaceholder') }), tag)
      await page.getByRole('button', { name: t('actionsFor', { name: venue.name }), exact: true }).click()
      await page.getByRole('menuitem', { name: t('guestPolicy.venue.action'), exact: true }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('region', { name: t('guestPolicy.venue.defaultNow') })).toBeVisible()
      await auditScreen(page, mode, 'venue policy dialog, the default')
      await dialog.getByRole('radio', { name: new RegExp(`^${t('guestPolicy.venue.own')}`) }).click()
      await dialog.getByLabel(new RegExp(`^${t('guestPolicy.fields.uploadKbps')}`)).fill('1,5')
      await dialog.getByRole('button', { name: t('save'), exact: true }).click()
      await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1)
      await auditScreen(page, mode, 'venue policy dialog, its own policy with a field error')
    })
  })
}
