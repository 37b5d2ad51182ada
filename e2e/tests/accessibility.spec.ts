import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import type { Result } from 'axe-core'
import type { AccessPoint, ListResponse } from '@wifi/contract'
import { freshAddress, strongPassword, uniqueEmail } from '../support/accounts.ts'
import { syncedAccessPoints } from '../support/access-points.ts'
import { setGateway } from '../support/captive-rig.ts'
import { consoleModes, consoleText, wcagTags, type ConsoleMode } from '../support/console-audit.ts'
import { expect, test } from '../support/fixtures.ts'
import { createAd, demoImagePath } from '../support/advertisements.ts'
import { createUser, createVenue, uniqueTag } from '../support/management.ts'
import { failingTileServer } from '../support/map-tiles.ts'
import { nextMail } from '../support/mail.ts'
import { appCode } from '../support/authenticator-app.ts'
import { registerPasskeyThroughApi } from '../support/passkeys.ts'
import { accessTokenThroughApi, useSessionInPage } from '../support/session.ts'
import { assignAds } from '../support/venue-ads.ts'

/**
 * Every screen and every open dialog of the console, checked by axe-core against WCAG 2.2 AA in the three consoleModes
 * of issue 9's audit. A serious or critical violation fails the mode; every violation is counted and printed.
 * The contrast of non-text parts (focus rings, borders), which axe does not measure, is held by
 * apps/web/test/contrast.test.ts.
 */

type Impact = 'critical' | 'serious' | 'moderate' | 'minor'
const impacts: Impact[] = ['critical', 'serious', 'moderate', 'minor']
const failingImpacts: Impact[] = ['critical', 'serious']

// ---------------------------------------------------------------------------------------------------------------
// One check: axe, plus aria-describedby and aria-labelledby ids that point at nothing (axe lets them pass; a
// screen reader finds nothing there to read).

interface Finding {
  mode: string
  screen: string
  counts: Record<Impact, number>
  failures: string[]
}
const findings: Finding[] = []

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map(
    (node) =>
      `      at ${node.target.join(' ')}\n        ${(node.failureSummary ?? '').replace(/\n\s*/g, '\n        ')}`,
  )
  return `    ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`
}

async function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-describedby], [aria-labelledby]')].flatMap((element) =>
      ['aria-describedby', 'aria-labelledby'].flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id !== '' && !document.getElementById(id))
          .map((id) => `<${element.tagName.toLowerCase()} id="${element.id}"> ${attribute} → missing #${id}`),
      ),
    ),
  )
}

/** Waits for what is shown to be whole: nothing loading, the web fonts in. */
async function settle(page: Page) {
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** `skip`: rules that do not apply to this screen, each with its reason at the call. */
async function audit(page: Page, mode: ConsoleMode, screen: string, skip: string[] = []) {
  await test.step(screen, async () => {
    await settle(page)
    const results = await new AxeBuilder({ page })
      .options({
        runOnly: { type: 'tag', values: wcagTags },
        rules: {
          // WCAG 2.5.3 Label in Name: axe files it as experimental, so the tags alone leave it out.
          'label-content-name-mismatch': { enabled: true },
          ...Object.fromEntries(skip.map((rule) => [rule, { enabled: false }])),
        },
      })
      .analyze()
    const counts = Object.fromEntries(impacts.map((impact) => [impact, 0])) as Record<Impact, number>
    const impactOf = (violation: Result): Impact => violation.impact ?? 'minor'
    for (const violation of results.violations) counts[impactOf(violation)] += violation.nodes.length
    const failures = [
      ...results.violations.filter((violation) => failingImpacts.includes(impactOf(violation))).map(describeViolation),
      ...(await danglingReferences(page)).map((reference) => `    dangling reference: ${reference}`),
    ]
    findings.push({ mode: mode.name, screen, counts, failures })
    console.log(
      `[${mode.name}] ${screen}: ${impacts.map((impact) => `${impact} ${counts[impact]}`).join(', ')}` +
        (failures.length ? ` — ${failures.length} failing` : ''),
    )
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Opening things

async function openAndAudit(
  page: Page,
  mode: ConsoleMode,
  screen: string,
  open: () => Promise<Locator>,
  skip: string[] = [],
) {
  const opened = await open()
  await expect(opened).toBeVisible()
  await audit(page, mode, screen, skip)
}

const dialog = (page: Page) => page.getByRole('dialog')
const menu = (page: Page) => page.getByRole('menu')
/** A toast that has finished arriving (the context asks for reduced motion, so it does not fade in). */
const shownToast = (page: Page) => page.locator('[data-sonner-toast][data-mounted="true"]').first()

/** Opens a screen and waits for its page heading (every screen has one). */
async function goto(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

for (const mode of consoleModes) {
  test.describe(mode.name, () => {
    test.use({
      uiLanguage: mode.language,
      viewport: mode.viewport,
      colorScheme: mode.theme,
      reducedMotion: 'reduce',
      // The map's tile server made to fail (ADR 028): Chromium logs each refused tile.
      allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/],
      // Its own client address, so the failed sign-in it shows counts against no other test's limits.
      extraHTTPHeaders: { 'x-forwarded-for': freshAddress() },
    })

    test('every screen and open dialog passes axe (WCAG 2.2 AA)', async ({ page, request, adminToken }) => {
      // ~50 screens, each loaded and checked (about 4 minutes on a busy machine); well above what it takes, so a
      // slow machine does not fail it.
      test.setTimeout(420_000)
      const t = (key: string, values?: Record<string, string>) => consoleText(mode.language, key, values)
      // Under 768 px the sidebar is a sheet behind a menu button, and lists are cards (with no columns to hide).
      const phone = mode.viewport.width < 768
      await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)

      // An administrator of its own with a second session (so Settings → Security offers to end the others),
      // and a venue and a user whose rows the dialogs open from.
      const tag = uniqueTag('a11y')
      const account = { email: uniqueEmail(tag), password: strongPassword }
      await createUser(request, adminToken, {
        firstname: 'Lan',
        lastname: tag,
        username: tag,
        email: account.email,
        phone: '+84901234567',
        role: 'admin',
        status: 'active',
        password: account.password,
      })
      const venue = await createVenue(request, adminToken, { name: `${tag} Cà phê Sáng`, status: 'active' })
      await createVenue(request, adminToken, { name: `${tag} Quán Trưa`, status: 'inactive' })
      const user = await createUser(request, adminToken, {
        firstname: 'Minh',
        lastname: `${tag} Trần`,
        username: `${tag}m`,
        email: uniqueEmail(`${tag}m`),
        phone: '+84901234568',
        role: 'customer',
        status: 'active',
        password: strongPassword,
      })
      await accessTokenThroughApi(request, account.email, account.password)
      const token = await accessTokenThroughApi(request, account.email, account.password)
      // The user's row offers every care of their account: they have a passkey, and wrong passwords locked them out
      // from one address.
      await registerPasskeyThroughApi(
        request,
        await accessTokenThroughApi(request, user.email, strongPassword),
        'Laptop',
      )
      await nextMail(user.email)
      const lockedFrom = { 'x-forwarded-for': freshAddress() }
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await request.post('/api/auth/sign-in', {
          headers: lockedFrom,
          data: { email: user.email, password: 'wrong-1a' },
        })
      }

      // -- Signed out ---------------------------------------------------------------------------------------
      for (const path of [
        '/sign-in',
        '/sign-up',
        '/forgot-password',
        '/reset-password?token=abc',
        '/terms',
        '/privacy',
        '/401',
        '/403',
        '/404',
        '/500',
        '/503',
        // The public Help Center, with search results (their highlighted words) and an article.
        '/help-center?q=dong+bo',
        '/help-center/maintenance',
      ]) {
        await goto(page, path)
        await audit(page, mode, path)
      }

      await goto(page, '/sign-in')
      await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      await audit(page, mode, '/sign-in with field errors')

      const email = page.getByLabel(t('auth.emailLabel'), { exact: true })
      const password = page.getByLabel(t('auth.passwordLabel'), { exact: true })
      await email.fill(uniqueEmail('nobody'))
      await password.fill('Wrong-Password-1')
      await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click()
      await openAndAudit(page, mode, '/sign-in with an error toast', async () => shownToast(page))

      await goto(page, '/sign-in')
      await email.fill(account.email)
      await password.fill(account.password)
      await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click()
      await expect(page).toHaveURL(/\/otp(\?|$)/)
      await openAndAudit(page, mode, '/otp with a success toast', async () => shownToast(page))

      // -- Signed in ----------------------------------------------------------------------------------------
      await useSessionInPage(page, token)
      for (const path of [
        '/',
        '/analytics',
        '/settings',
        '/settings/security',
        '/settings/appearance',
        '/accesspoints',
        '/advertisement',
        '/openwisp',
        '/help-center',
        '/help-center/opennds-gateway',
      ]) {
        await goto(page, path)
        await audit(page, mode, path)
      }

      await goto(page, '/')
      await openAndAudit(page, mode, 'user menu', async () => {
        await page.getByRole('button', { name: t('nav.userMenu') }).click()
        return menu(page)
      })
      await page.keyboard.press('Escape')
      if (phone) {
        await openAndAudit(page, mode, 'navigation sheet', async () => {
          await page.getByRole('button', { name: t('nav.openMenu'), exact: true }).click()
          return dialog(page)
        })
      }

      await goto(page, '/settings/security')
      await openAndAudit(page, mode, 'sign out other sessions dialog', async () => {
        await page.getByRole('button', { name: t('settings.sessions.endOthers'), exact: true }).click()
        return dialog(page)
      })
      // Passkeys (issue 24): adding one, and a passkey's rename and remove dialogs (registered through the API).
      await registerPasskeyThroughApi(request, token, 'Laptop')
      await goto(page, '/settings/security')
      for (const [button, screen] of [
        [t('settings.passkeys.add'), 'add passkey dialog'],
        [t('settings.passkeys.renameLabel', { name: 'Laptop' }), 'rename passkey dialog'],
        [t('settings.passkeys.removeLabel', { name: 'Laptop' }), 'remove passkey dialog'],
      ] as const) {
        await openAndAudit(page, mode, screen, async () => {
          await page.getByRole('button', { name: button, exact: true }).click()
          return dialog(page)
        })
        await page.keyboard.press('Escape')
      }
      // The authenticator app (issue 24): its setup (QR code, key, first code), the recovery codes shown once, the
      // panel once set up with its password dialogs, then the sign-in step that asks for its code or a recovery code.
      await page.getByRole('button', { name: t('secondFactors.totp.setUp'), exact: true }).click()
      await page.getByRole('button', { name: t('secondFactors.totp.start'), exact: true }).click()
      const setupKey = page.getByLabel(t('secondFactors.totp.keyLabel'), { exact: true })
      await openAndAudit(page, mode, 'authenticator app setup', async () => setupKey)
      await page
        .getByLabel(t('secondFactors.totp.codeLabel'), { exact: true })
        .fill(appCode((await setupKey.innerText()).replaceAll(' ', '')))
      await page.getByRole('button', { name: t('secondFactors.totp.confirm'), exact: true }).click()
      await openAndAudit(page, mode, 'recovery codes', async () =>
        page.getByRole('list', { name: t('secondFactors.recoveryCodes.listLabel') }),
      )
      await page.getByRole('button', { name: t('secondFactors.recoveryCodes.done'), exact: true }).click()
      await audit(page, mode, '/settings/security with an authenticator app')
      for (const [button, screen] of [
        [t('secondFactors.recoveryCodes.renew'), 'new recovery codes dialog'],
        [t('secondFactors.totp.remove'), 'remove authenticator app dialog'],
      ] as const) {
        await openAndAudit(page, mode, screen, async () => {
          await page.getByRole('button', { name: button, exact: true }).click()
          return dialog(page)
        })
        await page.keyboard.press('Escape')
      }
      await page.context().clearCookies()
      await goto(page, '/sign-in')
      await email.fill(account.email)
      await password.fill(account.password)
      await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click()
      await expect(page).toHaveURL(/\/otp(\?|$)/)
      await openAndAudit(page, mode, '/otp with an authenticator app', async () =>
        page.getByLabel(t('auth.otp.appCodeLabel'), { exact: true }),
      )
      await page.getByRole('button', { name: t('auth.otp.useRecoveryCode'), exact: true }).click()
      await openAndAudit(page, mode, '/otp with a recovery code', async () =>
        page.getByLabel(t('auth.otp.recoveryCodeLabel'), { exact: true }),
      )
      await useSessionInPage(page, token)

      await goto(page, '/settings/appearance')
      await openAndAudit(
        page,
        mode,
        'font select open',
        async () => {
          await page.getByRole('combobox', { name: t('settings.appearance.fontLabel') }).click()
          return page.getByRole('listbox')
        },
        // An open Radix select hides the page with aria-hidden while its controls stay focusable, which axe
        // reports unless a dialog is open (as in the add dialogs below). Nothing hidden can be reached: the
        // listbox keeps focus, Tab does nothing, and pointer events outside are off until it closes.
        ['aria-hidden-focus'],
      )
      await page.keyboard.press('Escape')
      await openAndAudit(page, mode, 'a success toast', async () => {
        await page.getByRole('button', { name: t('settings.appearance.submit'), exact: true }).click()
        return shownToast(page)
      })

      for (const list of [
        { path: '/venues', add: 'venues.add', row: venue.name, status: 'venues.fields.status' },
        { path: '/users', add: 'users.add', row: user.fullName, status: 'users.fields.status' },
      ]) {
        const listPath = `${list.path}?q=${tag}`
        const rowActions = page.getByRole('button', { name: t('actionsFor', { name: list.row }), exact: true })
        const openRowActions = async () => {
          await rowActions.click()
          return menu(page)
        }

        await goto(page, listPath)
        await expect(rowActions).toBeVisible()
        await audit(page, mode, list.path)

        await openAndAudit(page, mode, `${list.path}: add dialog`, async () => {
          await page.getByRole('button', { name: t(list.add), exact: true }).click()
          return dialog(page)
        })
        await openAndAudit(page, mode, `${list.path}: add dialog, a select open`, async () => {
          await dialog(page).getByRole('combobox').first().click()
          return page.getByRole('listbox')
        })
        await page.keyboard.press('Escape')
        await openAndAudit(page, mode, `${list.path}: add dialog with field errors`, async () => {
          await dialog(page)
            .getByRole('button', { name: t('save'), exact: true })
            .click()
          return dialog(page).locator('[aria-invalid="true"]').first()
        })

        await goto(page, listPath)
        await openAndAudit(page, mode, `${list.path}: row actions menu`, openRowActions)
        await page.getByRole('menuitem', { name: t('edit'), exact: true }).click()
        await openAndAudit(page, mode, `${list.path}: edit dialog`, async () => dialog(page))

        await goto(page, listPath)
        await openRowActions()
        await page.getByRole('menuitem', { name: t('delete'), exact: true }).click()
        await openAndAudit(page, mode, `${list.path}: delete dialog`, async () => dialog(page))
        if (list.path === '/users') {
          for (const care of ['endSessions', 'unlock', 'resetFactors']) {
            await goto(page, listPath)
            await openRowActions()
            await page.getByRole('menuitem', { name: t(`users.care.${care}.action`), exact: true }).click()
            await openAndAudit(page, mode, `/users: ${care} dialog`, async () => dialog(page))
          }
        }

        await goto(page, listPath)
        await openAndAudit(page, mode, `${list.path}: status filter`, async () => {
          await page
            .locator('button[aria-haspopup="dialog"]')
            .filter({ hasText: t(list.status) })
            .click()
          return dialog(page)
        })
        await page.keyboard.press('Escape')
        if (!phone) {
          await openAndAudit(page, mode, `${list.path}: column menu`, async () => {
            await page.getByRole('button', { name: t('table.view'), exact: true }).click()
            return menu(page)
          })
        }
      }

      // The access points list with rows from OpenWISP, its venue filter, and an access point's view dialog: the
      // first row's runs openNDS, so the view shows its gateway settings.
      await syncedAccessPoints(request, adminToken)
      const firstRow = await request.get('/api/access-points', { headers: { authorization: `Bearer ${adminToken}` } })
      expect(firstRow.status()).toBe(200)
      const [firstPoint] = ((await firstRow.json()) as ListResponse<AccessPoint>).items
      await setGateway(request, adminToken, firstPoint!.id, { kind: 'opennds', secret: 'A11yFasKey1' })
      await goto(page, '/accesspoints')
      const firstRowActions = page.getByRole('button', { name: t('actionsFor', { name: '' }).trim() }).first()
      await openAndAudit(page, mode, '/accesspoints with access points', async () => firstRowActions)
      await openAndAudit(page, mode, '/accesspoints: venue filter', async () => {
        await page
          .locator('button[aria-haspopup="dialog"]')
          .filter({ hasText: t('accessPoints.fields.venue') })
          .click()
        return dialog(page)
      })
      await page.keyboard.press('Escape')
      for (const [item, screen, ready] of [
        // Ready once the gateway settings are in (they wait for the captive pages' address).
        [t('accessPoints.view'), 'view dialog with gateway settings', t('accessPoints.gatewaySettings.copy')],
        [t('edit'), 'edit dialog'],
        [t('delete'), 'delete dialog'],
      ] as const) {
        await goto(page, '/accesspoints')
        await openAndAudit(page, mode, `/accesspoints: ${screen}`, async () => {
          await firstRowActions.click()
          await page.getByRole('menuitem', { name: item, exact: true }).click()
          return ready ? dialog(page).getByRole('button', { name: ready, exact: true }) : dialog(page)
        })
      }
      await goto(page, '/accesspoints?view=map')
      await openAndAudit(page, mode, '/accesspoints with the map', async () =>
        page
          .getByRole('region', { name: t('accessPoints.map.title') })
          .locator('.leaflet-marker-icon')
          .first(),
      )
      // A tile server out of reach: the map says so, its markers on the plain background (ADR 028).
      await failingTileServer(page)
      await goto(page, '/accesspoints?view=map')
      await openAndAudit(page, mode, '/accesspoints with the map, its tiles failing', async () =>
        page.getByText(t('accessPoints.map.tilesFailed')),
      )
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      // On a phone the list's rarer actions are in its "More actions" menu (ADR 028); on a wide screen, buttons.
      const more = page.getByRole('button', { name: t('accessPoints.moreActions'), exact: true })
      const listAction = async (name: string) => {
        if (mode.viewport.width >= 768) return page.getByRole('button', { name, exact: true }).click()
        await more.click()
        await page.getByRole('menuitem', { name, exact: true }).click()
      }
      if (mode.viewport.width < 768) {
        await goto(page, '/accesspoints')
        await openAndAudit(page, mode, '/accesspoints: the phone’s More actions menu', async () => {
          await more.click()
          return menu(page)
        })
      }
      await goto(page, '/accesspoints')
      // Without a camera here: the scanner says so (a toast) and offers a photo instead.
      await openAndAudit(page, mode, '/accesspoints: QR scanner without a camera', async () => {
        await listAction(t('accessPoints.scan.action'))
        return dialog(page)
          .getByRole('status')
          .filter({ hasText: t('accessPoints.scan.camera.off') })
      })
      await goto(page, '/accesspoints')
      // Each venue's last run (a synced one among them) and the ones that cannot sync.
      await openAndAudit(page, mode, '/accesspoints: sync-by-venue dialog', async () => {
        await listAction(t('accessPoints.sync.byVenue'))
        return dialog(page).getByRole('listitem').first()
      })
      // The OpenWisp page with its runs, the controller checked, and a run's details.
      await goto(page, '/openwisp')
      await openAndAudit(page, mode, '/openwisp with runs and the controller checked', async () => {
        await page.getByRole('button', { name: t('openwisp.controller.check'), exact: true }).click()
        await expect(page.getByRole('table', { name: t('openwisp.links.title') })).toBeVisible()
        return page.getByRole('status').filter({ hasText: /\d+ ms\)$/ })
      })
      await openAndAudit(page, mode, '/openwisp: a run’s details', async () => {
        await page
          .getByRole('button', { name: t('openwisp.runs.viewRun', { at: '' }).trim() })
          .first()
          .click()
        return dialog(page)
      })
      // The audit trail (issue 24), its venue changes, and one change opened with its before and after.
      await goto(page, '/audit?entity=venue')
      await audit(page, mode, '/audit')
      await openAndAudit(page, mode, '/audit: a change', async () => {
        await page
          .getByRole('button', { name: t('audit.viewChange') })
          .first()
          .click()
        return dialog(page)
      })
      await page.keyboard.press('Escape')
      await goto(page, '/accesspoints')
      await openAndAudit(page, mode, '/accesspoints: add dialog with field errors', async () => {
        await page.getByRole('button', { name: t('accessPoints.add'), exact: true }).click()
        await dialog(page)
          .getByRole('button', { name: t('save'), exact: true })
          .click()
        return dialog(page).locator('[aria-invalid="true"]').first()
      })

      // The ads list with rows (a thumbnail, a status badge, a row menu) and its dialogs.
      const ad = await createAd(request, adminToken, { title: `${tag} Phở Sáng` })
      const adActions = page.getByRole('button', { name: t('actionsFor', { name: ad.title }), exact: true })
      const adListPath = `/advertisement?q=${tag}`
      const adRowAction = async (action: string) => {
        await goto(page, adListPath)
        await adActions.click()
        await page.getByRole('menuitem', { name: action, exact: true }).click()
        return dialog(page)
      }
      await goto(page, adListPath)
      await openAndAudit(page, mode, '/advertisement with an ad', async () => adActions)
      await openAndAudit(page, mode, '/advertisement: delete dialog', () => adRowAction(t('delete')))
      await openAndAudit(page, mode, '/advertisement: delivery report dialog', () =>
        adRowAction(t('advertisements.deliveryReport.action')),
      )
      await openAndAudit(page, mode, '/advertisement: edit dialog of an image ad', async () => {
        await adRowAction(t('edit'))
        return dialog(page).locator('li img')
      })
      // The preview's frame holds the real guest page; axe checks the frame's document as part of the page.
      await openAndAudit(page, mode, '/advertisement: preview dialog', async () => {
        await adRowAction(t('advertisements.preview.action'))
        return page.frameLocator('iframe').getByRole('heading', { name: ad.title, exact: true })
      })

      // The add dialog: empty; then every rule's message at once; images (one refused); a video off our origin.
      const adField = (key: string, values?: Record<string, string>) =>
        dialog(page).getByLabel(t(key, values), { exact: true })
      await openAndAudit(page, mode, '/advertisement: add dialog', async () => {
        await goto(page, '/advertisement')
        await page.getByRole('button', { name: t('advertisements.add'), exact: true }).click()
        return dialog(page)
      })
      // The schedule's calendar, in the console's language, the chosen day focused; Escape closes only it.
      await openAndAudit(page, mode, '/advertisement: add dialog, the calendar open', async () => {
        const field = t('advertisements.fields.startDate')
        await dialog(page)
          .getByRole('button', { name: t('datePicker.open', { field }), exact: true })
          .click()
        return page.getByRole('grid')
      })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('grid')).toBeHidden()
      await openAndAudit(page, mode, '/advertisement: add dialog with every field error', async () => {
        await adField('advertisements.fields.duration').fill('0')
        await adField('advertisements.fields.startDate').fill('10/05/2030')
        await adField('advertisements.fields.endDate').fill('01/05/2030')
        await adField('advertisements.form.ctaUrl').fill('not an address')
        await adField('advertisements.form.hoursFrom').fill('08:00')
        await adField('advertisements.form.weight').fill('0')
        await dialog(page)
          .getByRole('button', { name: t('save'), exact: true })
          .click()
        // Title, description, duration, end date, call-to-action URL, the hours' missing end, weight; and the images.
        await expect(dialog(page).locator('[aria-invalid="true"]')).toHaveCount(7)
        return dialog(page).getByRole('alert')
      })
      await adField('advertisements.fields.componentType').click()
      await page.getByRole('option', { name: t('advertisements.componentTypes.multiple_images'), exact: true }).click()
      const chooseImages = async (paths: string[]) => {
        const chooser = page.waitForEvent('filechooser')
        await dialog(page)
          .getByRole('button', { name: t('advertisements.form.chooseFiles'), exact: true })
          .click()
        await (await chooser).setFiles(paths)
      }
      await openAndAudit(page, mode, '/advertisement: add dialog with an uploaded image', async () => {
        await chooseImages([demoImagePath()])
        await adField('advertisements.form.altText', { number: '1' }).fill('Ly cà phê sữa đá')
        return dialog(page).locator('li img')
      })
      const renamedText = join(tmpdir(), `${tag}.png`)
      writeFileSync(renamedText, 'a text file, renamed')
      await openAndAudit(page, mode, '/advertisement: add dialog with a refused upload', async () => {
        await chooseImages([renamedText])
        return dialog(page)
          .getByRole('alert')
          .filter({ hasText: t('advertisements.form.imageRefused', { reason: '' }).trim() })
      })
      await adField('advertisements.fields.componentType').click()
      await page.getByRole('option', { name: t('advertisements.componentTypes.video'), exact: true }).click()
      await openAndAudit(page, mode, '/advertisement: add dialog, a video with the walled-garden warning', async () => {
        await adField('advertisements.form.videoUrl').fill('https://videos.example.com/pho.mp4')
        return dialog(page).getByRole('status')
      })

      // A venue's manage-ads dialog from its row: an assigned public ad, ticked; then a search without match.
      const venueAd = await createAd(request, adminToken, {
        title: `${tag} Bún Sáng`,
        componentType: 'video',
        isPublic: true,
      })
      await assignAds(request, adminToken, venue.id, [venueAd.id])
      await goto(page, `/venues?q=${tag}`)
      await page.getByRole('button', { name: t('actionsFor', { name: venue.name }), exact: true }).click()
      await page.getByRole('menuitem', { name: t('venueAds.manage'), exact: true }).click()
      const venueAdBox = dialog(page).getByRole('checkbox', {
        name: t('venueAds.select', { title: venueAd.title }),
        exact: true,
      })
      // The search is sent once typing pauses: its answer is awaited, so no load starts after the wait below.
      const searched = page.waitForResponse(
        (response) => new URL(response.url()).searchParams.get('q') === venueAd.title && response.ok(),
      )
      await dialog(page).getByRole('searchbox').fill(venueAd.title)
      await searched
      await openAndAudit(page, mode, '/venues: manage ads dialog', async () => {
        await venueAdBox.check()
        // The search's rows, not the previous ones dimmed while it loads (their faded text is not what is judged).
        const list = dialog(page).locator('[aria-busy]').first()
        await expect(list).toHaveAttribute('aria-busy', 'false')
        await expect.poll(() => list.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
        return venueAdBox
      })
      await dialog(page).getByRole('searchbox').fill(`${tag}-none`)
      await openAndAudit(page, mode, '/venues: manage ads dialog, no match', async () =>
        dialog(page).getByText(t('venueAds.noMatch'), { exact: true }),
      )

      // A customer editing their ad an administrator made public: the note that changing what guests see takes it
      // out of public, and the toast saying it did (docs/decisions/023). Last, as it hands the page to the customer.
      const customerToken = await accessTokenThroughApi(request, user.email, strongPassword)
      const reviewedAd = await createAd(request, customerToken, { title: `${tag} Chè Sáng` })
      const published = await request.patch(`/api/advertisements/${reviewedAd.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
        data: { isPublic: true },
      })
      expect(published.status()).toBe(200)
      await useSessionInPage(page, customerToken)
      await goto(page, `/advertisement?q=${tag}`)
      await openAndAudit(page, mode, '/advertisement: a customer’s edit dialog of their public ad', async () => {
        await page.getByRole('button', { name: t('actionsFor', { name: reviewedAd.title }), exact: true }).click()
        await page.getByRole('menuitem', { name: t('edit'), exact: true }).click()
        return dialog(page).getByRole('note')
      })
      await openAndAudit(page, mode, '/advertisement: the toast of an ad taken out of public', async () => {
        await adField('advertisements.form.ctaText').fill('Nhận quà')
        await dialog(page)
          .getByRole('button', { name: t('save'), exact: true })
          .click()
        return shownToast(page).getByText(t('advertisements.toast.withdrawnFromPublic'), { exact: true })
      })

      const failing = findings.filter((finding) => finding.mode === mode.name && finding.failures.length > 0)
      expect(
        failing.length,
        `Serious or critical accessibility findings in ${mode.name}:\n` +
          failing.map((finding) => `  ${finding.screen}\n${finding.failures.join('\n')}`).join('\n'),
      ).toBe(0)
    })
  })
}

test.afterAll(() => {
  if (findings.length === 0) return
  const total = Object.fromEntries(
    impacts.map((impact) => [impact, findings.reduce((sum, finding) => sum + finding.counts[impact], 0)]),
  )
  const failingScreens = findings.filter((finding) => finding.failures.length > 0).length
  console.log(
    `axe: ${findings.length} screens checked, ${failingScreens} failing; violations by impact: ` +
      impacts.map((impact) => `${impact} ${total[impact]}`).join(', '),
  )
})
