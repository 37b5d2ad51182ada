import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { AccessPoint, AccessPointMap, ListResponse } from '@wifi/contract'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { syncToEnd, syncedAccessPoints, venueOnFreeGroup } from '../support/access-points.ts'
import { expect, test } from '../support/fixtures.ts'
import { expectFieldError, field, toast } from '../support/forms.ts'
import {
  choose,
  firstCells,
  rowAction,
  searchFor,
  setFacet,
  tableRows,
  uniqueTag,
  urlParams,
} from '../support/management.ts'
import { simulatedDevice } from '../support/openwisp.ts'
import { accessTokenOf } from '../support/session.ts'

// The English texts are the catalog's ("accessPoints"); docs/product.md §2 names the screen's parts.

/** The text of the QR code in a PNG file, read the way a phone's scanner reads it. */
function decodeQr(file: Buffer): string {
  const image = PNG.sync.read(file)
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
  if (!code) throw new Error('No QR code found in the PNG')
  return code.data
}

const searchBox = (page: Page, label = 'Search access points…') => page.getByRole('searchbox', { name: label })
/** "AA:BB:…" as a label or a colleague would write it: lower case with dashes. */
const dashed = (mac: string) => mac.toLowerCase().replaceAll(':', '-')

test('an admin finds an access point by its MAC written with dashes, filters by health, and views every field', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const point = (await syncedAccessPoints(request, signedInAdmin.token))[0]!
  await page.goto('/accesspoints')
  await expect(page.getByRole('heading', { name: 'Access Points', level: 1 })).toBeVisible()
  await expect(tableRows(page).first()).toBeVisible()

  await searchFor(searchBox(page), dashed(point.macAddress))
  await expect(firstCells(page)).toHaveText([point.name])
  const row = tableRows(page).first()
  await expect(row).toContainText(point.macAddress)
  const health = { online: 'Online', offline: 'Offline', maintenance: 'Maintenance', error: 'Error' }[
    point.healthStatus
  ]
  await expect(row).toContainText(health)

  // The health filter keeps the row when it names the row's health, and empties the list when it does not.
  const other = point.healthStatus === 'online' ? 'Error' : 'Online'
  await setFacet(page, 'Health', other, true)
  await expect(page.getByText('No access points match.', { exact: false })).toBeVisible()
  await setFacet(page, 'Health', other, false)
  await setFacet(page, 'Health', health, true)
  expect(urlParams(page)).toMatchObject({ q: dashed(point.macAddress), healthStatus: point.healthStatus })
  await expect(firstCells(page)).toHaveText([point.name])

  // The view dialog from the keyboard alone; closing it gives focus back to the row's menu button.
  const actions = page.getByRole('button', { name: `Actions for ${point.name}`, exact: true })
  await actions.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'View', exact: true }).press('Enter')
  const dialog = page.getByRole('dialog', { name: point.name })
  await expect(dialog).toContainText(point.deviceCode)
  await expect(dialog).toContainText(point.openwispDeviceId)
  await expect(dialog).toContainText(point.macAddress)

  // The QR code downloads as a PNG named after the access point, holding the payload the scanner reads.
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download PNG', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${point.name.replace(/[\s\\/:*?"<>|]+/g, '-')}.png`)
  expect(JSON.parse(decodeQr(await readFile(await file.path())))).toEqual({
    id: point.id,
    mac_address: point.macAddress,
  })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(actions).toBeFocused()
})

test('a health figure on the dashboard opens the access points filtered by that health', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const point = (await syncedAccessPoints(request, signedInAdmin.token))[0]!
  const health = { online: 'Online', offline: 'Offline', maintenance: 'Maintenance', error: 'Error' }[
    point.healthStatus
  ]
  await page.goto('/')
  await page
    .getByRole('link', { name: new RegExp(`^${health} \\d+$`) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/accesspoints\?/)
  expect(urlParams(page)).toEqual({ healthStatus: point.healthStatus })
  await expect(tableRows(page).first()).toContainText(health)
})

test.describe('adding, editing and deleting', () => {
  // OpenWISP's refusal of a MAC address another device has reaches the page as a 502, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 502/] })

  test('an admin adds an access point to a linked venue, edits its SSID, and deletes it once its name is typed', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    const tag = uniqueTag('ap')
    const venue = await venueOnFreeGroup(request, signedInAdmin.token, `${tag} Quán Gió`)
    const name = `quay-${tag}`
    const mac = ['02', 'E2', ...randomBytes(4).toString('hex').toUpperCase().match(/../g)!].join(':')

    await page.goto('/accesspoints')
    await page.getByRole('button', { name: 'Add access point', exact: true }).click()
    const addDialog = page.getByRole('dialog', { name: 'Add access point' })
    await addDialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expectFieldError(page, 'Name', 'Please enter the access point name')
    await expectFieldError(page, 'SSID', 'Please enter the SSID')
    await field(page, 'Name').fill('Quầy thu ngân')
    await expectFieldError(page, 'Name', 'Use letters, digits, hyphens and dots (a hostname), or a MAC address')
    await field(page, 'Name').fill(name)
    await field(page, 'SSID').fill('Quán Gió Free')
    await field(page, 'MAC address').fill(mac.toLowerCase().replaceAll(':', '-'))
    await choose(addDialog, 'Venue', venue.name)
    await addDialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(toast(page, 'Access point added')).toBeVisible()
    await expect(addDialog).toBeHidden()

    // The same MAC again, in Vietnamese: OpenWISP refuses it, the toast says so, and the dialog stays open.
    await page.locator('header').getByRole('button', { name: 'vi', exact: true }).click()
    await page.getByRole('button', { name: 'Thêm điểm truy cập', exact: true }).click()
    const againDialog = page.getByRole('dialog', { name: 'Thêm điểm truy cập' })
    await field(page, 'Tên').fill(`${name}-2`)
    await field(page, 'SSID').fill('Trùng MAC')
    await field(page, 'Địa chỉ MAC').fill(mac)
    await choose(againDialog, 'Địa điểm', venue.name)
    await againDialog.getByRole('button', { name: 'Lưu', exact: true }).click()
    const failure = toast(page, 'Không thể tạo điểm truy cập')
    await expect(failure).toBeVisible()
    await expect(failure).toContainText('OpenWISP từ chối thao tác')
    await expect(againDialog).toBeVisible()
    await page.keyboard.press('Escape')
    await page.locator('header').getByRole('button', { name: 'en', exact: true }).click()

    await searchFor(searchBox(page), mac)
    await expect(firstCells(page)).toHaveText([name])
    const row = tableRows(page).first()
    await expect(row).toContainText(venue.name)
    await expect(row).toContainText('Quán Gió Free')
    await expect(row).toContainText('Pending')

    await rowAction(page, name, 'Edit')
    const editDialog = page.getByRole('dialog', { name: 'Edit access point' })
    await expect(field(page, 'Name')).toHaveValue(name)
    await expect(editDialog.getByLabel('MAC address')).toHaveCount(0)
    await field(page, 'SSID').fill('Quán Gió Khách')
    await editDialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(toast(page, 'Access point updated')).toBeVisible()
    await expect(row).toContainText('Quán Gió Khách')

    await rowAction(page, name, 'Delete')
    const deleteDialog = page.getByRole('dialog', { name: 'Delete access point' })
    const deleteButton = deleteDialog.getByRole('button', { name: 'Delete', exact: true })
    await expect(deleteButton).toBeDisabled()
    await deleteDialog.getByLabel(`Type the access point’s name, ${name}, to confirm`, { exact: true }).fill(name)
    await deleteButton.click()
    await expect(toast(page, `Access point ${name} deleted`)).toBeVisible()
    await expect(page.getByText('No access points match.', { exact: false })).toBeVisible()
  })
})

test.describe('the map', () => {
  // Without the map's flights, each zoom is drawn at once: the markers under test do not move while they are used.
  test.use({ reducedMotion: 'reduce' })

  test('the map shows the filtered access points clustered by place; a marker opens its access point from the keyboard', async ({
    page,
    request,
    signedInAdmin,
  }) => {
    await syncedAccessPoints(request, signedInAdmin.token)
    const mapData = async (query: string) => {
      const response = await request.get(`/api/access-points/map${query}`, {
        headers: { authorization: `Bearer ${signedInAdmin.token}` },
      })
      return (await response.json()) as AccessPointMap
    }
    const online = await mapData('?healthStatus=online')
    expect(online.total).toBeGreaterThan(0)

    await page.goto('/accesspoints?healthStatus=online')
    await page.getByRole('button', { name: 'Map', exact: true }).click()
    expect(urlParams(page)).toMatchObject({ view: 'map', healthStatus: 'online' })
    const map = page.getByRole('region', { name: 'Access points on the map' })
    await expect(map.getByRole('status')).toHaveText(
      `${online.total} access point${online.total === 1 ? '' : 's'} with a place on the map`,
    )

    // Zoom into clusters until access points themselves show, then open one with Enter.
    const pointMarkers = map.getByRole('button', { name: / — Online$/ })
    for (let zooms = 0; zooms < 12 && (await pointMarkers.count()) === 0; zooms++) {
      await map
        .getByRole('button', { name: /access points: zoom in$/ })
        .first()
        .click()
    }
    const name = (await pointMarkers.first().getAttribute('title'))!.replace(/ — Online$/, '')
    const marker = map.getByRole('button', { name: `${name} — Online`, exact: true })
    expect(online.points.name).toContain(name)
    await marker.focus()
    await page.keyboard.press('Enter')
    const view = page.getByRole('dialog', { name })
    await expect(view).toContainText('Online')
    await page.keyboard.press('Escape')
    await expect(view).toBeHidden()
    await expect(marker).toBeFocused()

    // Leaflet pans to a marker that gains focus half outside the view; the marker keeps the focus through that move.
    await marker.blur()
    const markerBox = (await marker.boundingBox())!
    const mapBox = (await map.locator('.leaflet-container').boundingBox())!
    const from = { x: mapBox.x + mapBox.width / 2, y: mapBox.y + mapBox.height / 2 }
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(from.x + (mapBox.x + mapBox.width - markerBox.x - markerBox.width / 2), from.y, {
      steps: 5,
    })
    await page.mouse.up()
    await marker.focus()
    await expect(marker).toBeInViewport({ ratio: 1 })
    await expect(marker).toBeFocused()
  })
})

test('Export CSV downloads the searched access points with their headings', async ({
  page,
  request,
  signedInAdmin,
}) => {
  const point = (await syncedAccessPoints(request, signedInAdmin.token))[0]!
  await page.goto(`/accesspoints?q=${encodeURIComponent(point.macAddress)}`)
  await expect(firstCells(page)).toHaveText([point.name])
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
  const file = await download
  // Named by the server after what it holds, the search and the zone (docs/decisions/054).
  expect(file.suggestedFilename()).toMatch(/^access-points_\d{4}-\d{2}-\d{2}_search-[a-z0-9-]+_UTC\+07\.csv$/)
  const [comment, ...lines] = (await readFile(await file.path())).toString('utf8').slice(1).split('\r\n')
  expect(comment).toContain(`# Access points · Search: “${point.macAddress}” · Time zone: Vietnam time UTC+7`)
  expect(lines[0]).toBe(
    'Name,Code,Venue,Health,Configuration,MAC address,IP address,SSID,Model,Firmware,Last synced,Updated',
  )
  expect(lines.slice(1)).toHaveLength(2)
  expect(lines[1]).toContain(`${point.deviceCode}`)
  expect(lines[1]).toContain(point.macAddress)
})

test.describe('in Vietnamese', () => {
  test.use({ uiLanguage: 'vi' })

  test('the table speaks Vietnamese', async ({ page, request, signedInAdmin }) => {
    await syncedAccessPoints(request, signedInAdmin.token)
    await page.goto('/accesspoints?sort=healthStatus')
    await expect(page.getByRole('heading', { name: 'Điểm truy cập', level: 1 })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Tình trạng', exact: true })).toBeVisible()
    await expect(searchBox(page, 'Tìm điểm truy cập…')).toBeVisible()
    await expect(tableRows(page).first()).toBeVisible()
    await expect(page.getByRole('table')).toContainText(/Trực tuyến|Ngoại tuyến|Bảo trì|Lỗi/)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('access points show as cards with their health, venue and MAC', async ({ page, request, signedInAdmin }) => {
    const point = (await syncedAccessPoints(request, signedInAdmin.token))[0]!
    await page.goto(`/accesspoints?q=${encodeURIComponent(point.macAddress)}`)
    const cards = page.getByRole('list', { name: 'Access Points' }).locator(':scope > li')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText(point.name)
    await expect(cards.first()).toContainText(point.macAddress)
    await expect(cards.first()).toContainText(point.venueName ?? 'No venue')
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})

test('a member customer renames their venue’s access point and changes its SSID in OpenWISP, and manages the venue’s ads from it', async ({
  page,
  request,
  adminToken,
  signedInAccount,
}) => {
  const tag = uniqueTag('apm')
  const venue = await venueOnFreeGroup(request, adminToken, `${tag} Quán Thành Viên`, [signedInAccount.email])
  const token = await accessTokenOf(page)
  const { run } = await syncToEnd(request, token, `/api/venues/${venue.id}/sync`)
  expect(run?.status).toBe('succeeded')
  const listed = await request.get(`/api/access-points?venueId=${venue.id}&sort=name&pageSize=100`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const [point] = ((await listed.json()) as ListResponse<AccessPoint>).items
  const name = point!.name

  await page.goto(`/accesspoints?venueId=${venue.id}`)
  // No adding for a customer.
  await expect(page.getByRole('button', { name: 'Add access point' })).toHaveCount(0)
  await expect(tableRows(page).filter({ hasText: name })).toContainText(venue.name)

  const renamed = `quay-${tag}`
  await rowAction(page, name, 'Edit')
  const editDialog = page.getByRole('dialog', { name: 'Edit access point' })
  await field(page, 'Name').fill(renamed)
  await field(page, 'SSID').fill('Quán Thành Viên Free')
  await editDialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Access point updated')).toBeVisible()
  await expect(tableRows(page).filter({ hasText: renamed })).toContainText('Quán Thành Viên Free')
  // OpenWISP has it: the name, and the SSID on every radio.
  const device = await simulatedDevice(request, point!.openwispDeviceId)
  expect(device.name).toBe(renamed)
  expect(device.ssids.length).toBeGreaterThan(0)
  for (const ssid of device.ssids) expect(ssid).toBe('Quán Thành Viên Free')

  // The venue's ads, from the access point's menu; closing returns focus to that menu's button. The toast is closed
  // first: it sits over the bottom row's menu, and a pointer resting on it holds it open.
  await toast(page, 'Access point updated').getByRole('button', { name: 'Close notification' }).click()
  await expect(toast(page, 'Access point updated')).toHaveCount(0)
  await rowAction(page, renamed, 'Manage venue ads')
  const adsDialog = page.getByRole('dialog', { name: `Manage ads for ${venue.name}` })
  await expect(adsDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(adsDialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Actions for ${renamed}`, exact: true })).toBeFocused()
})
