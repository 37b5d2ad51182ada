import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

// The root README's Configuration table is the one list of settings an operator reads; the API README points to
// it instead of keeping a second copy that drifts (issue 20 found 8 settings missing there).
const read = (path: string) => readFile(new URL(path, import.meta.url), 'utf8')

/** The environment variables the server reads: the keys of config.ts's environment schema. */
async function settingNames(): Promise<string[]> {
  const source = await read('../src/config.ts')
  return [...source.matchAll(/^ {4}([A-Z][A-Z0-9_]+): /gm)].map((match) => match[1]!)
}

/** The variables named in the first cell of the README's Configuration table's rows. */
async function documentedNames(): Promise<Set<string>> {
  const readme = await read('../../../README.md')
  const section = readme.slice(readme.indexOf('## Configuration'))
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| variable')))
  const firstCells = table.split('\n').map((row) => row.split('|')[1] ?? '')
  return new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!)))
}

describe('settings documentation', () => {
  it('finds the settings config.ts reads', async () => {
    expect(await settingNames()).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'REDIS_URL', 'CAPTIVE_URL']))
  })

  it('lists every setting in the README’s Configuration table', async () => {
    const documented = await documentedNames()
    expect((await settingNames()).filter((name) => !documented.has(name))).toEqual([])
  })
})
