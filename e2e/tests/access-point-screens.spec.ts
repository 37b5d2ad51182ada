import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import type { AccessPoint } from '@wifi/contract'
import { accessPointByMac, syncedAccessPoints } from '../support/access-points.ts'
import { accessPointBehindGateway } from '../support/captive-rig.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, field, toast } from '../support/forms.ts'
import { choose, firstCells, rowAction, setFacet, tableRows, uniqueTag, urlParams } from '../support/management.ts'
import { failingTileServer } from '../support/map-tiles.ts'
import { appPort, appUrl } from '../support/servers.ts'

// What a new operator tripped over on the access point screens and the long dialogs (issue 20, ADR 028).

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The scrolling part of the open dialog: it scrolls, while the title and the buttons around it stay in view. */
async function expectTitleAndButtonsStay(dialog: Locator, title: string, button: string) {
  const body = dialog.locator('[data-slot="dialog-body"]')
  const heading = dialog.getByRole('heading', { name: title, exact: true })
  const action = dialog.getByRole('button', { name: button, exact: true })
  await expect(heading).toBeInViewport({ ratio: 1 })
  await expect(action).toBeInViewport({ ratio: 1 })
  // Taller than its room: the body scrolls, not the page or the dialog.
  expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight + 10)).toBe(true)
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
  await expect(heading).toBeInViewport({ ratio: 1 })
  await expect(action).toBeInViewport({ ratio: 1 })
  // Nothing sideways.
  expect(await body.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
}

/** An access point OpenWISP has that no test has given a gateway yet. */
async function pointWithoutGateway(page: Page, token: string): Promise<AccessPoint> {
  const points = await syncedAccessPoints(page.request, token)
  const point = points.find((item) => item.gatewayKind === null && item.venueId === null)
  if (!point) throw new Error('No synced access point is free of a gateway')
  return point
}

async function openEdit(page: Page, point: AccessPoint) {
  await page.goto(`/accesspoints?q=${encodeURIComponent(point.macAddress)}`)
  await rowAction(page, point.name, 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit access point' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openView(page: Page, point: AccessPoint) {
  await page.goto(`/accesspoints?q=${encodeURIComponent(point.macAddress)}`)
  await rowAction(page, point.name, 'View')
  const dialog = page.getByRole('dialog', { name: point.name })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the venue dialog keeps its title and Save in view while its form scrolls', async ({
    page,
    signedInAdmin: _,
  }) => {
    await page.goto('/venues')
    await page.getByRole('button', { name: 'Add venue', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Add venue' })
    await expectTitleAndButtonsStay(dialog, 'Add venue', 'Save')
    // Which SSID guests see, said where the venue's is typed.
    await expect(dialog).toContainText('Guests see each access point’s own SSID')
  })

  test('the access point view keeps its QR code, Download PNG and Print label in view', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const point = (await syncedAccessPoints(request, signedInAdmin.token))[0]!
    const dialog = await openView(page, point)
    await expect(dialog.getByRole('img', { name: `QR code of ${point.name}: its id and MAC address` })).toBeInViewport({
      ratio: 1,
    })
    for (const button of ['Download PNG', 'Print label']) {
      await expect(dialog.getByRole('button', { name: button, exact: true })).toBeInViewport({ ratio: 1 })
    }
    await expectTitleAndButtonsStay(dialog, point.name, 'Download PNG')
  })
})

test('access points whose names share a long start are told apart by their end, whole on hover and focus', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const tag = uniqueTag('apn')
  const [first, second] = (await syncedAccessPoints(request, signedInAdmin.token)).slice(-2)
  const names = [`${tag}-khach-san-song-han-da-nang-tang-01`, `${tag}-khach-san-song-han-da-nang-tang-02`]
  for (const [at, point] of [first!, second!].entries()) {
    const renamed = await request.patch(`/api/access-points/${point.id}`, {
      headers: bearer(signedInAdmin.token),
      data: { name: names[at], ssid: point.ssid ?? 'Khách sạn Free' },
    })
    expect(renamed.status(), await renamed.text()).toBe(200)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/accesspoints?q=${tag}&sort=name`)
  // The cells hold the whole names (search, copy and screen readers get them whole)…
  await expect(firstCells(page)).toHaveText(names)
  for (const [at, name] of names.entries()) {
    const cell = firstCells(page).nth(at)
    // …the start gives way (cut), the end that tells them apart is on screen inside the cell.
    const start = cell.getByText(name.slice(0, -8), { exact: true })
    expect(await start.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    const end = cell.getByText(name.slice(-8), { exact: true })
    await expect(end).toBeVisible()
    const [cellBox, endBox] = [await cell.boundingBox(), await end.boundingBox()]
    expect(endBox!.x + endBox!.width).toBeLessThanOrEqual(cellBox!.x + cellBox!.width)
  }
  // The whole name in a tooltip, from the keyboard and from the pointer.
  await firstCells(page).nth(0).locator('[tabindex="0"]').focus()
  await expect(page.getByRole('tooltip')).toHaveText(names[0]!)
  await page.keyboard.press('Escape')
  await firstCells(page).nth(1).getByText(names[1]!.slice(-8), { exact: true }).hover()
  await expect(page.getByRole('tooltip')).toHaveText(names[1]!)
})

test('an access point outside every venue says so, and the venue filter finds those', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const loose = await pointWithoutGateway(page, signedInAdmin.token)
  await page.goto(`/accesspoints?q=${encodeURIComponent(loose.macAddress)}`)
  await expect(tableRows(page).first().getByRole('cell').nth(1)).toHaveText('No venue')

  await page.goto('/accesspoints')
  await setFacet(page, 'Venue', 'No venue', true)
  expect(urlParams(page)).toMatchObject({ venueId: 'none' })
  await expect(tableRows(page).first()).toBeVisible()
  const venueCells = tableRows(page).locator('td:nth-child(2)')
  for (const text of await venueCells.allTextContents()) expect(text).toBe('No venue')
  // The same as the API's: every access point without a venue, and only those.
  const listed = await request.get('/api/access-points?venueId=none&pageSize=100', {
    headers: bearer(signedInAdmin.token),
  })
  const body = (await listed.json()) as { items: AccessPoint[]; total: number }
  expect(body.total).toBeGreaterThan(0)
  expect(body.items.every((item) => item.venueId === null)).toBe(true)
})

test('an admin sets an access point’s gateway and secret in its dialog; the secret is never shown, the view gives the lines', async ({
  page,
  signedInAdmin,
}) => {
  const point = await pointWithoutGateway(page, signedInAdmin.token)
  const secret = `Uam${randomBytes(6).toString('hex')}`
  let dialog = await openEdit(page, point)
  const gateway = dialog.getByRole('group', { name: 'Captive-portal gateway' })
  await expect(gateway).toContainText('Not set')
  // Which SSID guests see, said where the access point's is typed.
  await expect(dialog).toContainText('what guests see in their Wi-Fi list')

  await choose(dialog, 'Gateway', 'CoovaChilli')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expectFieldError(page, 'Secret', 'Enter the gateway’s secret')
  await field(page, 'Secret').fill(secret)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Access point updated')).toBeVisible()
  await expect(dialog).toBeHidden()

  // Set: said, never shown back; the view gives the lines to paste, with the console's address.
  dialog = await openEdit(page, point)
  await expect(dialog.getByRole('group', { name: 'Captive-portal gateway' })).toContainText('Set')
  await expect(field(page, 'Secret')).toHaveValue('')
  await page.keyboard.press('Escape')
  let view = await openView(page, point)
  let settings = view.getByRole('region', { name: 'Gateway settings' })
  for (const line of [
    `HS_UAMSERVER=${appUrl}/wifi/chilli`,
    `HS_NASID=${point.openwispDeviceId}`,
    'HS_UAMALLOW=127.0.0.1',
  ]) {
    await expect(settings).toContainText(line)
  }
  await expect(view).not.toContainText(secret)
  await page.keyboard.press('Escape')

  // The kind alone changes: the secret set stays.
  dialog = await openEdit(page, point)
  await choose(dialog, 'Gateway', 'openNDS')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()
  view = await openView(page, point)
  settings = view.getByRole('region', { name: 'Gateway settings' })
  for (const line of [
    'fasremoteip 127.0.0.1',
    `fasport ${appPort}`,
    `faspath /wifi/opennds/${point.id}`,
    'fas_secure_enabled 2',
  ]) {
    await expect(settings).toContainText(line)
  }
  const stored = await page.request.get(`/api/access-points/lookup?id=${point.id}`, {
    headers: bearer(signedInAdmin.token),
  })
  expect(await stored.json()).toMatchObject({ gatewayKind: 'opennds', hasGatewaySecret: true })
  expect(await stored.text()).not.toContain(secret)
})

test('a member customer’s edit dialog has no gateway fields', async ({
  page,
  request,
  adminToken,
  signedInAccount,
}) => {
  const { mac } = await accessPointBehindGateway(request, adminToken, {
    kind: 'chilli',
    secret: 'MemberUamSecret1',
    venueName: `${uniqueTag('gwf')} Quán Không Cổng`,
    memberEmails: [signedInAccount.email],
  })
  const point = await accessPointByMac(request, adminToken, mac)
  const dialog = await openEdit(page, point)
  await expect(field(page, 'SSID')).toBeVisible()
  await expect(dialog.getByRole('group', { name: 'Captive-portal gateway' })).toHaveCount(0)
  await expect(field(page, 'Secret')).toHaveCount(0)
  await expect(dialog).not.toContainText('HS_UAMSECRET')
})

test.describe('with its tile server out of reach', () => {
  // Chromium logs each refused tile.
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] })

  test('the map says so and keeps its markers on a plain background', async ({ page, request, signedInAdmin }) => {
    // OpenWISP's devices have places: synced, they are the map's markers.
    await syncedAccessPoints(request, signedInAdmin.token)
    await failingTileServer(page)
    await page.goto('/accesspoints?view=map')
    const map = page.getByRole('region', { name: 'Access points on the map' })
    await expect(map).toContainText(
      'The map background could not be loaded, so the access points are shown on a plain background.',
    )
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
    await expect(map.locator('.leaflet-tile')).toHaveCount(0)
  })
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the first access point card starts in the upper half, the rarer actions in one menu', async ({
    page,
    signedInAdmin: _,
  }) => {
    await page.goto('/accesspoints')
    const first = page.getByRole('list', { name: 'Access Points' }).locator(':scope > li').first()
    await expect(first).toBeVisible()
    // Header, title, search, filters, sort and two short rows of actions: under half of an 800 px screen (it was
    // 480 px with six buttons in four rows).
    expect((await first.boundingBox())!.y).toBeLessThan(400)
    await page.getByRole('button', { name: 'More actions', exact: true }).click()
    for (const item of ['Scan QR code', 'Sync by venue', 'Export CSV']) {
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible()
    }
    await page.getByRole('menuitemcheckbox', { name: 'Map', exact: true }).click()
    await expect.poll(() => urlParams(page).view).toBe('map')
  })

  test('the access point view keeps the MAC on one line, scrolls only downwards, and keeps Save in the edit dialog', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const point = (await syncedAccessPoints(request, signedInAdmin.token))[0]!
    const view = await openView(page, point)
    const mac = view.locator('dd').getByText(point.macAddress, { exact: true })
    const lines = await mac.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight)
      return element.getBoundingClientRect().height / lineHeight
    })
    expect(lines).toBeLessThan(1.5)
    await expectTitleAndButtonsStay(view, point.name, 'Download PNG')
    await page.keyboard.press('Escape')

    const edit = await openEdit(page, point)
    await expectTitleAndButtonsStay(edit, 'Edit access point', 'Save')
  })
})
