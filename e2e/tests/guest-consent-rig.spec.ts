import type { APIRequestContext, Page } from '@playwright/test'
import { guestOnlineThroughRig, useRig } from '../support/captive-rig.ts'
import { expect, test } from '../support/fixtures.ts'
import { nextMail, skipMailSoFar } from '../support/mail.ts'
import { admin } from '../support/servers.ts'

// Issue 21: what a guest reads and decides before Connect, through the real openNDS gateway in the rig. Every guest
// here is the rig's one client device, let through and forgotten by the gateway in turn.

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
  const rigs = useRig()

  test('reads the terms and the notice without losing the page, chooses per purpose, reports the ad and erases the device’s data', async ({
    request,
    adminToken,
  }) => {
    // FAS level 2: the gateway vouches for the device's MAC, so the erasure reaches the device's other visits (at
    // level 1, whose MAC anyone could write, a visit reaches only itself: ADR 043).
    const rig = await rigs.up(request, adminToken, { venue: 'Cà phê Góc Phố', fasSecure: 2 })
    const venueId = rig.accessPoint.venue.id
    const ad = await rig.venueAd({
      title: 'Bánh flan nhà làm',
      componentType: 'video',
      duration: 20,
      targetText: 'Bánh flan',
    })

    // The first visit: both boxes unticked; the terms and the notice read on the way; measurement declined.
    const first = await rig.guest('vi-VN')
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
    // What the guest typed and ticked is kept: Connect once the countdown is over.
    const firstSession = await guestOnlineThroughRig(rig, first)
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
        bodyVi: `## Điều khoản ${rig.tag}\n\nDùng Wi-Fi văn minh.`,
        bodyEn: `## Terms ${rig.tag}\n\nUse the Wi-Fi kindly.`,
      },
    })
    expect(published.status()).toBe(201)
    const { version } = (await published.json()) as { version: number }
    await rig.deauth()

    // The second visit, in English: measurement accepted, the ad reported, then the device's data erased.
    await skipMailSoFar(admin.email)
    const second = await rig.guest('en-US')
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
    expect(report.subject).toBe('1 báo cáo quảng cáo mới từ khách / 1 new ad report from guests')
    expect(report.text).toContain(`“${ad.title}” — Misleading`)
    expect(report.text).toContain('Written by a guest, unchecked: "Hình không đúng món"')

    const secondSession = await guestOnlineThroughRig(rig, second, { answer: 'Banh Flan', measurement: true })
    // Accepted: the session names the device, so there is a consent to withdraw.
    await expect(second.getByRole('button', { name: 'Withdraw measurement consent' })).toBeVisible()
    const both = await consentsAt(request, adminToken, venueId)
    expect(both.find((consent) => consent.measurementAccepted)?.termsVersion).toBe(version)

    await second.getByRole('button', { name: 'Erase this device’s data' }).click()
    await expect(second.getByRole('heading', { name: 'This device’s data has been erased' })).toBeVisible()
    const requests = await request.get('/api/guest-data-requests?pageSize=100', { headers: bearer(adminToken) })
    const erased = ((await requests.json()) as { items: { kind: string; venueName: string; sessions: number }[] }).items
    // Both visits were this device's: the one that agreed, and the declined one its key still named (the rig's one
    // client device may also have visits of other tests' venues within the hour: they go too).
    const erasure = erased.find((item) => item.kind === 'erase' && item.venueName === rig.accessPoint.venue.name)
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
    const third = await rig.guest('vi-VN')
    await expect(third.getByRole('button', { name: 'Kết nối Wi-Fi' })).toBeVisible()
    await expect(third.getByText(ad.title)).toHaveCount(0)
  })
})
