import { languages } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { keysUsedIn, keysUsedInSource, loadCatalogs, problemWith, type Catalog } from './catalogs'

const catalogs = loadCatalogs()
const common = catalogs.vi?.common ?? {}
const groups = new Set([
  'validation',
  'errors',
  ...Object.entries(common).flatMap(([key, value]) =>
    typeof value === 'object' && !Array.isArray(value) ? [key] : [],
  ),
])

/** The uses with a problem in any language, as "file: key (problem in language)". */
function problems(uses: ReturnType<typeof keysUsedInSource>) {
  return uses.flatMap((use) =>
    languages.flatMap((language) => {
      const problem = problemWith(use, catalogs[language] as Record<'common' | 'validation' | 'errors', Catalog>)
      return problem ? [`${use.file}: ${use.key} (${problem} in ${language})`] : []
    }),
  )
}

describe('the keys the console uses', () => {
  const uses = keysUsedInSource(groups)

  it('are found: calls, templates, i18nKey props and keys kept in maps', () => {
    // Guards the scan itself: if a pattern stopped matching, the check below would pass on nothing.
    const count = (kind: string) => uses.filter((use) => use.kind === kind).length
    expect(count('call')).toBeGreaterThan(500)
    expect(count('template')).toBeGreaterThan(10)
    expect(count('literal')).toBeGreaterThan(10)
    expect(uses.some((use) => use.key.startsWith('errors:'))).toBe(true)
  })

  it('exist in the Vietnamese and the English catalogs, plural keys called with count', () => {
    expect(problems(uses)).toEqual([])
  })
})

describe('the key scan', () => {
  const scan = (source: string) => problems(keysUsedIn('sample.tsx', source, groups))

  it('reports a key neither catalog has, in a call, a prop or a map', () => {
    expect(scan(`t('advertisements.form.noSuchHint')`)).toEqual([
      'sample.tsx: advertisements.form.noSuchHint (missing in vi)',
      'sample.tsx: advertisements.form.noSuchHint (missing in en)',
    ])
    expect(scan(`<Trans i18nKey="users.delete.nope" />`)).toHaveLength(2)
    expect(scan(`const labels = { a: 'nav.nope' }`)).toHaveLength(2)
    expect(scan(`t('validation:nope')`)).toHaveLength(2)
  })

  it('reports a plural key called without count, and a template outside every group', () => {
    expect(scan(`t('time.seconds', { seconds: 3 })`)).toEqual([
      'sample.tsx: time.seconds (plural key without count in vi)',
      'sample.tsx: time.seconds (plural key without count in en)',
    ])
    expect(scan(`t('time.seconds', { count: 3 })`)).toEqual([])
    expect(scan('t(`users.nope.${id}`)')).toHaveLength(2)
    expect(scan('t(`users.fields.${id}`)')).toEqual([])
  })
})
