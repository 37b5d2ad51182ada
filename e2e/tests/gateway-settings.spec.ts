import type { APIRequestContext, Page } from '@playwright/test'
import type { AccessPoint } from '@wifi/contract'
import { accessPointByMac, syncEverything, syncedAccessPoints } from '../support/access-points.ts'
import { accessPointBehindGateway } from '../support/captive-rig.ts'
import { expect, test } from '../support/fixtures.ts'
import { uniqueTag } from '../support/management.ts'
import { appPort, appUrl } from '../support/servers.ts'

// An access point's view shows admins the exact settings for its gateway (ADR 021). The e2e server has no
// CAPTIVE_URL, so the settings use the console's own address, with a note saying so.

/** A new access point behind a gateway (`accessPointBehindGateway`), as the console has it for an admin. */
async function accessPointWithGateway(
  request: APIRequestContext,
  adminToken: string,
  gateway: Parameters<typeof accessPointBehindGateway>[2],
) {
  const { mac, accessPointId } = await accessPointBehindGateway(request, adminToken, gateway)
  return { point: await accessPointByMac(request, adminToken, mac), accessPointId }
}

/** Opens the access point's view from its row, found by its MAC address (the row's menu in the console's language). */
async function openView(page: Page, point: AccessPoint, labels = { actions: 'Actions for', view: 'View' }) {
  await page.goto(`/accesspoints?q=${encodeURIComponent(point.macAddress)}`)
  await page.getByRole('button', { name: `${labels.actions} ${point.name}`, exact: true }).click()
  await page.getByRole('menuitem', { name: labels.view, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: point.name })
  await expect(dialog).toBeVisible()
  return dialog
}

// The settings are copied to the clipboard, which the tests read back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('an admin copies an access point’s openNDS settings from its view, with its id in the faspath', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const secret = `Fas${uniqueTag('k').replace(/\W/g, '')}`
  const { point } = await accessPointWithGateway(request, signedInAdmin.token, {
    kind: 'opennds',
    secret,
    venueName: `${uniqueTag('gw')} Quán Cổng`,
  })
  const dialog = await openView(page, point)
  const section = dialog.getByRole('region', { name: 'Gateway settings' })
  await expect(section).toContainText(`faspath /wifi/opennds/${point.id}`)
  await expect(section).toContainText('The router needs php8-cli and php8-mod-openssl')
  await expect(section).toContainText('CAPTIVE_URL is not set on the server')
  await expect(dialog).not.toContainText(secret)

  // Copy from the keyboard: the focus stays on the button, and the live region says it worked.
  const copy = section.getByRole('button', { name: 'Copy settings', exact: true })
  await copy.focus()
  await page.keyboard.press('Enter')
  await expect(section.getByRole('status')).toHaveText('Settings copied.')
  await expect(copy).toBeFocused()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [
      'fasremoteip 127.0.0.1',
      `fasport ${appPort}`,
      `faspath /wifi/opennds/${point.id}`,
      'faskey <the secret set for this access point — never shown>',
      'fas_secure_enabled 2',
      'login_option_enabled 0',
      `gatewayname ${point.openwispDeviceId}`,
      '',
    ].join('\n'),
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Actions for ${point.name}`, exact: true })).toBeFocused()
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })
  const vi = { actions: 'Thao tác cho', view: 'Xem' }

  test('an admin copies a CoovaChilli access point’s settings, and an access point without a gateway says so', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const { point, accessPointId } = await accessPointWithGateway(request, signedInAdmin.token, {
      kind: 'chilli',
      secret: 'uam-secret',
      venueName: `${uniqueTag('gw')} Quán Chilli`,
    })
    const dialog = await openView(page, point, vi)
    const section = dialog.getByRole('region', { name: 'Thiết lập cổng captive portal' })
    await section.getByRole('button', { name: 'Sao chép thiết lập', exact: true }).click()
    await expect(section.getByRole('status')).toHaveText('Đã sao chép thiết lập.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [
        `HS_UAMSERVER=${appUrl}/wifi/chilli`,
        'HS_UAMSECRET=<khóa bí mật đã đặt cho điểm truy cập này — không bao giờ hiển thị>',
        `HS_NASID=${point.openwispDeviceId}`,
        'HS_UAMALLOW=127.0.0.1',
        '',
      ].join('\n'),
    )
    expect(accessPointId).toBe(point.id)
    await page.keyboard.press('Escape')

    // OpenWISP's devices, synced, have no gateway until an admin sets one.
    await syncEverything(request, signedInAdmin.token)
    const without = (await syncedAccessPoints(request, signedInAdmin.token)).find((item) => item.gatewayKind === null)!
    const plain = await openView(page, without, vi)
    await expect(plain.getByRole('region', { name: 'Thiết lập cổng captive portal' })).toContainText(
      'Điểm truy cập này chưa được thiết lập cổng captive portal.',
    )
    await expect(plain.getByRole('button', { name: 'Sao chép thiết lập' })).toHaveCount(0)
  })
})

test('a member customer’s view of their access point has no gateway settings', async ({
  page,
  request,
  adminToken,
  signedInAccount,
}) => {
  const { point } = await accessPointWithGateway(request, adminToken, {
    kind: 'opennds',
    secret: 'FasKeyOfMember1',
    venueName: `${uniqueTag('gw')} Quán Khách`,
    memberEmails: [signedInAccount.email],
  })
  const dialog = await openView(page, point)
  await expect(dialog).toContainText(point.openwispDeviceId)
  await expect(dialog.getByRole('heading', { name: 'Gateway settings' })).toHaveCount(0)
  await expect(dialog).not.toContainText('faspath')
  await expect(dialog).not.toContainText('Captive-portal gateway')
})
