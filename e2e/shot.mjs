import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
const base = 'http://127.0.0.1:4300'
async function token() {
  const signIn = await (await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'Admin1234x' }) })).json()
  await new Promise((r) => setTimeout(r, 400))
  const log = readFileSync('/tmp/demo.log', 'utf8').split('\n').filter((l) => l.includes('Email (not sent')).at(-1)
  const code = /\b(\d{6})\b/.exec(log)[1]
  const verify = await (await fetch(`${base}/api/auth/otp/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challengeToken: signIn.challengeToken, code }) })).json()
  return verify.accessToken
}
const accessToken = await token()
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const modes = (process.env.MODES ?? 'vi-light-1280,en-dark-1280,vi-light-375,en-dark-375').split(',')
for (const mode of modes) {
  const [lang, theme, width] = mode.split('-')
  const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, colorScheme: theme, locale: lang })
  await context.addCookies([
    { name: 'access_token', value: encodeURIComponent(JSON.stringify(accessToken)), url: base },
    { name: 'i18next', value: lang, url: base },
    { name: 'theme', value: theme, url: base },
  ])
  const page = await context.newPage()
  await page.goto(`${base}${process.env.SHOT_PATH ?? '/accesspoints'}`)
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/tmp/shot-${mode}.png`, fullPage: false })
  if (process.env.VIEW) {
    await page.getByRole('button', { name: /Actions for|Thao tác cho/ }).first().click()
    await page.getByRole('menuitem', { name: /View|Xem/ }).click()
    await page.waitForTimeout(500)
    await page.screenshot({ path: `/tmp/shot-${mode}-view.png` })
  }
  await context.close()
}
await browser.close()
