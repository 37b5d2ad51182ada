import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import type { AxeResults, Result, RunOptions } from 'axe-core'
import type { UiLanguage } from './language.ts'

// What the console's accessibility checks share: the three modes of issue 9's audit, the console's own texts (so the
// same steps find the same controls in either language), and one axe check of a screen.

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface ConsoleMode {
  name: string
  language: UiLanguage
  theme: 'light' | 'dark'
  viewport: { width: number; height: number }
}

export const consoleModes: ConsoleMode[] = [
  { name: 'vi, light, 1280×800', language: 'vi', theme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'en, dark, 1280×800', language: 'en', theme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: 'vi, light, 375×812', language: 'vi', theme: 'light', viewport: { width: 375, height: 812 } },
]

type Catalog = { [key: string]: string | Catalog }
const catalogs = Object.fromEntries(
  (['vi', 'en'] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../../apps/web/public/locales/${language}/common.json`, import.meta.url), 'utf8'),
    ) as Catalog,
  ]),
) as Record<UiLanguage, Catalog>

/** The console's text at `key` in `language`, with its {{values}}. */
export function consoleText(language: UiLanguage, key: string, values: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<string | Catalog | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogs[language],
    )
  if (typeof found !== 'string') throw new Error(`No text ${key} in the ${language} catalog`)
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`)
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's violations on the page. Its source goes into each frame that lacks it, once per document (a screen
 * reached inside the page keeps it); the run starts in the top frame, which gathers the other frames' parts itself.
 * @axe-core/playwright instead sent the 650 KB source again on every check and finished each in a new blank page,
 * which cost six to eight times the CPU of the check itself (0.6–0.85 s against 0.1 s).
 */
export async function runAxe(page: Page, options: RunOptions): Promise<Result[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
  }
  return page.evaluate(
    async (options) => {
      const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      return (await axe.run(document, options)).violations
    },
    { ...options, resultTypes: ['violations'] },
  )
}

/**
 * axe (WCAG 2.2 AA, and Label in Name) on what the page shows once it is whole: nothing loading, the web fonts in.
 * `skip`: rules that do not apply to the screen, each with its reason where the screen is listed.
 */
export async function axeViolations(page: Page, skip: string[] = []): Promise<Result[]> {
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return runAxe(page, {
    runOnly: { type: 'tag', values: wcagTags },
    rules: {
      // WCAG 2.5.3 Label in Name: axe files it as experimental, so the tags alone leave it out.
      'label-content-name-mismatch': { enabled: true },
      ...Object.fromEntries(skip.map((rule) => [rule, { enabled: false }])),
    },
  })
}

/** axe on the screen once it has loaded: no serious or critical violation; every kind counted. */
export async function auditScreen(page: Page, mode: ConsoleMode, screen: string) {
  await test.step(screen, async () => {
    const violations = await axeViolations(page)
    const failing = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    console.log(`[${mode.name}] ${screen}: ${violations.length} violation kinds, ${failing.length} failing`)
    expect(
      failing.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      `${screen} (${mode.name})`,
    ).toEqual([])
  })
}
