import type { CsvFilter } from './csv-heading.ts'

/** The filters a CSV's first line and name state, built from an export's query the way its screen words them. */

/** The search box's text, quoted as typed: `Tìm: “phở”`. */
export const searchFilter = (q: string | undefined): CsvFilter[] =>
  q ? [{ label: 'exports.search', values: [`“${q}”`] }] : []

/** A filter on a few known values (statuses, roles…), each worded by the catalog under `prefix`, as the screen does. */
export const valuesFilter = (label: string, prefix: string, values: readonly string[] | undefined): CsvFilter[] =>
  values && values.length > 0 ? [{ label, values: values.map((value) => ({ key: `${prefix}.${value}` })) }] : []
