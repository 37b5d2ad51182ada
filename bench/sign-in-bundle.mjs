// Measures the console's sign-in route first load as a browser sees it: every script the page fetches
// until the network is idle, each gzipped (level 9), summed. Budget (docs/architecture.md): at most 120 KB gzipped JS.
// Usage: npm run build && node bench/sign-in-bundle.mjs
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const port = 3900 + Math.floor(Math.random() * 90)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'))
const server = spawn('node', ['apps/api/dist/server.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
})
const base = `http://127.0.0.1:${port}`

try {
  await waitForHealth()
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
  const page = await browser.newPage()
  const scripts = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body()
    scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
  })
  await page.goto(`${base}/sign-in`, { waitUntil: 'networkidle' })
  await browser.close()

  const kb = (bytes) => (bytes / 1024).toFixed(1)
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kb(script.gzip).padStart(7)} KB gz  ${kb(script.raw).padStart(7)} KB raw  ${script.url}`)
  }
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
  console.log(`sign-in first load: ${scripts.length} scripts, ${kb(total)} KB gzipped JS (budget 120 KB)`)
} finally {
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not become healthy')
}
