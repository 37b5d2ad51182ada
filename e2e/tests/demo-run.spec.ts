import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { guestSessionListSchema, type GuestSession } from '@wifi/contract'
import { guestConnects } from '../support/captive-rig.ts'
import { demoChilliPort, demoCoaPort, demoPort } from '../support/servers.ts'

// `npm run demo` is what a new operator runs first: its terminal must say, in plain lines, where the console is,
// how to sign in and where the sign-in codes appear — and not bury them under request lines (issue 20).
const chilliPort = demoChilliPort

let demo: ChildProcess
let dataDir: string
let output = ''

async function waitFor(predicate: () => boolean, what: string) {
  for (let attempt = 0; attempt < 600 && !predicate(); attempt++) await new Promise((r) => setTimeout(r, 100))
  if (!predicate()) throw new Error(`the demo never printed ${what}; it printed:\n${output}`)
}

const base = `http://127.0.0.1:${demoPort}`
const adminPassword = () => /Administrator: {3}admin@wifi\.local {2}password (\S+)/.exec(output)![1]!

/** Signs in by the code the demo prints as an "Email to …" line; answers the access token. */
async function signIn(request: APIRequestContext, email: string, password: string) {
  const mailed = output.lastIndexOf(`Email to ${email}`)
  const answer = await request.post(`${base}/api/auth/sign-in`, { data: { email, password } })
  expect(answer.status()).toBe(200)
  const { challengeToken } = (await answer.json()) as { challengeToken: string }
  await waitFor(() => output.lastIndexOf(`Email to ${email}`) > mailed, `a sign-in email to ${email}`)
  const code = /\b(\d{6})\b/.exec(output.slice(output.lastIndexOf(`Email to ${email}`)))![1]
  const verified = await request.post(`${base}/api/auth/otp/verify`, { data: { challengeToken, code } })
  expect(verified.status(), await verified.text()).toBe(200)
  return ((await verified.json()) as { accessToken: string }).accessToken
}

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(join(tmpdir(), 'wifi-console-demo-'))
  // The built server (the root `npm test` builds first); the demo script is run as `npm run demo` runs it.
  demo = spawn(process.execPath, ['scripts/demo.mjs'], {
    cwd: new URL('../..', import.meta.url),
    env: {
      ...process.env,
      PORT: String(demoPort),
      DEMO_CHILLI_PORT: String(chilliPort),
      RADIUS_COA_PORT: String(demoCoaPort),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  demo.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  demo.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await waitFor(() => output.includes('Full log:'), 'its banner')
})

test.afterAll(async () => {
  if (demo.exitCode === null) {
    const exited = new Promise((resolve) => demo.once('exit', resolve))
    demo.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

test('the demo prints a plain banner with the console, the logins and the guest page', () => {
  const banner = output.slice(output.indexOf(' Wi-Fi Console demo'))
  expect(banner).toContain(`Console:         http://localhost:${demoPort}`)
  expect(banner).toMatch(/Administrator: {3}admin@wifi\.local {2}password \S{12,}\n/)
  expect(banner).toContain('Demo customers:  khach.demo@wifi.local, chu.quan.demo@wifi.local  password Demo1234')
  expect(banner).toMatch(new RegExp(`Guest Wi-Fi: {5}http://127\\.0\\.0\\.1:${chilliPort}/ {2}\\(a guest behind "`))
  expect(banner).toContain('Sign-in codes:   printed below as "Email to …" lines (SMTP_URL is not set)')
  expect(banner).toContain(`Full log:        ${join(dataDir, 'demo.log')}`)
  // Plain lines: no JSON log line and no literal "\n" reach the terminal.
  expect(output).not.toMatch(/^\{"level"/m)
  expect(output).not.toContain('\\n')
})

test('a sign-in code appears as plain lines, and requests stay in the full log', async ({ request }) => {
  const base = `http://127.0.0.1:${demoPort}`
  const answer = await request.post(`${base}/api/auth/sign-in`, {
    data: { email: 'khach.demo@wifi.local', password: 'Demo1234' },
  })
  expect(answer.status()).toBe(200)
  await waitFor(() => output.includes('Email to khach.demo@wifi.local'), 'the sign-in email')
  const email = output.slice(output.indexOf('Email to khach.demo@wifi.local'))
  expect(email).toMatch(/^Email to khach\.demo@wifi\.local: .+\n {10}.*\b\d{6}\b/)

  expect(output).not.toContain('/api/auth/sign-in')
  expect(output).not.toContain('incoming request')
  // The full log is written in the background: the request's line arrives a moment after its answer.
  const fullLog = () => readFileSync(join(dataDir, 'demo.log'), 'utf8')
  await waitFor(() => fullLog().includes('"url":"/api/auth/sign-in"'), 'the sign-in request to its full log')
})

test('the demo has weeks of guest visits, which /api/analytics counts for the admin and for a customer', async ({
  request,
}) => {
  // Two sign-ins by emailed code, and the rollup's first run over the demo's weeks on embedded PGlite.
  test.setTimeout(90_000)
  const lastFourWeeks = async (token: string) => {
    const day = (offset: number) =>
      new Date(Date.now() + 7 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10)
    // The rollup's first run over the demo's visits follows the server's start.
    let totals: Record<string, number> = {}
    await expect(async () => {
      const answer = await request.get(`${base}/api/analytics?from=${day(27)}&to=${day(0)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(answer.status()).toBe(200)
      totals = ((await answer.json()) as { totals: Record<string, number> }).totals
      expect(totals.connections).toBeGreaterThan(0)
    }).toPass({ timeout: 20_000 })
    return totals
  }
  const everything = await lastFourWeeks(await signIn(request, 'admin@wifi.local', adminPassword()))
  expect(everything.impressions).toBeGreaterThan(everything.connections! / 2)
  expect(everything.uniqueDevices).toBeGreaterThan(0)
  expect(everything.returningDevices).toBeGreaterThan(0)
  expect(everything.onlineMinutes).toBeGreaterThan(0)
  // A demo customer sees their own venue's part of it.
  const theirs = await lastFourWeeks(await signIn(request, 'khach.demo@wifi.local', 'Demo1234'))
  expect(theirs.connections).toBeLessThan(everything.connections!)
})

test('a guest who connects at the demo’s gateway is online in the console, and an admin ends their session', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await signIn(request, 'admin@wifi.local', adminPassword())
  const online = async () => {
    const answer = await request.get(`${base}/api/guest-sessions?state=online&sort=startedAt&order=desc`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.status()).toBe(200)
    return guestSessionListSchema.parse(await answer.json())
  }
  // The seeded guests online now are still reported as online (not "gateway stopped reporting").
  const before = await online()
  expect(before.total).toBeGreaterThan(0)

  await page.goto(`http://127.0.0.1:${chilliPort}/`)
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${demoPort}/wifi/chilli\\?res=notyet&`))
  const task = page.locator('.task-target')
  const answer = (await task.count()) > 0 ? ((await task.textContent()) ?? undefined) : undefined
  await guestConnects(page, { answer })
  await expect(page.getByRole('heading', { name: 'You’re connected' })).toBeVisible({ timeout: 30_000 })

  // The gateway's Accounting Start puts the guest at the top of who is online, at the gateway's access point.
  let newest: GuestSession | undefined
  await expect(async () => {
    const after = await online()
    expect(after.total).toBe(before.total + 1)
    newest = after.items[0]
    expect(newest?.gatewayKind).toBe('chilli')
  }).toPass({ timeout: 10_000 })

  const end = await request.post(`${base}/api/guest-sessions/${newest!.handle}/end`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(end.status(), await end.text()).toBe(200)
  expect(((await end.json()) as { outcome: string }).outcome).toBe('ended')
  // The gateway logged the guest out: their next page goes to the captive page again.
  await page.goto(`http://127.0.0.1:${chilliPort}/`)
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${demoPort}/wifi/chilli\\?res=notyet&`))
  expect((await online()).total).toBe(before.total)
})
