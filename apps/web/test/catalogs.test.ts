import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { errorCodes, msg } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { namespaces } from '../src/lib/i18n-namespaces'
import { keysOf, loadCatalog as load, localesDir } from './catalogs'

// Every key the source uses is checked against both catalogs by catalog-keys.test.ts.
describe('the vi and en catalogs', () => {
  it.each(namespaces)('%s has the same keys in both languages', (namespace) => {
    expect(keysOf(load('vi', namespace)).sort()).toEqual(keysOf(load('en', namespace)).sort())
  })

  it('hold no other namespaces than the app loads', () => {
    for (const language of ['vi', 'en']) {
      const files = readdirSync(join(localesDir, language)).map((file) => file.replace(/\.json$/, ''))
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
})
