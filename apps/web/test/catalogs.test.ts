import { readdirSync, readFileSync } from 'node:fs'
import { errorCodes, msg } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { namespaces } from '../src/lib/i18n-namespaces'

type Catalog = Record<string, unknown>
const localesDir = new URL('../public/locales/', import.meta.url)
const load = (language: string, namespace: string): Catalog =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, localesDir), 'utf8')) as Catalog

/** "a.b.c" for every leaf; arrays are leaves (paragraph lists). */
function keysOf(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value as Catalog, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

/** i18next resolves "seconds" to "seconds_one" / "seconds_other"; a used key exists if either form does. */
const has = (keys: Set<string>, key: string) => keys.has(key) || keys.has(`${key}_other`)

describe('the vi and en catalogs', () => {
  it.each(namespaces)('%s has the same keys in both languages', (namespace) => {
    expect(keysOf(load('vi', namespace)).sort()).toEqual(keysOf(load('en', namespace)).sort())
  })

  it('hold no other namespaces than the app loads', () => {
    for (const language of ['vi', 'en']) {
      const files = readdirSync(new URL(`${language}/`, localesDir)).map((file) => file.replace(/\.json$/, ''))
      expect(files.sort()).toEqual([...namespaces].sort())
    }
  })

  it('translate every validation message key of the contract', () => {
    const keys = new Set(keysOf(load('en', 'validation')).map((key) => `validation:${key}`))
    for (const key of Object.values(msg)) expect(keys, key).toContain(key)
  })

  it('translate every API error code', () => {
    const keys = new Set(keysOf(load('en', 'errors')))
    for (const code of errorCodes) expect(keys, code).toContain(code)
  })

  it('have every literal key the source code asks for', () => {
    const common = new Set(keysOf(load('en', 'common')))
    const sourceDir = new URL('../src/', import.meta.url)
    const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') || file.endsWith('.ts'),
    )
    const used = files.flatMap((file) => {
      const source = readFileSync(new URL(file, sourceDir), 'utf8')
      const keys = [...source.matchAll(/\bt\(\s*'([^':]+)'/g), ...source.matchAll(/i18nKey="([^"]+)"/g)]
      return keys.map(([, key]) => ({ file, key: key ?? '' }))
    })
    // Guards the scan itself: if the patterns stopped matching, the check below would pass on nothing.
    expect(used.length).toBeGreaterThan(50)
    expect(used.filter(({ key }) => !has(common, key)).map(({ file, key }) => `${file}: ${key}`)).toEqual([])
  })
})
