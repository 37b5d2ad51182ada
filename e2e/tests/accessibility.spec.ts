import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { AccessPoint, ListResponse } from '@wifi/contract'
import { freshAddress, strongPassword, uniqueEmail } from '../support/accounts.ts'
import { syncedAccessPoints } from '../support/access-points.ts'
import { adminAccount, audit, expect, test, type Account, type Walk } from '../support/accessibility-walk.ts'
import { createAd, demoImagePath } from '../support/advertisements.ts'
import { appCode } from '../support/authenticator-app.ts'
import { setGateway } from '../support/captive-rig.ts'
import { consoleModes, consoleText, type ConsoleMode } from '../support/console-audit.ts'
import { createUser, uniqueTag } from '../support/management.ts'
import { linkFrom, nextMail } from '../support/mail.ts'
import { failingTileServer } from '../support/map-tiles.ts'
import { useSessionInPage } from '../support/session.ts'

/**
 * Every screen and every open dialog of the console, checked by axe-core against WCAG 2.2 AA in the three consoleModes
 * of issue 9's audit: one test a screen and mode, from the table of screens below and the modes' table. A serious or
 * critical violation fails the screen's test; every violation is counted and printed (support/accessibility-walk.ts).
 * The contrast of non-text parts (focus rings, borders), which axe does not measure, is held by
 * apps/web/test/contrast.test.ts. The data the screens show is made through the API, once per worker (`walk`) or by
 * the screen's test where opening the screen changes it.
 */

test.describe.configure({ mode: 'parallel' })

/** What a screen's test has at hand to bring the page there. */
interface Stage {
  page: Page
  request: APIRequestContext
  mode: ConsoleMode
  /** The console's text in the mode's language. */
  t: (key: string, values?: Record<string, string>) => string
  walk: Walk
  /** The first admin's session, for data a screen's test makes for itself. */
  adminToken: string
}

interface Screen {
  name: string
  /** Only in the modes it is in: the phone's navigation sheet and More actions menu, the wide lists' column menus. */
  when?: (mode: ConsoleMode) => boolean
  /** Rules that do not apply to this screen, each with its reason here. */
  skip?: string[]
  /** Brings the page to the screen; answers what shows it is there, if anything beyond the page's heading. */
  open: (stage: Stage) => Promise<Locator | void>
}

/** Under 768 px the sidebar is a sheet behind a menu button, and lists are cards (with no columns to hide). */
const isPhone = (mode: ConsoleMode) => mode.viewport.width < 768

const dialog = (page: Page) => page.getByRole('dialog')
const menu = (page: Page) => page.getByRole('menu')
/** A toast that has finished arriving (the context asks for reduced motion, so it does not fade in). */
const shownToast = (page: Page) => page.locator('[data-sonner-toast][data-mounted="true"]').first()

/** Opens a screen and waits for its page heading (every screen has one). */
async function goto(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

/** The page signed in as `token`'s account (the walker's by default), at `path`. */
async function signedInAt({ page, walk }: Stage, path: string, token = walk.admin.token) {
  await useSessionInPage(page, token)
  await goto(page, path)
}

/** Clicks a button named `name` and answers the dialog it opens. */
async function openDialog(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click()
  return dialog(page)
}

/** The sign-in form filled and sent, as a person signing in with that email and password. */
async function signInOnPage({ page, t }: Stage, email: string, password: string) {
  await goto(page, '/sign-in')
  await page.getByLabel(t('auth.emailLabel'), { exact: true }).fill(email)
  await page.getByLabel(t('auth.passwordLabel'), { exact: true }).fill(password)
  await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click()
}

/** Signed in with the password as the administrator with an authenticator app: the sign-in's second step. */
async function appSignIn(stage: Stage) {
  await signInOnPage(stage, stage.walk.appAdmin.email, stage.walk.appAdmin.password)
  await expect(stage.page).toHaveURL(/\/otp(\?|$)/)
}

/** Settings → Security of a new administrator with a passkey, its authenticator app's setup started. */
async function appSetupStarted(stage: Stage) {
  const { page, request, adminToken, t } = stage
  await signedInAt(stage, '/settings/security', (await adminAccount(request, adminToken, { passkey: true })).token)
  await page.getByRole('button', { name: t('secondFactors.totp.setUp'), exact: true }).click()
  await page.getByRole('button', { name: t('secondFactors.totp.start'), exact: true }).click()
  return page.getByLabel(t('secondFactors.totp.keyLabel'), { exact: true })
}

/**
 * Settings → Security of an administrator of the walk's, with a dialog open: one screen for each button named (a
 * passkey's buttons name it: Laptop).
 */
function securityDialogs(account: (walk: Walk) => Account, dialogs: [button: string, name: string][]): Screen[] {
  return dialogs.map(([button, name]) => ({
    name,
    open: async (stage) => {
      await signedInAt(stage, '/settings/security', account(stage.walk).token)
      return openDialog(stage.page, stage.t(button, { name: 'Laptop' }))
    },
  }))
}

// ---------------------------------------------------------------------------------------------------------------
// Venues and users: each list, its dialogs and menus

const lists = [
  { path: '/venues', add: 'venues.add', status: 'venues.fields.status', row: (walk: Walk) => walk.venue.name },
  { path: '/users', add: 'users.add', status: 'users.fields.status', row: (walk: Walk) => walk.user.fullName },
]

function listScreens(list: (typeof lists)[number]): Screen[] {
  /** The list searched for the walk's tag; for /users with the customer still locked out (their row's Unlock). */
  const listed = async (stage: Stage) => {
    if (list.path === '/users') await stage.walk.keepUserLocked(stage.request)
    await signedInAt(stage, `${list.path}?q=${stage.walk.tag}`)
    const rowActions = stage.page.getByRole('button', {
      name: stage.t('actionsFor', { name: list.row(stage.walk) }),
      exact: true,
    })
    await expect(rowActions).toBeVisible()
    return rowActions
  }
  const rowItem = (item: string) => async (stage: Stage) => {
    await (await listed(stage)).click()
    await stage.page.getByRole('menuitem', { name: stage.t(item), exact: true }).click()
    return dialog(stage.page)
  }
  const addDialog = async (stage: Stage) => {
    await listed(stage)
    return openDialog(stage.page, stage.t(list.add))
  }
  return [
    { name: list.path, open: listed },
    { name: `${list.path}: add dialog`, open: addDialog },
    {
      name: `${list.path}: add dialog, a select open`,
      open: async (stage) => {
        await (await addDialog(stage)).getByRole('combobox').first().click()
        return stage.page.getByRole('listbox')
      },
    },
    {
      name: `${list.path}: add dialog with field errors`,
      open: async (stage) => {
        const added = await addDialog(stage)
        await added.getByRole('button', { name: stage.t('save'), exact: true }).click()
        return added.locator('[aria-invalid="true"]').first()
      },
    },
    {
      name: `${list.path}: row actions menu`,
      open: async (stage) => {
        await (await listed(stage)).click()
        return menu(stage.page)
      },
    },
    { name: `${list.path}: edit dialog`, open: rowItem('edit') },
    { name: `${list.path}: delete dialog`, open: rowItem('delete') },
    ...(list.path === '/users'
      ? ['endSessions', 'unlock', 'resetFactors'].map((care) => ({
          name: `/users: ${care} dialog`,
          open: rowItem(`users.care.${care}.action`),
        }))
      : []),
    {
      name: `${list.path}: status filter`,
      open: async (stage) => {
        await listed(stage)
        await stage.page
          .locator('button[aria-haspopup="dialog"]')
          .filter({ hasText: stage.t(list.status) })
          .click()
        return dialog(stage.page)
      },
    },
    {
      name: `${list.path}: column menu`,
      when: (mode) => !isPhone(mode),
      open: async (stage) => {
        await listed(stage)
        await stage.page.getByRole('button', { name: stage.t('table.view'), exact: true }).click()
        return menu(stage.page)
      },
    },
  ]
}

// ---------------------------------------------------------------------------------------------------------------
// Access points

/**
 * The access points list with rows from OpenWISP (synced by the first test of the worker to ask, which leaves a run
 * for the OpenWisp page and the sync dialog), its first row's access point running openNDS (so its view shows
 * its gateway settings): answers the first row's actions button.
 */
async function accessPointsListed(stage: Stage, path = '/accesspoints') {
  const { request, adminToken, page, t } = stage
  await syncedAccessPoints(request, adminToken)
  const firstRow = await request.get('/api/access-points', { headers: { authorization: `Bearer ${adminToken}` } })
  expect(firstRow.status()).toBe(200)
  const [firstPoint] = ((await firstRow.json()) as ListResponse<AccessPoint>).items
  await setGateway(request, adminToken, firstPoint!.id, { kind: 'opennds', secret: 'A11yFasKey1' })
  await signedInAt(stage, path)
  return page.getByRole('button', { name: t('actionsFor', { name: '' }).trim() }).first()
}

/** One of the list's rarer actions: buttons on a wide screen, in its "More actions" menu on a phone (ADR 028). */
async function listAction(stage: Stage, key: string) {
  const { page, t, mode } = stage
  const name = t(key)
  if (!isPhone(mode)) return page.getByRole('button', { name, exact: true }).click()
  await page.getByRole('button', { name: t('accessPoints.moreActions'), exact: true }).click()
  await page.getByRole('menuitem', { name, exact: true }).click()
}

const accessPointRowItem =
  (item: string, ready?: string) =>
  async (stage: Stage): Promise<Locator> => {
    await (await accessPointsListed(stage)).click()
    await stage.page.getByRole('menuitem', { name: stage.t(item), exact: true }).click()
    return ready ? dialog(stage.page).getByRole('button', { name: stage.t(ready), exact: true }) : dialog(stage.page)
  }

// ---------------------------------------------------------------------------------------------------------------
// Ads

/** The ads list searched for the walk's tag, with the first admin's image ad: answers its row's actions button. */
async function adsListed(stage: Stage) {
  await signedInAt(stage, `/advertisement?q=${stage.walk.tag}`)
  return stage.page.getByRole('button', { name: stage.t('actionsFor', { name: stage.walk.ad.title }), exact: true })
}

const adRowItem = (item: string) => async (stage: Stage) => {
  await (await adsListed(stage)).click()
  await stage.page.getByRole('menuitem', { name: stage.t(item), exact: true }).click()
  return dialog(stage.page)
}

/** The add dialog, empty. */
async function adAddDialog(stage: Stage) {
  await signedInAt(stage, '/advertisement')
  return openDialog(stage.page, stage.t('advertisements.add'))
}

const adField = ({ page, t }: Stage, key: string, values?: Record<string, string>) =>
  dialog(page).getByLabel(t(key, values), { exact: true })

async function chooseComponentType(stage: Stage, type: 'multiple_images' | 'video') {
  await adField(stage, 'advertisements.fields.componentType').click()
  await stage.page.getByRole('option', { name: stage.t(`advertisements.componentTypes.${type}`), exact: true }).click()
}

async function chooseImages({ page, t }: Stage, paths: string[]) {
  const chooser = page.waitForEvent('filechooser')
  await dialog(page)
    .getByRole('button', { name: t('advertisements.form.chooseFiles'), exact: true })
    .click()
  await (await chooser).setFiles(paths)
}

/** A venue's manage-ads dialog from its row, searched for the venue's assigned public ad. */
async function manageAdsSearched(stage: Stage) {
  const { page, t, walk } = stage
  await signedInAt(stage, `/venues?q=${walk.tag}`)
  await page.getByRole('button', { name: t('actionsFor', { name: walk.venue.name }), exact: true }).click()
  await page.getByRole('menuitem', { name: t('venueAds.manage'), exact: true }).click()
  // The search is sent once typing pauses: its answer is awaited, so no load starts after the wait below.
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('q') === walk.venueAd.title && response.ok(),
  )
  await dialog(page).getByRole('searchbox').fill(walk.venueAd.title)
  await searched
}

/**
 * The customer's own ad, which an administrator made public, open in its edit dialog in the customer's console:
 * a new ad each time, as saving it takes it out of public (docs/decisions/023).
 */
async function customerEditsPublicAd(stage: Stage) {
  const { page, request, adminToken, t, walk } = stage
  const title = `${uniqueTag('a11y')} Chè Sáng`
  const reviewedAd = await createAd(request, walk.userToken, { title })
  const published = await request.patch(`/api/advertisements/${reviewedAd.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { isPublic: true },
  })
  expect(published.status()).toBe(200)
  await signedInAt(stage, `/advertisement?q=${encodeURIComponent(title)}`, walk.userToken)
  await page.getByRole('button', { name: t('actionsFor', { name: title }), exact: true }).click()
  await page.getByRole('menuitem', { name: t('edit'), exact: true }).click()
  return dialog(page)
}

/** The page a new invitation's emailed link opens: an address without an account, invited to the walk's venue. */
async function invitationOpened({ page, request, adminToken, walk, mode }: Stage) {
  const email = uniqueEmail('a11y-invited')
  const sent = await request.post(`/api/venues/${walk.venue.id}/invitations`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, language: mode.language },
  })
  expect(sent.status()).toBe(202)
  await goto(page, linkFrom((await nextMail(email)).text))
  return page
}

// ---------------------------------------------------------------------------------------------------------------
// The screens

const screens: Screen[] = [
  // -- Signed out -------------------------------------------------------------------------------------------
  ...[
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    '/reset-password?token=abc',
    // An invitation link that was never sent (docs/decisions/056).
    '/invitation?token=abc',
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
  ].map((path) => ({ name: path, open: ({ page }: Stage) => goto(page, path) })),
  {
    name: '/sign-in with field errors',
    open: async ({ page, t }) => {
      await goto(page, '/sign-in')
      await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click()
      return page.locator('[aria-invalid="true"]').first()
    },
  },
  {
    name: '/sign-in with an error toast',
    open: async (stage) => {
      await signInOnPage(stage, uniqueEmail('nobody'), 'Wrong-Password-1')
      return shownToast(stage.page)
    },
  },
  {
    name: '/otp with a success toast',
    open: async (stage) => {
      const tag = uniqueTag('a11y')
      const email = uniqueEmail(tag)
      await createUser(stage.request, stage.adminToken, {
        firstname: 'Lan',
        lastname: tag,
        username: tag,
        email,
        phone: '+84901234567',
        role: 'admin',
        status: 'active',
        password: strongPassword,
      })
      await signInOnPage(stage, email, strongPassword)
      await expect(stage.page).toHaveURL(/\/otp(\?|$)/)
      return shownToast(stage.page)
    },
  },

  // -- Signed in --------------------------------------------------------------------------------------------
  ...[
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
  ].map((path) => ({ name: path, open: (stage: Stage) => signedInAt(stage, path) })),
  {
    name: 'user menu',
    open: async (stage) => {
      await signedInAt(stage, '/')
      await stage.page.getByRole('button', { name: stage.t('nav.userMenu') }).click()
      return menu(stage.page)
    },
  },
  {
    name: 'navigation sheet',
    when: isPhone,
    open: async (stage) => {
      await signedInAt(stage, '/')
      return openDialog(stage.page, stage.t('nav.openMenu'))
    },
  },
  ...securityDialogs((walk) => walk.admin, [['settings.sessions.endOthers', 'sign out other sessions dialog']]),
  // Passkeys (issue 24): adding one, and a passkey's rename and remove dialogs.
  ...securityDialogs(
    (walk) => walk.passkeyAdmin,
    [
      ['settings.passkeys.add', 'add passkey dialog'],
      ['settings.passkeys.renameLabel', 'rename passkey dialog'],
      ['settings.passkeys.removeLabel', 'remove passkey dialog'],
    ],
  ),
  // The authenticator app (issue 24): its setup (QR code, key, first code), the recovery codes shown once, the panel
  // once set up with its password dialogs, then the sign-in step that asks for its code or a recovery code.
  { name: 'authenticator app setup', open: appSetupStarted },
  {
    name: 'recovery codes',
    open: async (stage) => {
      const setupKey = await appSetupStarted(stage)
      await stage.page
        .getByLabel(stage.t('secondFactors.totp.codeLabel'), { exact: true })
        .fill(appCode((await setupKey.innerText()).replaceAll(' ', '')))
      await stage.page.getByRole('button', { name: stage.t('secondFactors.totp.confirm'), exact: true }).click()
      return stage.page.getByRole('list', { name: stage.t('secondFactors.recoveryCodes.listLabel') })
    },
  },
  {
    name: '/settings/security with an authenticator app',
    open: async (stage) => {
      await signedInAt(stage, '/settings/security', stage.walk.appAdmin.token)
      return stage.page.getByRole('button', { name: stage.t('secondFactors.totp.remove'), exact: true })
    },
  },
  ...securityDialogs(
    (walk) => walk.appAdmin,
    [
      ['secondFactors.recoveryCodes.renew', 'new recovery codes dialog'],
      ['secondFactors.totp.remove', 'remove authenticator app dialog'],
    ],
  ),
  {
    name: '/otp with an authenticator app',
    open: async (stage) => {
      await appSignIn(stage)
      return stage.page.getByLabel(stage.t('auth.otp.appCodeLabel'), { exact: true })
    },
  },
  {
    name: '/otp with a recovery code',
    open: async (stage) => {
      await appSignIn(stage)
      await stage.page.getByRole('button', { name: stage.t('auth.otp.useRecoveryCode'), exact: true }).click()
      return stage.page.getByLabel(stage.t('auth.otp.recoveryCodeLabel'), { exact: true })
    },
  },
  {
    name: 'font select open',
    // An open Radix select hides the page with aria-hidden while its controls stay focusable, which axe reports
    // unless a dialog is open (as in the add dialogs below). Nothing hidden can be reached: the listbox keeps
    // focus, Tab does nothing, and pointer events outside are off until it closes.
    skip: ['aria-hidden-focus'],
    open: async (stage) => {
      await signedInAt(stage, '/settings/appearance')
      await stage.page.getByRole('combobox', { name: stage.t('settings.appearance.fontLabel') }).click()
      return stage.page.getByRole('listbox')
    },
  },
  {
    name: 'a success toast',
    open: async (stage) => {
      await signedInAt(stage, '/settings/appearance')
      await stage.page.getByRole('button', { name: stage.t('settings.appearance.submit'), exact: true }).click()
      return shownToast(stage.page)
    },
  },

  ...lists.flatMap(listScreens),

  // -- Access points, OpenWISP and the audit trail ----------------------------------------------------------
  { name: '/accesspoints with access points', open: (stage) => accessPointsListed(stage) },
  {
    name: '/accesspoints: venue filter',
    open: async (stage) => {
      await accessPointsListed(stage)
      await stage.page
        .locator('button[aria-haspopup="dialog"]')
        .filter({ hasText: stage.t('accessPoints.fields.venue') })
        .click()
      return dialog(stage.page)
    },
  },
  // Ready once the gateway settings are in (they wait for the captive pages' address).
  {
    name: '/accesspoints: view dialog with gateway settings',
    open: accessPointRowItem('accessPoints.view', 'accessPoints.gatewaySettings.copy'),
  },
  { name: '/accesspoints: edit dialog', open: accessPointRowItem('edit') },
  { name: '/accesspoints: delete dialog', open: accessPointRowItem('delete') },
  {
    name: '/accesspoints with the map',
    open: async (stage) => {
      await accessPointsListed(stage, '/accesspoints?view=map')
      return stage.page
        .getByRole('region', { name: stage.t('accessPoints.map.title') })
        .locator('.leaflet-marker-icon')
        .first()
    },
  },
  {
    // A tile server out of reach: the map says so, its markers on the plain background (ADR 028).
    name: '/accesspoints with the map, its tiles failing',
    open: async (stage) => {
      await failingTileServer(stage.page)
      await accessPointsListed(stage, '/accesspoints?view=map')
      return stage.page.getByText(stage.t('accessPoints.map.tilesFailed'))
    },
  },
  {
    name: '/accesspoints: the phone’s More actions menu',
    when: isPhone,
    open: async (stage) => {
      await accessPointsListed(stage)
      await stage.page.getByRole('button', { name: stage.t('accessPoints.moreActions'), exact: true }).click()
      return menu(stage.page)
    },
  },
  {
    // Without a camera here: the scanner says so (a toast) and offers a photo instead.
    name: '/accesspoints: QR scanner without a camera',
    open: async (stage) => {
      await accessPointsListed(stage)
      await listAction(stage, 'accessPoints.scan.action')
      return dialog(stage.page)
        .getByRole('status')
        .filter({ hasText: stage.t('accessPoints.scan.camera.off') })
    },
  },
  {
    // Each venue's last run (a synced one among them) and the ones that cannot sync.
    name: '/accesspoints: sync-by-venue dialog',
    open: async (stage) => {
      await accessPointsListed(stage)
      await listAction(stage, 'accessPoints.sync.byVenue')
      return dialog(stage.page).getByRole('listitem').first()
    },
  },
  {
    name: '/accesspoints: add dialog with field errors',
    open: async (stage) => {
      await accessPointsListed(stage)
      const added = await openDialog(stage.page, stage.t('accessPoints.add'))
      await added.getByRole('button', { name: stage.t('save'), exact: true }).click()
      return added.locator('[aria-invalid="true"]').first()
    },
  },
  // The OpenWisp page with its runs, the controller checked, and a run's details.
  {
    name: '/openwisp with runs and the controller checked',
    open: async (stage) => {
      const { page, t } = stage
      await syncedAccessPoints(stage.request, stage.adminToken)
      await signedInAt(stage, '/openwisp')
      await page.getByRole('button', { name: t('openwisp.controller.check'), exact: true }).click()
      await expect(page.getByRole('table', { name: t('openwisp.links.title') })).toBeVisible()
      return page.getByRole('status').filter({ hasText: /\d+ ms\)$/ })
    },
  },
  {
    name: '/openwisp: a run’s details',
    open: async (stage) => {
      await syncedAccessPoints(stage.request, stage.adminToken)
      await signedInAt(stage, '/openwisp')
      await stage.page
        .getByRole('button', { name: stage.t('openwisp.runs.viewRun', { at: '' }).trim() })
        .first()
        .click()
      return dialog(stage.page)
    },
  },
  // The audit trail (issue 24), its venue changes, and one change opened with its before and after.
  {
    name: '/audit',
    open: async (stage) => {
      await signedInAt(stage, '/audit?entity=venue')
      return stage.page.getByRole('button', { name: stage.t('audit.viewChange') }).first()
    },
  },
  {
    name: '/audit: a change',
    open: async (stage) => {
      await signedInAt(stage, '/audit?entity=venue')
      await stage.page
        .getByRole('button', { name: stage.t('audit.viewChange') })
        .first()
        .click()
      return dialog(stage.page)
    },
  },

  // -- Ads: the list with rows (a thumbnail, a status badge, a row menu) and its dialogs --------------------
  { name: '/advertisement with an ad', open: adsListed },
  { name: '/advertisement: delete dialog', open: adRowItem('delete') },
  { name: '/advertisement: delivery report dialog', open: adRowItem('advertisements.deliveryReport.action') },
  {
    name: '/advertisement: edit dialog of an image ad',
    open: async (stage) => (await adRowItem('edit')(stage)).locator('li img'),
  },
  {
    // The preview's frame holds the real guest page; axe checks the frame's document as part of the page.
    name: '/advertisement: preview dialog',
    open: async (stage) => {
      await adRowItem('advertisements.preview.action')(stage)
      return stage.page.frameLocator('iframe').getByRole('heading', { name: stage.walk.ad.title, exact: true })
    },
  },
  // The add dialog: empty; then every rule's message at once; images (one refused); a video off our origin.
  { name: '/advertisement: add dialog', open: adAddDialog },
  {
    // The schedule's calendar, in the console's language, the chosen day focused.
    name: '/advertisement: add dialog, the calendar open',
    open: async (stage) => {
      const field = stage.t('advertisements.fields.startDate')
      await (
        await adAddDialog(stage)
      )
        .getByRole('button', { name: stage.t('datePicker.open', { field }), exact: true })
        .click()
      return stage.page.getByRole('grid')
    },
  },
  {
    name: '/advertisement: add dialog with every field error',
    open: async (stage) => {
      const added = await adAddDialog(stage)
      await adField(stage, 'advertisements.fields.duration').fill('0')
      await adField(stage, 'advertisements.fields.startDate').fill('10/05/2030')
      await adField(stage, 'advertisements.fields.endDate').fill('01/05/2030')
      await adField(stage, 'advertisements.form.ctaUrl').fill('not an address')
      await adField(stage, 'advertisements.form.hoursFrom').fill('08:00')
      await adField(stage, 'advertisements.form.weight').fill('0')
      await added.getByRole('button', { name: stage.t('save'), exact: true }).click()
      // Title, description, duration, end date, call-to-action URL, the hours' missing end, weight; and the images.
      await expect(added.locator('[aria-invalid="true"]')).toHaveCount(7)
      return added.getByRole('alert')
    },
  },
  {
    name: '/advertisement: add dialog with an uploaded image',
    open: async (stage) => {
      await adAddDialog(stage)
      await chooseComponentType(stage, 'multiple_images')
      await chooseImages(stage, [demoImagePath()])
      await adField(stage, 'advertisements.form.altText', { number: '1' }).fill('Ly cà phê sữa đá')
      return dialog(stage.page).locator('li img')
    },
  },
  {
    name: '/advertisement: add dialog with a refused upload',
    open: async (stage) => {
      const renamedText = join(tmpdir(), `${uniqueTag('a11y')}.png`)
      writeFileSync(renamedText, 'a text file, renamed')
      await adAddDialog(stage)
      await chooseComponentType(stage, 'multiple_images')
      await chooseImages(stage, [renamedText])
      return dialog(stage.page)
        .getByRole('alert')
        .filter({ hasText: stage.t('advertisements.form.imageRefused', { reason: '' }).trim() })
    },
  },
  {
    name: '/advertisement: add dialog, a video with the walled-garden warning',
    open: async (stage) => {
      await adAddDialog(stage)
      await chooseComponentType(stage, 'video')
      await adField(stage, 'advertisements.form.videoUrl').fill('https://videos.example.com/pho.mp4')
      return dialog(stage.page).getByRole('status')
    },
  },

  // A venue's manage-ads dialog from its row: an assigned public ad, ticked; then a search without match.
  {
    name: '/venues: manage ads dialog',
    open: async (stage) => {
      await manageAdsSearched(stage)
      const venueAdBox = dialog(stage.page).getByRole('checkbox', {
        name: stage.t('venueAds.select', { title: stage.walk.venueAd.title }),
        exact: true,
      })
      await venueAdBox.check()
      // The search's rows, not the previous ones dimmed while it loads (their faded text is not what is judged).
      const list = dialog(stage.page).locator('[aria-busy]').first()
      await expect(list).toHaveAttribute('aria-busy', 'false')
      await expect.poll(() => list.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
      return venueAdBox
    },
  },
  {
    name: '/venues: manage ads dialog, no match',
    open: async (stage) => {
      await manageAdsSearched(stage)
      await dialog(stage.page).getByRole('searchbox').fill(`${stage.walk.tag}-none`)
      return dialog(stage.page).getByText(stage.t('venueAds.noMatch'), { exact: true })
    },
  },

  // A venue invitation (docs/decisions/056): the admin's dialog, the account form its link opens, and what a customer
  // in no venue reads (the walk's customer is in none) where an admin reads "add a venue".
  {
    name: '/venues: invite dialog',
    open: async (stage) => {
      await signedInAt(stage, `/venues?q=${stage.walk.tag}`)
      await stage.page
        .getByRole('button', { name: stage.t('actionsFor', { name: stage.walk.venue.name }), exact: true })
        .click()
      await stage.page.getByRole('menuitem', { name: stage.t('venueInvitations.action'), exact: true }).click()
      return dialog(stage.page)
    },
  },
  {
    name: '/invitation: a new account’s form',
    open: async (stage) =>
      (await invitationOpened(stage)).getByRole('button', { name: stage.t('venueInvitations.page.submit') }),
  },
  {
    name: '/invitation: a new account’s form with field errors',
    open: async (stage) => {
      const page = await invitationOpened(stage)
      await page.getByRole('button', { name: stage.t('venueInvitations.page.submit') }).click()
      return page.locator('[aria-invalid="true"]').first()
    },
  },
  ...['/venues', '/'].map((path) => ({
    name: `${path}: a customer without a venue`,
    open: async (stage: Stage) => {
      await signedInAt(stage, path, stage.walk.userToken)
      return stage.page.getByText(stage.t('venueInvitations.noVenue.title'), { exact: true })
    },
  })),

  // A customer editing their ad an administrator made public: the note that changing what guests see takes it out
  // of public, and the toast saying it did (docs/decisions/023).
  {
    name: '/advertisement: a customer’s edit dialog of their public ad',
    open: async (stage) => (await customerEditsPublicAd(stage)).getByRole('note'),
  },
  {
    name: '/advertisement: the toast of an ad taken out of public',
    open: async (stage) => {
      const edited = await customerEditsPublicAd(stage)
      await adField(stage, 'advertisements.form.ctaText').fill('Nhận quà')
      await edited.getByRole('button', { name: stage.t('save'), exact: true }).click()
      return shownToast(stage.page).getByText(stage.t('advertisements.toast.withdrawnFromPublic'), { exact: true })
    },
  },
]

for (const mode of consoleModes) {
  test.describe(mode.name, () => {
    test.use({
      uiLanguage: mode.language,
      viewport: mode.viewport,
      colorScheme: mode.theme,
      reducedMotion: 'reduce',
      // The map's tile server made to fail (ADR 028): Chromium logs each refused tile.
      allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/],
      // Its own client address, so the failed sign-ins it shows count against no other test's limits.
      extraHTTPHeaders: { 'x-forwarded-for': freshAddress() },
    })

    for (const screen of screens.filter(({ when }) => !when || when(mode))) {
      test(screen.name, async ({ page, request, adminToken, walk }) => {
        await page.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), mode.theme)
        const t = (key: string, values?: Record<string, string>) => consoleText(mode.language, key, values)
        const shown = await screen.open({ page, request, mode, t, walk, adminToken })
        if (shown) await expect(shown).toBeVisible()
        await audit(page, mode, screen.name, screen.skip)
      })
    }
  })
}
