// The console's sign-in route first load as a browser sees it: every file Chromium fetches for /sign-in until the
// network is idle. Its scripts, each gzipped (level 9), are the figure of the bench (bench/sign-in-bundle.mjs) and the
// size check in `npm test` (scripts/check-sign-in-size.mjs), so both report the same figure; every file, as the server
// sends it compressed, is the wire check's (scripts/check-first-visit-wire.mjs). Needs `npm run build` first.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, fullChromium } from '../scripts/chromium.mjs'

/** Kilobytes as the README and ADR 007 give them: 1 KB = 1,024 bytes, one decimal. */
export const kb = (bytes) => (bytes / 1024).toFixed(1)

/**
 * Starts the built server on a fresh embedded database, loads /sign-in in Chromium and returns the scripts it
 * fetched, largest (gzipped) first, with their total gzipped bytes.
 */
export async function measureSignInFirstLoad() {
  const responses = await withBuiltServer(loadSignIn)
  const scripts = responses
    .filter((response) => response.resourceType === 'script')
    .map(({ path, body }) => ({
      url: path,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      // zod's object schema: in the first load only if a schema reached the route tree (ADR 030).
      zod: body.includes('$ZodObject'),
    }))
    .sort((a, b) => b.gzip - a.gzip)
  if (scripts.length === 0) throw new Error('/sign-in fetched no script: is apps/web/dist built?')
  return { scripts, total: scripts.reduce((sum, script) => sum + script.gzip, 0) }
}

/**
 * Runs `use` with the address of the built server (apps/api/dist/server.js), started on a fresh embedded database
 * and stopped after, whatever `use` did.
 */
export async function withBuiltServer(use) {
  const port = 3900 + Math.floor(Math.random() * 90)
  const dataDir = mkdtempSync(join(tmpdir(), 'sign-in-first-load-'))
  const server = spawn('node', ['apps/api/dist/server.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(base)
    return await use(base)
  } finally {
    server.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Opens `${base}/sign-in` in a fresh Chromium and returns every response of its first load — the page, its scripts,
 * style sheets, fonts, translations and API calls — with its path, Chromium's resource type and its (decoded) body.
 */
export async function loadSignIn(base) {
  const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const reads = []
    page.on('response', (response) => {
      const request = response.request()
      // A redirect has no body to read.
      const body =
        response.status() >= 300 && response.status() < 400 ? Promise.resolve(Buffer.alloc(0)) : response.body()
      reads.push(
        body.then((body) => ({
          path: new URL(response.url()).pathname,
          method: request.method(),
          status: response.status(),
          resourceType: request.resourceType(),
          body,
        })),
      )
    })
    // On a busy machine the network can fall idle before the page has run its scripts: the figure is taken once
    // the form is there (the page started) and the network is idle again (every file it asks for has come).
    const requestsSettled = watchRequests(page)
    await page.goto(`${base}/sign-in`, { waitUntil: 'load' })
    await page.locator('form input[type="email"]').waitFor({ timeout: 60_000 })
    await requestsSettled()
    page.removeAllListeners('response')
    return await Promise.all(reads)
  } finally {
    await browser.close()
  }
}

/** One line per script: gzipped and raw size, then its path. */
export const scriptLine = (script) =>
  `${kb(script.gzip).padStart(7)} KB gz  ${kb(script.raw).padStart(7)} KB raw  ${script.url}`

/** Counts the page's requests from now on; the function it returns resolves once none has been asked for or been on
 * its way for a second. */
function watchRequests(page) {
  let pending = 0
  let lastChange = Date.now()
  const change = (delta) => () => {
    pending += delta
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async () => {
    while (pending > 0 || Date.now() - lastChange < 1000) await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function waitForHealth(base) {
  // Up to a minute: on a busy machine the embedded database takes its time to start.
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not become healthy')
}
