import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'

/** The rows of one page; a page past the end simply has none. */
export const pageWindow = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize })

/**
 * The sort column in the asked direction, then the id so that equal values keep a stable order across pages.
 *
 * With a search, the sort key is turned into an equal-valued expression that no index matches. Otherwise
 * PostgreSQL may walk the sort column's index hoping to meet the first matches early, and when the matches
 * sort late (every "Phở …" after every "Cà phê …") it reads half the table; the trigram index finds the
 * matches first, and sorting a few thousand rows is cheap.
 */
export function sortBy(column: AnyColumn | SQL, order: 'asc' | 'desc', id: AnyColumn, searching = false): SQL[] {
  const direction = order === 'asc' ? asc : desc
  const key = searching ? sql`(${column})::text || ''` : column
  return [direction(key), direction(id)]
}

/**
 * `column LIKE '%text%'` for the lists' search: the text is lower-cased like the search columns, and LIKE's own
 * wildcards in it are escaped so "50%" finds "50%", not everything.
 */
export function contains(column: AnyColumn | SQL, text: string): SQL {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)
  return sql`${column} like ${`%${escaped}%`}`
}
