import type { Page } from '@playwright/test'
import type { Ad } from '../support/advertisements.ts'
import {
  guestConnects,
  guestOnlineThroughRig,
  level1Fas,
  setGateway,
  useRig,
  type RigRun,
} from '../support/captive-rig.ts'
import { expect, test } from '../support/fixtures.ts'

// Issue 11: a guest's Chromium behind the real openNDS 9.10 in network namespaces, with this app as its captive
// portal, at FAS secure level 1 and (issue 19) level 2. Only the portal port crosses into the rig, so the page can
// load nothing else. One rig per machine: each test brings its own up, and it goes down after the test.

/** The venue's page with its ad, whose countdown keeps Connect disabled; openNDS holds the guest meanwhile. */
async function expectAdBeforeConnect(rig: RigRun, guest: Page, ad: Ad, connect: string) {
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(rig.accessPoint.venue.name)
  await expect(guest.getByRole('heading', { name: ad.title })).toBeVisible()
  await expect(guest.getByRole('button', { name: connect })).toBeDisabled()
  expect(await rig.state()).toBe('Preauthenticated')
}

test.describe('a guest behind the real openNDS gateway', () => {
  const rigs = useRig()

  test('watches the ad, types the text, accepts the terms and gets online; a wrong FAS key leaves the next guest out', async ({
    request,
    adminToken,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Cà phê Cổng Làng', fasSecure: 1 })
    const ad = await rig.venueAd({
      title: 'Phở bò giảm 20%',
      componentType: 'video',
      duration: 3,
      targetText: 'Phở bò',
    })

    const guest = await rig.guest('vi-VN')
    await expect(guest).toHaveURL(/^http:\/\/10\.77\.1\.2:8080\/wifi\/opennds\?fas=/)
    await expectAdBeforeConnect(rig, guest, ad, 'Kết nối Wi-Fi')
    // Connect is enabled once the 3-second countdown is over.
    await guestOnlineThroughRig(rig, guest, { answer: 'pho bo' })
    await rig.expectInternet(guest)

    // The gateway forgets the guest; the access point's key no longer matches openNDS's faskey.
    await rig.deauth()
    await setGateway(request, adminToken, rig.accessPoint.accessPointId, { kind: 'opennds', secret: 'notTheRigKey1' })
    const next = await rig.guest('en-US')
    await guestConnects(next, { answer: 'Pho Bo' })
    await expect(next.getByRole('heading', { name: 'The Wi-Fi did not let you through' })).toBeVisible({
      timeout: 30_000,
    })
    expect(await rig.state()).toBe('Preauthenticated')
  })

  test('at FAS secure level 2 the encrypted payload brings the guest online; level-1 payloads naming the access point are then refused', async ({
    request,
    adminToken,
  }) => {
    const rig = await rigs.up(request, adminToken, { venue: 'Bánh Mì Đầu Ngõ', fasSecure: 2 })
    const ad = await rig.venueAd({ title: 'Bánh mì thêm trứng', duration: 3, targetText: 'Bánh mì' })
    // The same made-up level-1 visit before and after: only the level-2 visit in between turns it away.
    const forged = () =>
      request.get(`/wifi/opennds?lang=en&fas=${encodeURIComponent(level1Fas(rig.accessPoint, '10.77.2.1:2050'))}`)
    expect((await forged()).status()).toBe(200)

    const guest = await rig.guest('en-US')
    await expect(guest).toHaveURL(
      new RegExp(`^http://10\\.77\\.1\\.2:8080${rig.faspath}\\?fas=[^&]+&iv=[0-9A-Za-z]{16}$`),
    )
    await expectAdBeforeConnect(rig, guest, ad, 'Connect to Wi-Fi')
    await guestOnlineThroughRig(rig, guest, { answer: 'banh mi' })
    await rig.expectInternet(guest)

    const refused = await forged()
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toContain('could not be verified')
  })
})
