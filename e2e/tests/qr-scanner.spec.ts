import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import QRCode from 'qrcode'
import { syncedAccessPoints } from '../support/access-points.ts'
import { fakeCameraLaunchOptions, showOnFakeCamera } from '../support/fake-camera.ts'
import { expect, test } from '../support/fixtures.ts'
import { toast } from '../support/forms.ts'

// docs/product.md §8's scanner texts, exactly; the scanner reads Chromium's fake camera, fed a video of a QR code.

// Chromium with a fake camera; each test grants the camera or not, as a person would at the prompt.
test.use({ launchOptions: fakeCameraLaunchOptions })

/** Every camera stream the page opens, so a test can check they were all stopped. */
async function recordCameraStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = []
    Object.assign(window, { cameraStreams: streams })
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints)
      streams.push(stream)
      return stream
    }
  })
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  )

async function openScanner(page: Page) {
  await page.goto('/accesspoints')
  await page.getByRole('button', { name: 'Scan QR code', exact: true }).click()
  return page.getByRole('dialog', { name: 'Scan an access point’s QR code' })
}

test.describe('with a camera', () => {
  test.use({
    permissions: ['camera'],
    // The lookup of an id nobody has answers 404, which Chromium logs.
    allowedConsoleErrors: [/status of 404/],
  })

  test('a code with the id and MAC address opens that access point, and the camera stops', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const [point] = await syncedAccessPoints(request, signedInAdmin.token)
    showOnFakeCamera(JSON.stringify({ id: point!.id, mac_address: point!.macAddress }))
    await recordCameraStreams(page)
    const scanner = await openScanner(page)
    await expect(scanner.getByRole('status')).toHaveText('Looking for a QR code…')
    const view = page.getByRole('dialog', { name: point!.name })
    await expect(view).toContainText(point!.deviceCode, { timeout: 10_000 })
    await expect(scanner).toBeHidden()
    expect(await liveTracks(page)).toBe(0)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Scan QR code', exact: true })).toBeFocused()
  })

  test('a code that is not the JSON expected says so, and the camera stops when the dialog closes', async ({
    page,
    signedInAdmin: _,
  }) => {
    showOnFakeCamera('AP-000001 Quầy thu ngân')
    await recordCameraStreams(page)
    const scanner = await openScanner(page)
    await expect(toast(page, 'Invalid QR code format. Expected JSON with mac_address and/or id.')).toBeVisible({
      timeout: 10_000,
    })
    await expect(scanner).toBeVisible()
    expect(await liveTracks(page)).toBe(1)
    await page.keyboard.press('Escape')
    await expect(scanner).toBeHidden()
    expect(await liveTracks(page)).toBe(0)
  })

  test('a code naming an access point nobody has says the details could not be fetched', async ({
    page,
    signedInAdmin: _,
  }) => {
    showOnFakeCamera(JSON.stringify({ id: randomUUID() }))
    await openScanner(page)
    await expect(toast(page, 'Failed to fetch access point details')).toBeVisible({ timeout: 10_000 })
  })
})

test.describe('with the camera refused', () => {
  test.use({ uiLanguage: 'vi' })

  test('says so in Vietnamese, and a photo of the code opens the access point instead', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const [point] = await syncedAccessPoints(request, signedInAdmin.token)
    await page.goto('/accesspoints')
    await page.getByRole('button', { name: 'Quét mã QR', exact: true }).click()
    const scanner = page.getByRole('dialog', { name: 'Quét mã QR của điểm truy cập' })
    await expect(toast(page, 'Không thể truy cập camera. Vui lòng kiểm tra quyền truy cập.')).toBeVisible()
    await expect(scanner.getByRole('status')).toHaveText('Không dùng được camera: hãy chọn ảnh chụp mã.')
    await expect(scanner.getByRole('button', { name: 'Chọn ảnh', exact: true })).toBeVisible()

    const photo = await QRCode.toBuffer(JSON.stringify({ mac_address: point!.macAddress.toLowerCase() }))
    await scanner
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nhan.png', mimeType: 'image/png', buffer: photo })
    await expect(page.getByRole('dialog', { name: point!.name })).toContainText(point!.deviceCode)
  })
})
