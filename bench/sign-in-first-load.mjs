// The console's sign-in route first load as a browser sees it: every script Chromium fetches for /sign-in until the
// network is idle, each gzipped (level 9). Shared by the bench (bench/sign-in-bundle.mjs) and the size check in
// `npm test` (scripts/check-sign-in-size.mjs), so both report the same figure. Needs `npm run build` first.
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
  const port = 3900 + Math.floor(Math.random() * 90)
  const dataDir = mkdtempSync(join(tmpdir(), 'sign-in-first-load-'))
  const server = spawn('node', ['apps/api/dist/server.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(base)
    const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs })
    try {
      const page = await browser.newPage()
      const reads = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        reads.push(
          response.body().then((body) => ({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            // zod's object schema: in the first load only if a schema reached the route tree (ADR 030).
            zod: body.includes('$ZodObject'),
          })),
        )
      })
      // On a busy machine the network can fall idle before the page has run its scripts: the figure is taken once
      // the form is there (the page started) and the network is idle again (every script it asks for has come).
      const scriptsSettled = watchScripts(page)
      await page.goto(`${base}/sign-in`, { waitUntil: 'load' })
      await page.locator('form input[type="email"]').waitFor({ timeout: 60_000 })
      await scriptsSettled()
      page.removeAllListeners('response')
      const scripts = (await Promise.all(reads)).sort((a, b) => b.gzip - a.gzip)
      if (scripts.length === 0) throw new Error('/sign-in fetched no script: is apps/web/dist built?')
      return { scripts, total: scripts.reduce((sum, script) => sum + script.gzip, 0) }
    } finally {
      await browser.close()
    }
  } finally {
    server.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** One line per script: gzipped and raw size, then its path. */
export const scriptLine = (script) =>
  `${kb(script.gzip).padStart(7)} KB gz  ${kb(script.raw).padStart(7)} KB raw  ${script.url}`

/** Counts the page's script requests from now on; the function it returns resolves once none has been asked for
 * or been on its way for a second. */
function watchScripts(page) {
  let pending = 0
  let lastChange = Date.now()
  const change = (delta) => (request) => {
    if (request.resourceType() !== 'script') return
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
