import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { freshAddress, strongPassword, uniqueEmail } from './accounts.ts'
import { createAd, type Ad } from './advertisements.ts'
import { setUpAppThroughApi } from './authenticator-app.ts'
import { axeViolations, type ConsoleMode } from './console-audit.ts'
import { expect, test as base } from './fixtures.ts'
import { nextMail } from './mail.ts'
import { createUser, createVenue, uniqueTag, type User, type Venue } from './management.ts'
import { registerPasskeyThroughApi } from './passkeys.ts'
import { appUrl } from './servers.ts'
import { accessTokenThroughApi } from './session.ts'
import { assignAds } from './venue-ads.ts'

// What tests/accessibility.spec.ts walks through: one axe check of a screen (with its printed line and the run's
// totals), and the data its screens show, made through the API once per worker.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// ---------------------------------------------------------------------------------------------------------------
// One check: axe, plus aria-describedby and aria-labelledby ids that point at nothing (axe lets them pass; a
// screen reader finds nothing there to read).

type Impact = 'critical' | 'serious' | 'moderate' | 'minor'
const impacts: Impact[] = ['critical', 'serious', 'moderate', 'minor']
const failingImpacts: Impact[] = ['critical', 'serious']

interface Finding {
  mode: string
  screen: string
  counts: Record<Impact, number>
  failures: string[]
}
/** This worker's checks, added to the run's totals when it ends. */
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

/**
 * axe on the screen (console-audit.ts): every violation counted and printed, and the test fails on a serious or
 * critical one or a dangling reference. `skip`: rules that do not apply to this screen.
 */
export async function audit(page: Page, mode: ConsoleMode, screen: string, skip: string[] = []) {
  await test.step(screen, async () => {
    const violations = await axeViolations(page, skip)
    const counts = Object.fromEntries(impacts.map((impact) => [impact, 0])) as Record<Impact, number>
    const impactOf = (violation: Result): Impact => violation.impact ?? 'minor'
    for (const violation of violations) counts[impactOf(violation)] += violation.nodes.length
    const failures = [
      ...violations.filter((violation) => failingImpacts.includes(impactOf(violation))).map(describeViolation),
      ...(await danglingReferences(page)).map((reference) => `    dangling reference: ${reference}`),
    ]
    findings.push({ mode: mode.name, screen, counts, failures })
    console.log(
      `[${mode.name}] ${screen}: ${impacts.map((impact) => `${impact} ${counts[impact]}`).join(', ')}` +
        (failures.length ? ` — ${failures.length} failing` : ''),
    )
    expect(
      failures.length,
      `Serious or critical accessibility findings in ${mode.name}:\n  ${screen}\n${failures.join('\n')}`,
    ).toBe(0)
  })
}

/**
 * Adds this worker's checks to the run's (a file in the run's output folder, which Playwright empties at each run's
 * start; every worker adds its own as it ends) and prints the totals so far: the last worker to end prints the run's.
 */
function printTotals(outputDir: string) {
  const file = join(outputDir, 'axe-findings.jsonl')
  if (findings.length > 0) appendFileSync(file, findings.map((finding) => `${JSON.stringify(finding)}\n`).join(''))
  findings.length = 0
  if (!existsSync(file)) return
  const all = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Finding)
  const total = Object.fromEntries(
    impacts.map((impact) => [impact, all.reduce((sum, finding) => sum + finding.counts[impact], 0)]),
  )
  const failingScreens = all.filter((finding) => finding.failures.length > 0).length
  console.log(
    `axe: ${all.length} screens checked by the workers so far, ${failingScreens} failing; violations by impact: ` +
      impacts.map((impact) => `${impact} ${total[impact]}`).join(', '),
  )
}

// ---------------------------------------------------------------------------------------------------------------
// The walk's data, through the API

export interface Account {
  email: string
  password: string
  /** The session the page is handed. */
  token: string
}

/**
 * A new administrator with two sessions (so Settings → Security offers to end the others), the second one's token
 * answered; with a passkey named Laptop, and an authenticator app, when asked for.
 */
export async function adminAccount(
  request: APIRequestContext,
  adminToken: string,
  factors: { passkey?: boolean; authenticatorApp?: boolean } = {},
): Promise<Account> {
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
  await accessTokenThroughApi(request, account.email, account.password)
  const token = await accessTokenThroughApi(request, account.email, account.password)
  if (factors.passkey) {
    await registerPasskeyThroughApi(request, token, 'Laptop')
    // The email telling the owner of the new passkey.
    await nextMail(account.email)
  }
  if (factors.authenticatorApp) await setUpAppThroughApi(request, token, account.email)
  return { ...account, token }
}

/** Wrong passwords for the account from one address of their own, until its sign-in is locked there. */
async function lockOut(request: APIRequestContext, email: string) {
  const from = { 'x-forwarded-for': freshAddress() }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await request.post('/api/auth/sign-in', { headers: from, data: { email, password: 'wrong-1a' } })
  }
}

export interface Walk {
  /** At the start of the names below: a list searched for it shows only the walk's rows. */
  tag: string
  /** The walker: an administrator of its own with a second session and no second factor. */
  admin: Account
  /** An administrator with a passkey, Laptop. */
  passkeyAdmin: Account
  /** An administrator with a passkey and an authenticator app. */
  appAdmin: Account
  /** An active venue (`${tag} Cà phê Sáng`, with `venueAd` assigned) and an inactive one beside it. */
  venue: Venue
  /** A customer with a passkey and sessions, whose sign-in wrong passwords locked from one address. */
  user: User
  /** A session of the customer. */
  userToken: string
  /** The first admin's image ad. */
  ad: Ad
  /** A public video ad assigned to the venue. */
  venueAd: Ad
  /** Locks the customer's sign-in again once the lock has run out (it lasts a quarter of an hour). */
  keepUserLocked(request: APIRequestContext): Promise<void>
}

async function makeWalk(request: APIRequestContext, adminToken: string): Promise<Walk> {
  const tag = uniqueTag('a11y')
  const [admin, passkeyAdmin, appAdmin] = [
    await adminAccount(request, adminToken),
    await adminAccount(request, adminToken, { passkey: true }),
    await adminAccount(request, adminToken, { passkey: true, authenticatorApp: true }),
  ]
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
  // The user's row offers every care of their account: they have a passkey and sessions, and are locked out.
  const userToken = await accessTokenThroughApi(request, user.email, strongPassword)
  await registerPasskeyThroughApi(request, userToken, 'Laptop')
  await nextMail(user.email)
  await lockOut(request, user.email)
  const ad = await createAd(request, adminToken, { title: `${tag} Phở Sáng` })
  const venueAd = await createAd(request, adminToken, {
    title: `${tag} Bún Sáng`,
    componentType: 'video',
    isPublic: true,
  })
  await assignAds(request, adminToken, venue.id, [venueAd.id])
  return {
    tag,
    admin,
    passkeyAdmin,
    appAdmin,
    venue,
    user,
    userToken,
    ad,
    venueAd,
    async keepUserLocked(api) {
      const response = await api.get(`/api/users?q=${tag}`, { headers: bearer(adminToken) })
      expect(response.status()).toBe(200)
      const { items } = (await response.json()) as { items: { id: string; locked: boolean }[] }
      if (!items.find((item) => item.id === user.id)?.locked) await lockOut(api, user.email)
    },
  }
}

export const test = base.extend<object, { walk: Walk; axeTotals: void }>({
  walk: [
    async ({ playwright, adminSession }, use) => {
      // Its own client address, so the failed sign-ins it makes count against no other test's limits.
      const request = await playwright.request.newContext({
        baseURL: appUrl,
        extraHTTPHeaders: { 'x-forwarded-for': freshAddress() },
      })
      const walk = await makeWalk(request, adminSession)
      await request.dispose()
      await use(walk)
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // Not an afterAll hook: one would make Playwright hand the file's tests to the workers in fixed shares.
  axeTotals: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      await use()
      printTotals(workerInfo.project.outputDir)
    },
    { scope: 'worker', auto: true },
  ],
})

export { expect }
