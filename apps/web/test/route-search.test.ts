import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { venueListQuerySchema, type VenueListQuery } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { listSearch, redirectSearch } from '../src/lib/route-search'

const routesDir = join(dirname(fileURLToPath(import.meta.url)), '../src/routes')

describe('the search validators of the route tree', () => {
  it('keep a text redirect and drop anything else', () => {
    expect(redirectSearch({ redirect: '/venues?page=2' })).toEqual({ redirect: '/venues?page=2' })
    expect(redirectSearch({ redirect: 42, other: 'x' })).toEqual({})
  })

  it('shape a list search for the table, and leave the rest to its schema, which parses and refuses as before', () => {
    const search = listSearch<VenueListQuery>('status')({ page: 2, status: 'active,inactive', q: 'Hồ Tây, Hà Nội' })
    // The table reads its filters as lists from the router; a comma in the search text stays.
    expect(search).toEqual({ page: 2, status: ['active', 'inactive'], q: 'Hồ Tây, Hà Nội' })
    expect(listSearch<VenueListQuery>('status')({ q: 123 })).toEqual({ q: '123' })
    expect(venueListQuerySchema.parse(search)).toMatchObject({
      page: 2,
      pageSize: 10,
      sort: 'createdAt',
      order: 'desc',
      status: ['active', 'inactive'],
      q: 'Hồ Tây, Hà Nội',
    })
    expect(venueListQuerySchema.safeParse(listSearch<VenueListQuery>('status')({ pageSize: 7 })).success).toBe(false)
    expect(venueListQuerySchema.safeParse(listSearch<VenueListQuery>('status')({ status: 'open' })).success).toBe(false)
  })

  // validateSearch cannot be split off a route: a schema there would load with the sign-in page, zod with it
  // (docs/decisions/030). The schema belongs in the loader and the component, which load with the page.
  it('are plain functions in every route file, never a schema', () => {
    const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'))
    const validators = files.flatMap((file) =>
      [
        ...readFileSync(join(routesDir, file), 'utf8').matchAll(/validateSearch:\s*([^\n]+)|\.\.\.(listRoute[^\n]+)/g),
      ].map(([, value, spread]) => `${file}: ${value ?? spread}`),
    )
    expect(validators.length).toBeGreaterThanOrEqual(8)
    // listRoute's validator is listSearch (lib/route-search.ts); it is given the defaults and the lists' names.
    const allowed =
      /: (redirectSearch,|listSearch<[^>]+>\(('\w+'(, )?)*\),|listRoute<[^>]+>\(\{?$|listRoute<[^>]+>\(\{ [^}]*\}(, '\w+')*\),|\(search: Record<string, unknown>\)(: [^=]+)? =>)/
    expect(validators.filter((line) => !allowed.test(line))).toEqual([])
  })
})
