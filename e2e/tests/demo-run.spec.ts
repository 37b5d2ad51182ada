import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { appPort } from '../support/servers.ts'

// `npm run demo` is what a new operator runs first: its terminal must say, in plain lines, where the console is,
// how to sign in and where the sign-in codes appear — and not bury them under request lines (issue 20).
const demoPort = appPort + 20
const chilliPort = appPort + 21

let demo: ChildProcess
let dataDir: string
let output = ''

async function waitFor(predicate: () => boolean, what: string) {
  for (let attempt = 0; attempt < 600 && !predicate(); attempt++) await new Promise((r) => setTimeout(r, 100))
  if (!predicate()) throw new Error(`the demo never printed ${what}; it printed:\n${output}`)
}

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(join(tmpdir(), 'wifi-console-demo-'))
  // The built server (the root `npm test` builds first); the demo script is run as `npm run demo` runs it.
  demo = spawn(process.execPath, ['scripts/demo.mjs'], {
    cwd: new URL('../..', import.meta.url),
    env: { ...process.env, PORT: String(demoPort), DEMO_CHILLI_PORT: String(chilliPort), DATA_DIR: dataDir },
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
  const fullLog = readFileSync(join(dataDir, 'demo.log'), 'utf8')
  expect(fullLog).toContain('"url":"/api/auth/sign-in"')
})
