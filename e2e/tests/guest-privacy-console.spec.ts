import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { GuestTexts } from '@wifi/contract'
import { createAd, dayFromToday, typedDay, type Ad } from '../support/advertisements.ts'
import { auditScreen, consoleModes, consoleText } from '../support/console-audit.ts'
import { accessPointBehindGateway, level1Fas, type GatewayAccessPoint } from '../support/captive-rig.ts'
import { adWatched } from '../support/chilli-guests.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, expectFieldErrors, field, toast } from '../support/forms.ts'
import { choose, createVenue, rowAction, searchFor, tableRows, uniqueTag } from '../support/management.ts'
import { accessTokenOf } from '../support/session.ts'
import { appUrl } from '../support/servers.ts'
import { assignAds } from '../support/venue-ads.ts'

// Settings → Guest privacy, the ads' guest reports and takedowns, and the venue's notice fields (ADR 033), in a
// browser against the real server. The evidence, the request and the report come from guests' visits made through
// the captive routes (no browser: the page's form posts), at an access point of a venue of this file's own.

/** Where the payloads say the gateway hands guests off; no gateway is reached, Connect's redirect is not followed. */
const gatewayAddress = '10.77.2.1:2050'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// ---------------------------------------------------------------------------------------------------------------
// Guests, through the captive routes as the page's forms post them

/** Opens a new device's guest page at the access point and answers its session id. */
async function openGuestPage(request: APIRequestContext, place: GatewayAccessPoint): Promise<string> {
  const response = await request.get(`/wifi/opennds?fas=${encodeURIComponent(level1Fas(place, gatewayAddress))}`)
  const html = await response.text()
  expect(response.status(), html.slice(0, 300)).toBe(200)
  const session = /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1]
  expect(session, 'the page names its guest session').toBeDefined()
  return session!
}

const postForm = (request: APIRequestContext, path: string, form: Record<string, string>) =>
  request.post(path, { form, maxRedirects: 0 })

/** Connect once the ad's wait is over, with the terms box and, when given, the measurement box ticked. */
async function connect(request: APIRequestContext, session: string, measurement: boolean) {
  await adWatched(request, session)
  const response = await postForm(request, '/wifi/connect', {
    session,
    terms: 'accepted',
    ...(measurement ? { measurement: 'accepted' } : {}),
  })
  expect(response.status(), await response.text()).toBe(303)
}

// ---------------------------------------------------------------------------------------------------------------
// What this file's tests share: a venue behind a gateway, its ad, and two guests' visits

interface Place {
  accessPoint: GatewayAccessPoint
  venueName: string
  ad: Ad
}
let place: Place

test.beforeAll(async ({ playwright, adminSession: adminToken }) => {
  test.setTimeout(90_000)
  const request = await playwright.request.newContext({ baseURL: appUrl })
  const tag = uniqueTag('gp')
  // First by name among the venues the filter offers (the first hundred), whatever other tests made.
  const venueName = `0 ${tag} Cà phê Quyền Riêng Tư`
  const accessPoint = await accessPointBehindGateway(request, adminToken, {
    kind: 'opennds',
    secret: 'privacykey1',
    venueName,
  })
  const ad = await createAd(request, adminToken, { title: `${tag} Trà đào cam sả`, duration: 1 })
  await assignAds(request, adminToken, accessPoint.venue.id, [ad.id])

  // A guest who reports the ad, connects agreeing to the measurement, then withdraws it; and one who declines it.
  const first = await openGuestPage(request, accessPoint)
  const report = await postForm(request, '/wifi/report', {
    session: first,
    ad: ad.id,
    reason: 'misleading',
    details: 'Giá trên quảng cáo khác giá tại quầy',
  })
  expect(report.status(), await report.text()).toBe(200)
  await connect(request, first, true)
  const withdraw = await postForm(request, '/wifi/data/withdraw', { session: first })
  expect(withdraw.status(), await withdraw.text()).toBe(200)
  await connect(request, await openGuestPage(request, accessPoint), false)

  await request.dispose()
  place = { accessPoint, venueName, ad }
})

const guestTexts = async (request: APIRequestContext, token: string) => {
  const response = await request.get('/api/guest-texts', { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return (await response.json()) as GuestTexts
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
/** A current text's card: a region named by its heading. */
const textCard = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true })

// ---------------------------------------------------------------------------------------------------------------
// Texts

test('an admin publishes a new version of the terms: the form’s messages first, then the new number', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const before = await guestTexts(request, signedInAdmin.token)
  await page.goto('/settings/guest-privacy')
  await expect(page).toHaveTitle('Guest privacy · Settings · Wi-Fi Console')
  await expect(tab(page, 'Texts')).toHaveAttribute('aria-selected', 'true')
  const terms = textCard(page, 'Terms of use')
  await expect(terms).toContainText(`Version ${before.terms.version}`)
  await expect(terms).toContainText(before.terms.contentHash.slice(0, 12))
  await expect(page.getByRole('columnheader', { name: 'Content hash' })).toBeVisible()

  const edit = page.getByRole('button', { name: 'Edit and publish: Terms of use', exact: true })
  await edit.click()
  const dialog = page.getByRole('dialog', { name: `Terms of use: new version ${before.terms.version + 1}` })
  await expect(dialog).toBeVisible()
  // It starts from the version guests see now.
  await expect(field(page, 'Text in Vietnamese')).toHaveValue(before.terms.bodyVi)
  await expect(dialog).toContainText('## Heading')

  // Who the version names is the operator setting, not a field of the text (ADR 055).
  await expect(dialog).toContainText(`It names the operator set above: ${before.operator.name}.`)
  await expect(field(page, "Operator's name")).toHaveCount(0)
  for (const label of ['Text in Vietnamese', 'Text in English']) await field(page, label).fill(' ')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expectFieldError(page, 'Text in Vietnamese', 'Please enter the text')
  await expectFieldError(page, 'Text in English', 'Please enter the text')

  // The same words as now (other tests read the guest pages), so only the number and the publisher change.
  await field(page, 'Text in Vietnamese').fill(before.terms.bodyVi)
  await field(page, 'Text in English').fill(before.terms.bodyEn)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const publish = dialog.getByRole('button', { name: 'Publish', exact: true })
  await expect(publish).toBeFocused()
  await expect(dialog).toContainText(
    'Publishing a new version: every guest is asked to agree to it from their next visit.',
  )
  // Back keeps what was typed.
  await dialog.getByRole('button', { name: 'Back to editing' }).click()
  await expect(field(page, 'Text in English')).toHaveValue(before.terms.bodyEn)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await publish.click()

  const next = before.terms.version + 1
  await expect(toast(page, `Terms of use version ${next} published`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(edit).toBeFocused()
  await expect(terms).toContainText(`Version ${next}`)
  await expect(terms).toContainText(signedInAdmin.email)
  await expect(page.getByRole('row').filter({ hasText: signedInAdmin.email }).first()).toContainText('Terms of use')

  const after = await guestTexts(request, signedInAdmin.token)
  expect(after.terms).toMatchObject({ version: next, publishedBy: signedInAdmin.email, bodyVi: before.terms.bodyVi })
  expect(after.terms.operator).toEqual(after.privacy.operator)
  expect(after.privacy.version).toBe(before.privacy.version)
})

test('an admin saves the operator: its messages first, then both texts name it, to guests and in the versions', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const before = await guestTexts(request, signedInAdmin.token)
  await page.goto('/settings/guest-privacy')
  const operator = page.getByRole('region', { name: 'Operator', exact: true })
  await expect(operator).toContainText(before.operator.name)
  const edit = operator.getByRole('button', { name: 'Edit operator', exact: true })
  await edit.click()
  const dialog = page.getByRole('dialog', { name: 'Operator of the Wi-Fi service' })
  await expect(dialog).toContainText(
    'Saving publishes a new version of each text that names another operator, its words unchanged',
  )
  const save = dialog.getByRole('button', { name: 'Save', exact: true })
  for (const label of ["Operator's name", 'Address', 'Email']) await field(page, label).fill('')
  await field(page, 'Phone (optional)').fill('12ab')
  await save.click()
  await expectFieldErrors(page, {
    "Operator's name": "Please enter the operator's name",
    Address: 'Please enter the address',
    Email: 'Please enter an email where guests can ask about their data',
    'Phone (optional)':
      'Please enter a valid phone number of at most 15 digits (a country code such as +84 is allowed)',
  })
  await expect(field(page, "Operator's name")).toBeFocused()
  await field(page, 'Email').fill('dulieu at wifisaigon')
  await save.click()
  await expectFieldError(page, 'Email', 'Please enter a valid email address')

  const name = `Công ty TNHH Wi-Fi Sài Gòn ${uniqueTag('op')}`
  await field(page, "Operator's name").fill(name)
  await field(page, 'Address').fill('45 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh')
  await field(page, 'Email').fill('DuLieu@WifiSaiGon.example.vn')
  await field(page, 'Phone (optional)').fill('028 3822 1234')
  await save.click()
  const published = `Terms of use version ${before.terms.version + 1} published. Privacy notice version ${before.privacy.version + 1} published`
  await expect(toast(page, 'Operator saved')).toContainText(published)
  await expect(dialog).toBeHidden()
  await expect(edit).toBeFocused()
  for (const shown of [name, '45 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh', 'dulieu@wifisaigon.example.vn']) {
    await expect(operator).toContainText(shown)
  }
  await expect(operator).not.toContainText('Not saved yet')
  // Each current text and each new version names it.
  await expect(textCard(page, 'Terms of use')).toContainText(name)
  await expect(textCard(page, 'Privacy notice')).toContainText(name)
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2)

  const after = await guestTexts(request, signedInAdmin.token)
  const saved = {
    name,
    address: '45 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
    email: 'dulieu@wifisaigon.example.vn',
    phone: '02838221234',
    contact: null,
  }
  expect(after.operator).toEqual({ ...saved, saved: true })
  expect([after.terms.operator, after.privacy.operator]).toEqual([saved, saved])
  expect(after.terms.bodyVi).toBe(before.terms.bodyVi)

  // What a guest reads: the same operator in both texts, with its address, email and phone.
  for (const path of ['/wifi/terms?lang=vi', '/wifi/privacy?lang=vi']) {
    await page.goto(path)
    const responsible = page.getByRole('region', { name: 'Ai chịu trách nhiệm' })
    await expect(responsible).toContainText(name)
    await expect(responsible).toContainText('Địa chỉ: 45 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh')
    await expect(responsible.getByRole('link', { name: 'dulieu@wifisaigon.example.vn' })).toHaveAttribute(
      'href',
      'mailto:dulieu@wifisaigon.example.vn',
    )
    await expect(responsible.getByRole('link', { name: '02838221234' })).toHaveAttribute('href', 'tel:02838221234')
  }
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the publish dialog says its messages and its confirmation in Vietnamese', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const before = await guestTexts(request, signedInAdmin.token)
    await page.goto('/settings/guest-privacy')
    await expect(textCard(page, 'Thông báo quyền riêng tư')).toContainText(`Phiên bản ${before.privacy.version}`)
    await expect(page.getByText('Thời gian lưu dữ liệu của khách')).toBeVisible()
    await expect(page.getByText(`${before.retentionDays.consents} ngày`, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Sửa và xuất bản: Thông báo quyền riêng tư', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(`Văn bản nêu đơn vị vận hành đã đặt ở trên: ${before.operator.name}.`)
    await field(page, 'Nội dung tiếng Anh').fill('')
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click()
    await expectFieldError(page, 'Nội dung tiếng Anh', 'Vui lòng nhập nội dung')
    await field(page, 'Nội dung tiếng Anh').fill(before.privacy.bodyEn)
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click()
    await expect(dialog).toContainText(
      'Xuất bản phiên bản mới: mọi khách sẽ được đề nghị đồng ý với phiên bản này từ lần truy cập tiếp theo.',
    )
    // Nothing is published until Publish.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect((await guestTexts(request, signedInAdmin.token)).privacy.version).toBe(before.privacy.version)
  })

  test('the operator dialog says its messages in Vietnamese', async ({ page, signedInAdmin: _ }) => {
    await page.goto('/settings/guest-privacy')
    await page.getByRole('button', { name: 'Sửa đơn vị vận hành', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Đơn vị vận hành dịch vụ Wi-Fi' })
    for (const label of ['Tên đơn vị vận hành', 'Địa chỉ', 'Email']) await field(page, label).fill('')
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click()
    await expectFieldErrors(page, {
      'Tên đơn vị vận hành': 'Vui lòng nhập tên đơn vị vận hành',
      'Địa chỉ': 'Vui lòng nhập địa chỉ',
      Email: 'Vui lòng nhập email để khách hỏi về dữ liệu của mình',
    })
    await field(page, 'Email').fill('dulieu@')
    await field(page, 'Số điện thoại (không bắt buộc)').fill('0283')
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click()
    await expectFieldErrors(page, {
      Email: 'Vui lòng nhập địa chỉ email hợp lệ',
      'Số điện thoại (không bắt buộc)':
        'Vui lòng nhập số điện thoại hợp lệ, tối đa 15 chữ số (có thể kèm mã quốc gia như +84)',
    })
    // Nothing is saved until the form is right.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test('a customer has no Guest privacy in Settings, and its address shows the 403 page', async ({
  page,
  request,
  signedInAccount: _,
}) => {
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Security', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Guest privacy', exact: true })).toHaveCount(0)

  await page.goto('/settings/guest-privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Forbidden')
  const token = await accessTokenOf(page)
  for (const path of ['/api/guest-texts', '/api/guest-consents', '/api/guest-data-requests', '/api/ad-reports']) {
    expect((await request.get(path, { headers: bearer(token) })).status(), path).toBe(403)
  }
  const operator = { name: 'Khách', address: '1 Lê Lợi', email: 'khach@example.vn' }
  expect((await request.put('/api/guest-operator', { headers: bearer(token), data: operator })).status()).toBe(403)
  // And the ads page offers a customer no reports.
  await page.goto('/advertisement')
  await expect(page.getByRole('heading', { level: 1, name: 'Advertisement' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Guest reports/ })).toHaveCount(0)
})

// ---------------------------------------------------------------------------------------------------------------
// Evidence and requests

test('the consent evidence filters by venue and day, and exports what the filters find', async ({
  page,
  signedInAdmin: _,
}) => {
  await page.goto('/settings/guest-privacy?tab=consents')
  await expect(tab(page, 'Consent evidence')).toHaveAttribute('aria-selected', 'true')
  // The server does not search the evidence: no search box, its own filters instead.
  await expect(page.getByRole('searchbox')).toHaveCount(0)

  await choose(page, 'Venue', place.venueName)
  await expect.poll(() => new URL(page.url()).searchParams.get('venueId')).toBe(place.accessPoint.venue.id)
  await expect(page.getByText('2 rows', { exact: true })).toBeVisible()
  const rows = tableRows(page)
  await expect(rows).toHaveCount(2)
  for (const row of await rows.all()) {
    await expect(row).toContainText(place.venueName)
    await expect(row).toContainText(place.accessPoint.name)
    await expect(row).toContainText('Tiếng Việt')
  }
  // Newest first: the guest who declined, then the one who agreed and withdrew later.
  const measurement = (row: Locator) => row.locator('td').nth(7)
  await expect(measurement(rows.nth(0))).toHaveText('No')
  await expect(measurement(rows.nth(1))).toHaveText('Yes')
  await expect(rows.nth(1).locator('td').nth(8)).not.toBeEmpty()
  await expect(rows.nth(0).locator('td').nth(8)).toBeEmpty()

  const day = field(page, 'Day (Vietnam time)')
  await day.fill(typedDay(dayFromToday(-1)))
  await expect.poll(() => new URL(page.url()).searchParams.get('day')).toBe(dayFromToday(-1))
  await expect(page.getByText('No consent records match. A record is made each time a guest connects.')).toBeVisible()
  await day.fill('31/02/2026')
  await day.press('Tab')
  await expectFieldError(page, 'Day (Vietnam time)', 'Please enter a date as dd/mm/yyyy, such as 25/11/2026')
  await day.fill(typedDay(dayFromToday(0)))
  await expect.poll(() => new URL(page.url()).searchParams.get('day')).toBe(dayFromToday(0))
  await expect(rows).toHaveCount(2)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const file = await download
  // Named by the server after what it holds, the day, the venue and the zone (docs/decisions/054).
  const today = dayFromToday(0)
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^guest-consent-evidence_${today}_${today}_venue-[a-z0-9-]+_UTC\\+07\\.csv$`),
  )
  const [comment, ...lines] = (await readFile(await file.path()))
    .toString('utf8')
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
  expect(comment).toContain(` · Venue: ${place.venueName} · Time zone: Vietnam time UTC+7 (Asia/Ho_Chi_Minh) · `)
  expect(lines[0]).toBe(
    'Time,Venue,Access point,Language,Terms version,Terms hash,Notice version,Notice hash,Terms agreed,Ad measurement,Withdrawn',
  )
  expect(lines.slice(1)).toHaveLength(2)
  for (const line of lines.slice(1)) expect(line).toContain(place.venueName)

  await page.getByRole('button', { name: 'Clear filters', exact: true }).click()
  await expect.poll(() => new URL(page.url()).searchParams.has('venueId')).toBe(false)
  await expect(field(page, 'Day (Vietnam time)')).toHaveValue('')
})

test('the data requests list the guest’s withdrawal, with the law’s deadlines', async ({ page, signedInAdmin: _ }) => {
  await page.goto('/settings/guest-privacy?tab=requests')
  await expect(page.getByText(/2 working days to answer a guest's request and 15 days to complete it/)).toBeVisible()
  const row = tableRows(page).filter({ hasText: place.venueName })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Withdraw ad measurement')
  // One session and one consent record no longer name the device.
  await expect(row.locator('td').nth(4)).toHaveText('1')
  await expect(row.locator('td').nth(5)).toHaveText('1')
})

test('the tabs work from the keyboard and keep their place in the address', async ({ page, signedInAdmin: _ }) => {
  await page.goto('/settings/guest-privacy')
  const texts = tab(page, 'Texts')
  await texts.focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, 'Consent evidence')).toBeFocused()
  await expect(tab(page, 'Consent evidence')).toHaveAttribute('aria-selected', 'true')
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('consents')
  await page.keyboard.press('End')
  await expect(tab(page, 'Data requests')).toHaveAttribute('aria-selected', 'true')
  await page.reload()
  await expect(tab(page, 'Data requests')).toHaveAttribute('aria-selected', 'true')
  await tab(page, 'Data requests').focus()
  await page.keyboard.press('Home')
  await expect(texts).toHaveAttribute('aria-selected', 'true')
  await expect.poll(() => new URL(page.url()).searchParams.has('tab')).toBe(false)

  // A dialog closed with Escape gives focus back to its button.
  const edit = page.getByRole('button', { name: 'Edit and publish: Privacy notice', exact: true })
  await edit.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog')).toContainText('Text in Vietnamese')
  await page.keyboard.press('Escape')
  await expect(edit).toBeFocused()
})

// ---------------------------------------------------------------------------------------------------------------
// Ad reports and takedowns

test('an admin takes a reported ad down from the guest reports, and restores it from its row', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const adState = async () => {
    const response = await request.get(`/api/advertisements/${place.ad.id}`, { headers: bearer(signedInAdmin.token) })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { takenDown: { reason: string } | null }).takenDown
  }
  await page.goto('/advertisement')
  const reportsButton = page.getByRole('button', { name: /^Guest reports \d+$/ })
  await reportsButton.click()
  const reports = page.getByRole('dialog', { name: "Guests' reports of ads" })
  const report = reports.locator('tbody tr').filter({ hasText: place.ad.title })
  await expect(report).toHaveCount(1)
  await expect(report).toContainText(place.venueName)
  await expect(report).toContainText('Misleading')
  await expect(report).toContainText('Giá trên quảng cáo khác giá tại quầy')
  await expect(report).toContainText('Shown')

  const act = report.getByRole('button', { name: `Take down ${place.ad.title}`, exact: true })
  await act.click()
  const takedown = page.getByRole('dialog', { name: 'Take down the ad' })
  await expect(takedown).toContainText(place.ad.title)
  await takedown.getByRole('button', { name: 'Take down', exact: true }).click()
  await expectFieldError(page, 'Reason', 'Please enter why the ad is taken down')
  await field(page, 'Reason').fill('Quảng cáo sai giá, khách phản ánh')
  await takedown.getByRole('button', { name: 'Take down', exact: true }).click()
  await expect(toast(page, 'Ad taken down everywhere')).toBeVisible()
  await expect(takedown).toBeHidden()
  await expect(report).toContainText('Taken down')
  // The same button, now Restore, has the focus back.
  await expect(report.getByRole('button', { name: `Restore ${place.ad.title}`, exact: true })).toBeFocused()
  expect(await adState()).toMatchObject({ reason: 'Quảng cáo sai giá, khách phản ánh' })

  await page.keyboard.press('Escape')
  await expect(reports).toBeHidden()
  await expect(reportsButton).toBeFocused()

  await searchFor(page.getByRole('searchbox', { name: 'Search ads…' }), place.ad.title)
  const row = tableRows(page).filter({ hasText: place.ad.title })
  await expect(row.getByText('Taken down', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: `Actions for ${place.ad.title}`, exact: true }).click()
  await page.getByRole('menuitem', { name: 'Restore', exact: true }).click()
  const restore = page.getByRole('dialog', { name: 'Restore the ad' })
  await restore.getByRole('button', { name: 'Restore', exact: true }).click()
  await expect(toast(page, 'Ad restored')).toBeVisible()
  await expect(row.getByText('Taken down', { exact: true })).toHaveCount(0)
  expect(await adState()).toBeNull()
  // And its menu offers Take down again.
  await page.getByRole('button', { name: `Actions for ${place.ad.title}`, exact: true }).click()
  await expect(page.getByRole('menuitem', { name: 'Take down', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
})

test.describe('ad reports in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the takedown says its message and its toast in Vietnamese, and the restore too', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const tag = uniqueTag('gpvi')
    const ad = await createAd(request, signedInAdmin.token, { title: `${tag} Bánh mì chảo` })
    await page.goto(`/advertisement?q=${encodeURIComponent(ad.title)}`)
    await page.getByRole('button', { name: `Thao tác cho ${ad.title}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Gỡ quảng cáo', exact: true }).click()
    const takedown = page.getByRole('dialog', { name: 'Gỡ quảng cáo' })
    await takedown.getByRole('button', { name: 'Gỡ quảng cáo', exact: true }).click()
    await expectFieldError(page, 'Lý do', 'Vui lòng nhập lý do gỡ quảng cáo')
    await field(page, 'Lý do').fill('Nội dung chưa được duyệt')
    await takedown.getByRole('button', { name: 'Gỡ quảng cáo', exact: true }).click()
    await expect(toast(page, 'Đã gỡ quảng cáo ở mọi địa điểm')).toBeVisible()
    await expect(tableRows(page).first().getByText('Đã gỡ', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: `Thao tác cho ${ad.title}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Khôi phục', exact: true }).click()
    await page.getByRole('dialog', { name: 'Khôi phục quảng cáo' }).getByRole('button', { name: 'Khôi phục' }).click()
    await expect(toast(page, 'Đã khôi phục quảng cáo')).toBeVisible()
    await expect(tableRows(page).first().getByText('Đã gỡ', { exact: true })).toHaveCount(0)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// The venue's notice fields

test('a venue’s name and contact for its privacy notice are saved from its dialog', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('notice')
  const venue = await createVenue(request, signedInAdmin.token, { name: `${tag} Quán Bún Chả` })
  await page.goto('/venues')
  await searchFor(page.getByRole('searchbox', { name: 'Search venues…' }), tag)
  await rowAction(page, venue.name, 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit venue' })
  await expect(dialog).toContainText(
    "Optional. The venue's name as its guests' privacy notice shows it, beside the operator's.",
  )
  await field(page, 'Name in the privacy notice').fill('Hộ kinh doanh Bún Chả Hương Liên')
  await field(page, 'Privacy contact').fill('quyenriengtu@bunchahuonglien.vn')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Venue updated')).toBeVisible()

  const saved = await request.get(`/api/venues/${venue.id}`, { headers: bearer(signedInAdmin.token) })
  expect(await saved.json()).toMatchObject({
    noticeName: 'Hộ kinh doanh Bún Chả Hương Liên',
    noticeContact: 'quyenriengtu@bunchahuonglien.vn',
  })
  // Opened again, the dialog shows them; emptied, they are cleared.
  await rowAction(page, venue.name, 'Edit')
  await expect(field(page, 'Privacy contact')).toHaveValue('quyenriengtu@bunchahuonglien.vn')
  await field(page, 'Privacy contact').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const cleared = await request.get(`/api/venues/${venue.id}`, { headers: bearer(signedInAdmin.token) })
  expect(await cleared.json()).toMatchObject({ noticeName: 'Hộ kinh doanh Bún Chả Hương Liên', noticeContact: null })
})

// ---------------------------------------------------------------------------------------------------------------
// Accessibility: axe (WCAG 2.2 AA) on every new screen and dialog, in the three consoleModes of the console's audit

for (const mode of consoleModes) {
  test.describe(`axe, ${mode.name}`, () => {
    test.use({ uiLanguage: mode.language, viewport: mode.viewport, colorScheme: mode.theme, reducedMotion: 'reduce' })

    test('every guest-privacy screen and dialog passes axe', async ({ page, signedInAdmin: _ }) => {
      test.setTimeout(120_000)
      const t = (key: string, values?: Record<string, string>) => consoleText(mode.language, key, values)
      await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)

      await page.goto('/settings/guest-privacy')
      await expect(page.getByRole('heading', { level: 2, name: t('guestPrivacy.title') })).toBeVisible()
      await auditScreen(page, mode, 'Texts')

      const kind = t('guestPrivacy.texts.kinds.terms')
      await page.getByRole('button', { name: t('guestPrivacy.texts.editFor', { kind }), exact: true }).click()
      const dialog = page.getByRole('dialog')
      const english = await field(page, t('guestPrivacy.publish.bodyEn')).inputValue()
      await field(page, t('guestPrivacy.publish.bodyEn')).fill('')
      await dialog.getByRole('button', { name: t('guestPrivacy.publish.continue') }).click()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
      await auditScreen(page, mode, 'publish dialog with a field error')
      await field(page, t('guestPrivacy.publish.bodyEn')).fill(english)
      await dialog.getByRole('button', { name: t('guestPrivacy.publish.continue') }).click()
      await expect(dialog.getByRole('button', { name: t('guestPrivacy.publish.submit'), exact: true })).toBeFocused()
      await auditScreen(page, mode, 'publish dialog, confirming')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: t('guestPrivacy.operator.edit'), exact: true }).click()
      const operator = page.getByRole('dialog', { name: t('guestPrivacy.operator.dialogTitle') })
      await field(page, t('guestPrivacy.operator.email')).fill('')
      await operator.getByRole('button', { name: t('save'), exact: true }).click()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
      await auditScreen(page, mode, 'operator dialog with a field error')
      await page.keyboard.press('Escape')

      await tab(page, t('guestPrivacy.tabs.consents')).click()
      await choose(page, t('guestPrivacy.consents.venue'), place.venueName)
      await expect(tableRows(page).or(page.locator('main ul li')).first()).toBeVisible()
      await auditScreen(page, mode, 'Consent evidence, one venue')
      await tab(page, t('guestPrivacy.tabs.requests')).click()
      await auditScreen(page, mode, 'Data requests')

      await page.goto('/advertisement')
      await page.getByRole('button', { name: new RegExp(`^${t('advertisements.reports.action')}`) }).click()
      const reports = page.getByRole('dialog', { name: t('advertisements.reports.title') })
      await expect(reports.getByText(place.ad.title).first()).toBeVisible()
      await auditScreen(page, mode, 'Guest reports')
      const act = reports
        .getByRole('button', {
          name: new RegExp(`^(${t('advertisements.takedown.action')}|${t('advertisements.restore.action')}) `),
        })
        .first()
      await act.click()
      await expect(page.getByRole('dialog')).toHaveCount(2)
      await auditScreen(page, mode, 'take down or restore, from the reports')
    })
  })
}
