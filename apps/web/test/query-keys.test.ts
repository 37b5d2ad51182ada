// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '../src/lib/query-keys'

describe('the query keys (lib/query-keys)', () => {
  it('are the only keys the web spells: no query or invalidation writes its own array', () => {
    const sources = join(import.meta.dirname, '../src')
    const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
    const spelling = files.filter((file) => /queryKey:\s*\[/.test(readFileSync(join(sources, file), 'utf8')))
    expect(files.length).toBeGreaterThan(50)
    expect(spelling).toEqual([])
  })

  it('start with their resource, so a write invalidating its `all` reaches every reader', () => {
    const query = { page: 1, pageSize: 10, filters: {} } as never
    expect(queryKeys.venues.list(query).slice(0, 1)).toEqual(queryKeys.venues.all)
    expect(queryKeys.accessPoints.map(query).slice(0, 1)).toEqual(queryKeys.accessPoints.all)
    expect(queryKeys.sync.venueStates.list(query).slice(0, 2)).toEqual(queryKeys.sync.venueStates.all)
    expect(queryKeys.sync.runs(query).slice(0, 1)).toEqual(queryKeys.sync.all)
    expect(queryKeys.sessions.slice(0, 1)).toEqual(queryKeys.me)
  })
})
