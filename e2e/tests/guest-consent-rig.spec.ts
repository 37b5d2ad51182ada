import { chromium, type APIRequestContext, type Page } from '@playwright/test'
import { createAd } from '../support/advertisements.ts'
import { accessPointBehindGateway, canRunRig, startRig, type Rig } from '../support/captive-rig.ts'
import { expect, test } from '../support/fixtures.ts'
import { nextMail, skipMailSoFar } from '../support/mail.ts'
import { uniqueTag } from '../support/management.ts'
import { admin } from '../support/servers.ts'
import { assignAds } from '../support/venue-ads.ts'

// Issue 21: what a guest reads and decides before Connect, through the real openNDS gateway in the rig. Every guest
// here is the rig's one client device, let through and forgotten by the gateway in turn.

const browserArgs = ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

interface Consent {
  termsVersion: number
  measurementAccepted: boolean
}

async function consentsAt(request: APIRequestContext, token: string, venueId: string): Promise<Consent[]> {
  const response = await request.get(`/api/guest-consents?venueId=${venueId}&pageSize=100`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { items: Consent[] }).items
}

/** The seconds the countdown shows now. */
async function secondsShown(guest: Page): Promise<number> {
  const text = await guest.getByRole('timer').textContent()
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? 0)
}

test.describe('a guest deciding what they accept, behind the real openNDS gateway', () => {
  test.skip(!canRunRig, 'the openNDS rig needs root for its network namespaces (CI runs as root)')
  test.setTimeout(240_000)

  let rig: Rig | undefined
  test.afterEach(async () => {
    await rig?.down()
    rig = undefined
  })

  test('reads the terms and the notice without losing the page, chooses per purpose, reports the ad and erases the device’s data', async ({
    request,
    adminToken,
  }) => {
    const tag = uniqueTag('consent')
    const fasKey = `key${tag.replace(/[^A-Za-z0-9]/g, '')}`
    const accessPoint = await accessPointBehindGateway(request, adminToken, {
      kind: 'opennds',
      secret: fasKey,
      venueName: `${tag} Cà phê Góc Phố`,
    })
    const venueId = accessPoint.venue.id
    const ad = await createAd(request, adminToken, {
      title: `${tag} Bánh flan nhà làm`,
      componentType: 'video',
      duration: 20,
      targetText: 'Bánh flan',
    })
    await assignAds(request, adminToken, venueId, [ad.id])
    rig = await startRig({ gatewayMac: accessPoint.mac, fasKey, fasSecure: 1, faspath: '/wifi/opennds' })
    const browser = await chromium.launch({ executablePath: rig.env.RIG_CHROMIUM, args: browserArgs })
    try {
      // The first visit: both boxes unticked; the terms and the notice read on the way; measurement declined.
      const first = await (await browser.newContext({ locale: 'vi-VN' })).newPage()
      await first.goto(rig.env.RIG_INTERNET_URL!)
      await expect(first.getByRole('heading', { name: ad.title })).toBeVisible()
      const terms = first.getByLabel('Tôi đồng ý với Điều khoản sử dụng')
      const measurement = first.getByLabel('Cho phép địa điểm và các nhà quảng cáo đo lường')
      await expect(terms).not.toBeChecked()
      await expect(measurement).not.toBeChecked()
      await expect(first.getByText('Quảng cáo', { exact: true })).toBeVisible()
      await first.getByLabel('Nhập dòng chữ sau để tiếp tục').fill('banh flan')
      await terms.check()
      const before = await secondsShown(first)
      expect(before).toBeGreaterThan(5)

      await first.getByRole('link', { name: 'Điều khoản sử dụng' }).click()
      await expect(first.getByRole('heading', { level: 1, name: 'Điều khoản sử dụng' })).toBeVisible()
      await first.getByRole('link', { name: 'Quay lại trang Wi-Fi' }).first().click()
      await expect(first.getByLabel('Nhập dòng chữ sau để tiếp tục')).toHaveValue('banh flan')
      await expect(first.getByLabel('Tôi đồng ý với Điều khoản sử dụng')).toBeChecked()
      // The countdown went on while the guest read: it did not start over.
      expect(await secondsShown(first)).toBeLessThanOrEqual(before)

      await first.getByRole('link', { name: 'Thông báo quyền riêng tư' }).click()
      await expect(first.getByRole('heading', { level: 1, name: 'Thông báo quyền riêng tư' })).toBeVisible()
      await first.getByRole('link', { name: 'Quay lại trang Wi-Fi' }).first().click()
      await expect(first.getByLabel('Tôi đồng ý với Điều khoản sử dụng')).toBeChecked()
      const connect = first.getByRole('button', { name: 'Kết nối Wi-Fi' })
      await expect(connect).toBeEnabled({ timeout: 30_000 })
      await connect.click()
      await expect(first.getByRole('heading', { name: 'Bạn đã kết nối Wi-Fi' })).toBeVisible({ timeout: 30_000 })
      const firstSession = new URL(first.url()).searchParams.get('session')
      expect(await rig.state()).toBe('Authenticated')
      // Declined: the session names no device, so there is no measurement consent to withdraw.
      await expect(first.getByRole('button', { name: 'Xoá dữ liệu của thiết bị này' })).toBeVisible()
      await expect(first.getByRole('button', { name: 'Rút lại đồng ý đo lường' })).toHaveCount(0)
      const declined = await consentsAt(request, adminToken, venueId)
      expect(declined).toHaveLength(1)
      expect(declined[0]!.measurementAccepted).toBe(false)

      // A new version of the terms: the next visit is offered it, and its evidence names it.
      const published = await request.post('/api/guest-texts/terms', {
        headers: bearer(adminToken),
        data: {
          bodyVi: `## Điều khoản ${tag}\n\nDùng Wi-Fi văn minh.`,
          bodyEn: `## Terms ${tag}\n\nUse the Wi-Fi kindly.`,
          operatorName: 'Công ty Wi-Fi Góc Phố',
          operatorContact: 'lienhe@gocpho.example.vn',
        },
      })
      expect(published.status()).toBe(201)
      const { version } = (await published.json()) as { version: number }
      await rig.deauth()

      // The second visit, in English: measurement accepted, the ad reported, then the device's data erased.
      await skipMailSoFar(admin.email)
      const second = await (await browser.newContext({ locale: 'en-US' })).newPage()
      await second.goto(rig.env.RIG_INTERNET_URL!)
      await second.getByRole('link', { name: 'Terms of use' }).click()
      await expect(second.getByText(`Use the Wi-Fi kindly.`)).toBeVisible()
      await expect(second.getByText(`Version ${version}`)).toBeVisible()
      await second.getByRole('link', { name: 'Back to the Wi-Fi page' }).first().click()

      await second.locator('summary', { hasText: 'Report this ad' }).click()
      await second.getByLabel('Misleading').check()
      await second.getByLabel('Details (optional)').fill('Hình không đúng món')
      await second.getByRole('button', { name: 'Send report' }).click()
      await expect(second.getByText('Thank you, we received your report.')).toBeVisible()
      const report = await nextMail(admin.email)
      expect(report.subject).toContain(ad.title)
      expect(report.text).toContain('Hình không đúng món')

      await second.getByLabel('Type this text to continue').fill('Banh Flan')
      await second.getByLabel('I agree to the Terms of use').check()
      await second.getByLabel('Let the venue and its advertisers measure').check()
      const secondConnect = second.getByRole('button', { name: 'Connect to Wi-Fi' })
      await expect(secondConnect).toBeEnabled({ timeout: 30_000 })
      await secondConnect.click()
      await expect(second.getByRole('heading', { name: 'You’re connected' })).toBeVisible({ timeout: 30_000 })
      const secondSession = new URL(second.url()).searchParams.get('session')
      // Accepted: the session names the device, so there is a consent to withdraw.
      await expect(second.getByRole('button', { name: 'Withdraw measurement consent' })).toBeVisible()
      const both = await consentsAt(request, adminToken, venueId)
      expect(both.find((consent) => consent.measurementAccepted)?.termsVersion).toBe(version)

      await second.getByRole('button', { name: 'Erase this device’s data' }).click()
      await expect(second.getByRole('heading', { name: 'This device’s data has been erased' })).toBeVisible()
      const requests = await request.get('/api/guest-data-requests?pageSize=100', { headers: bearer(adminToken) })
      const erased = ((await requests.json()) as { items: { kind: string; venueName: string; sessions: number }[] })
        .items
      // Both visits were this device's: the one that agreed, and the declined one its key still named (the rig's one
      // client device may also have visits of other tests' venues within the hour: they go too).
      const erasure = erased.find((item) => item.kind === 'erase' && item.venueName === accessPoint.venue.name)
      expect(erasure?.sessions).toBeGreaterThanOrEqual(2)
      for (const visit of [firstSession, secondSession]) {
        // A session still held would offer its guest's data buttons on its landing page.
        const landing = await (await request.get(`/wifi/connected?session=${visit}`)).text()
        expect(landing).not.toContain('Xoá dữ liệu của thiết bị này')
        expect(landing).not.toContain('Erase this device’s data')
      }
      // The evidence stays.
      expect(await consentsAt(request, adminToken, venueId)).toHaveLength(2)

      // An admin takes the ad down: the next guest is not shown it.
      const takedown = await request.post(`/api/advertisements/${ad.id}/takedown`, {
        headers: bearer(adminToken),
        data: { reason: 'Khách báo hình không đúng món' },
      })
      expect(takedown.status()).toBe(200)
      // The ad's author (here the first admin) is told why.
      const toldAuthor = await nextMail(admin.email)
      expect(toldAuthor.text).toContain(ad.title)
      expect(toldAuthor.text).toContain('Khách báo hình không đúng món')
      await rig.deauth()
      const third = await (await browser.newContext({ locale: 'vi-VN' })).newPage()
      await third.goto(rig.env.RIG_INTERNET_URL!)
      await expect(third.getByRole('button', { name: 'Kết nối Wi-Fi' })).toBeVisible()
      await expect(third.getByText(ad.title)).toHaveCount(0)
    } finally {
      await browser.close()
    }
  })
})
