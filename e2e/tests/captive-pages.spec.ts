import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { createAd } from '../support/advertisements.ts'
import { accessPointBehindGateway, level1Fas, type GatewayAccessPoint } from '../support/captive-rig.ts'
import { expect, test } from '../support/fixtures.ts'
import { runAxe, wcagTags } from '../support/console-audit.ts'
import { uniqueTag } from '../support/management.ts'
import { appUrl } from '../support/servers.ts'
import { assignAds } from '../support/venue-ads.ts'

// The captive page's every state in a browser, without a gateway (the real openNDS run is captive-opennds.spec.ts):
// the axe check in the three modes, the keyboard alone, and a phone on a slow link. The gateway's hand-off address
// is a private one, as the server sends guests nowhere else; each browser context reaches it through a stand-in on
// this machine, its HTTP proxy, that accepts as openNDS does after a right token.

/** Where the payloads say the gateway listens: the rig's address, but no rig here (the proxy answers for it). */
const gatewayAddress = '10.77.2.1:2050'
let gateway: Server
/** What reached the stand-in other than a hand-off: the app must stay direct, or its pages would not load. */
const strayRequests: string[] = []

interface Mode {
  name: string
  locale: 'vi-VN' | 'en-US'
  colorScheme: 'light' | 'dark'
  viewport: { width: number; height: number }
}

const modes: Mode[] = [
  { name: 'vi, light, 1280×800', locale: 'vi-VN', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'en, dark, 1280×800', locale: 'en-US', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: 'vi, light, 375×812', locale: 'vi-VN', colorScheme: 'light', viewport: { width: 375, height: 812 } },
]

/** An openNDS redirect's `fas` for a new guest device at the access point. */
const fasFor = (accessPoint: GatewayAccessPoint) => level1Fas(accessPoint, gatewayAddress)
const openndsPath = (fas: string) => `/wifi/opennds?fas=${encodeURIComponent(fas)}`
const guestPath = (accessPoint: GatewayAccessPoint) => openndsPath(fasFor(accessPoint))

/**
 * A stand-in for the gateway's hand-off address, as the browser's proxy: it accepts any token at
 * `http://<gatewayAddress>/opennds_auth/` and sends the guest on to the landing page it was given, as openNDS does
 * after a right one (the real gateway is captive-opennds.spec.ts's). Anything else is refused and noted.
 */
async function startAcceptingGateway(): Promise<Server> {
  const server = createServer((request, response) => {
    // A proxy is sent the absolute URI (`GET http://10.77.2.1:2050/opennds_auth/?tok=…`).
    const target = URL.canParse(request.url ?? '') ? new URL(request.url!) : null
    if (target?.host !== gatewayAddress || target.pathname !== '/opennds_auth/') {
      strayRequests.push(`${request.method} ${request.url}`)
      response.writeHead(502).end()
      return
    }
    response.writeHead(302, { location: target.searchParams.get('redir') ?? '/' }).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

/**
 * A guest's browser context: the gateway's address through the stand-in, the app on 127.0.0.1 direct (Playwright
 * would otherwise send loopback through the proxy too).
 */
const guestContext = (browser: Browser, options: BrowserContextOptions) =>
  browser.newContext({
    ...options,
    proxy: { server: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`, bypass: '127.0.0.1' },
  })

async function audit(page: Page, mode: Mode, screen: string) {
  await test.step(screen, async () => {
    const violations = await runAxe(page, { runOnly: { type: 'tag', values: wcagTags } })
    const failing = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    const count = (impact: string) =>
      violations.filter((violation) => violation.impact === impact).reduce((n, v) => n + v.nodes.length, 0)
    console.log(
      `[${mode.name}] captive ${screen}: ${['critical', 'serious', 'moderate', 'minor'].map((impact) => `${impact} ${count(impact)}`).join(', ')}`,
    )
    expect(
      failing.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}

let accessPoint: GatewayAccessPoint
let bareAccessPoint: GatewayAccessPoint

test.beforeAll(async ({ playwright, adminSession: adminToken }) => {
  gateway = await startAcceptingGateway()
  const request = await playwright.request.newContext({ baseURL: appUrl })
  const tag = uniqueTag('captive')
  accessPoint = await accessPointBehindGateway(request, adminToken, {
    kind: 'opennds',
    secret: 'pagekey1',
    venueName: `${tag} Cà phê Hiên Nhà`,
  })
  bareAccessPoint = await accessPointBehindGateway(request, adminToken, {
    kind: 'opennds',
    secret: 'pagekey2',
    venueName: `${tag} Quán Không Quảng Cáo`,
  })
  const ad = await createAd(request, adminToken, {
    title: `${tag} Cà phê sữa đá mua 1 tặng 1`,
    duration: 4,
    targetText: 'Cà phê sữa đá',
  })
  await assignAds(request, adminToken, accessPoint.venue.id, [ad.id])
  await request.dispose()
})

test.afterEach(() => {
  expect(strayRequests.splice(0), 'requests the gateway stand-in was not meant to get').toEqual([])
})

test.afterAll(() => {
  gateway?.close()
})

for (const mode of modes) {
  test(`every captive page state passes the axe check (${mode.name})`, async ({ browser }) => {
    test.setTimeout(90_000)
    const context = await guestContext(browser, {
      locale: mode.locale,
      colorScheme: mode.colorScheme,
      viewport: mode.viewport,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const vi = mode.locale === 'vi-VN'

    const visit = fasFor(accessPoint)
    await page.goto(openndsPath(visit))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessPoint.venue.name)
    await expect(page.locator('img').first()).toBeVisible()
    await audit(page, mode, 'page, countdown running')

    const task = page.getByLabel(vi ? 'Nhập dòng chữ sau để tiếp tục' : 'Type this text to continue')
    await task.fill('ca phe sua nong')
    await audit(page, mode, 'page, task mismatch')
    await task.fill('ca phe sua da')
    await page.getByLabel(vi ? 'Tôi đồng ý với Điều khoản sử dụng' : 'I agree to the Terms of use').check()
    const connect = page.getByRole('button', { name: vi ? 'Kết nối Wi-Fi' : 'Connect to Wi-Fi' })
    await expect(connect).toBeEnabled({ timeout: 10_000 })
    await audit(page, mode, 'page, ready to connect')
    await page.locator('summary', { hasText: vi ? 'Báo cáo quảng cáo này' : 'Report this ad' }).click()
    await expect(page.getByRole('button', { name: vi ? 'Gửi báo cáo' : 'Send report' })).toBeVisible()
    await audit(page, mode, 'page, report form open')
    // Each legal page opened from the captive page, checked, and left by its way back.
    const legalPages = [
      { title: vi ? 'Điều khoản sử dụng' : 'Terms of use', screen: 'terms of use' },
      {
        title: vi ? 'Thông báo quyền riêng tư' : 'Privacy notice',
        screen: 'privacy notice with the guest’s data buttons',
      },
    ]
    for (const { title, screen } of legalPages) {
      await page.getByRole('link', { name: title }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await audit(page, mode, screen)
      await page
        .getByRole('link', { name: vi ? 'Quay lại trang Wi-Fi' : 'Back to the Wi-Fi page' })
        .first()
        .click()
    }
    await expect(connect).toBeEnabled({ timeout: 10_000 })
    await connect.click()
    await expect(page.getByRole('heading', { name: vi ? 'Bạn đã kết nối Wi-Fi' : 'You’re connected' })).toBeVisible()
    await audit(page, mode, 'connected, with the offer again and the guest’s data')

    await page.goto(guestPath(bareAccessPoint))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bareAccessPoint.venue.name)
    await audit(page, mode, 'page of a venue without an ad')

    await page.goto('/wifi/opennds?fas=broken')
    await expect(
      page.getByRole('heading', { name: vi ? 'Đường dẫn đăng nhập không đầy đủ' : 'The sign-in link is incomplete' }),
    ).toBeVisible()
    await audit(page, mode, 'incomplete link')

    await page.goto(`/wifi/page?session=00000000-0000-4000-8000-000000000000`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await audit(page, mode, 'expired page')

    // The same gateway visit again after its hand-off: what openNDS does when it refused the token.
    await page.goto(openndsPath(visit))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await audit(page, mode, 'refused by the gateway')

    await page.goto(openndsPath(fasFor({ ...accessPoint, mac: '02:00:00:00:00:01', name: 'ap-unknown' })))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await audit(page, mode, 'access point not recognised')

    // One access point's MAC with another's name: the page refuses to guess between them.
    await page.goto(openndsPath(level1Fas({ mac: accessPoint.mac, name: bareAccessPoint.name }, gatewayAddress)))
    await expect(
      page.getByRole('heading', {
        name: vi ? 'Chưa xác định được điểm phát Wi-Fi này' : 'This Wi-Fi access point could not be identified',
      }),
    ).toBeVisible()
    await audit(page, mode, 'access point not identified')

    // The Connect form sent without its steps (as a page without its script could): the server's refusal. (A public
    // ad other specs left running may be shown here too, with its report form first on the page.)
    await page.goto(guestPath(bareAccessPoint))
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/wifi/connect"]')!.submit())
    await expect(page.getByRole('link', { name: vi ? 'Quay lại' : 'Back' })).toBeVisible()
    await audit(page, mode, 'steps missing')

    // A guest who asks for their device's data to be erased, from the notice opened on their page.
    await page.goto(guestPath(accessPoint))
    await page.getByRole('link', { name: vi ? 'Thông báo quyền riêng tư' : 'Privacy notice' }).click()
    await page.getByRole('button', { name: vi ? 'Xoá dữ liệu của thiết bị này' : 'Erase this device’s data' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      vi ? 'Đã xoá dữ liệu của thiết bị này' : 'This device’s data has been erased',
    )
    await audit(page, mode, 'data erased')
    await context.close()
  })
}

test('a guest connects with the keyboard alone, and the language switch keeps their visit', async ({ browser }) => {
  const context = await guestContext(browser, { locale: 'vi-VN', viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  await page.goto(guestPath(accessPoint))
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessPoint.venue.name)
  await expect(page.getByLabel('Type this text to continue')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/wifi/page')

  // From the top of the page: Tab to the task, type, Tab to the terms, Space, Tab past the terms' and the notice's
  // links and the optional measurement box (left unticked) to Connect, Enter.
  const task = page.getByLabel('Type this text to continue')
  for (let step = 0; step < 12 && !(await task.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('Tab')
  }
  await expect(task).toBeFocused()
  await page.keyboard.type('ca phe sua da')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('I agree to the Terms of use')).toBeFocused()
  await page.keyboard.press('Space')
  const connect = page.getByRole('button', { name: 'Connect to Wi-Fi' })
  await expect(connect).toBeEnabled({ timeout: 10_000 })
  for (const next of [
    page.getByRole('link', { name: 'Terms of use' }),
    page.getByRole('link', { name: 'Privacy notice' }),
    page.getByLabel('Let the venue and its advertisers measure the ads on this device'),
    connect,
  ]) {
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
  }
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'You’re connected' })).toBeVisible()
  await context.close()
})

test('the page fits a 320 px phone without sideways scrolling', async ({ browser }) => {
  const context = await guestContext(browser, { locale: 'vi-VN', viewport: { width: 320, height: 640 } })
  const page = await context.newPage()
  await page.goto(guestPath(accessPoint))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessPoint.venue.name)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  const connect = page.getByRole('button', { name: 'Kết nối Wi-Fi' })
  const box = await connect.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(320)
  await context.close()
})

test('a phone on a slow link reads the venue and the ad before the script, and connects', async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await guestContext(browser, { locale: 'vi-VN', viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  // Chromium's network emulation: a poor 3G link (400 ms round trips, 400 kbit/s down, 200 kbit/s up).
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (200 * 1024) / 8,
  })
  await page.goto(guestPath(accessPoint), { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessPoint.venue.name, { timeout: 30_000 })
  await expect(page.getByText('Tôi đồng ý với')).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Nhập dòng chữ sau để tiếp tục').fill('Cà phê sữa đá')
  await page.getByLabel('Tôi đồng ý với Điều khoản sử dụng').check()
  const connect = page.getByRole('button', { name: 'Kết nối Wi-Fi' })
  await expect(connect).toBeEnabled({ timeout: 30_000 })
  await connect.click()
  await expect(page.getByRole('heading', { name: 'Bạn đã kết nối Wi-Fi' })).toBeVisible({ timeout: 30_000 })
  await context.close()
})
