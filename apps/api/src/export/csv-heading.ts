import type { Language } from '@wifi/contract'
import { fillIn, formatDay } from '../pdf/pdf-document.ts'
import { label } from './labels.ts'
import { vietnamClock, vietnamDay, zoneInFileName } from './vietnam-time.ts'

/**
 * What a CSV file says about itself (docs/decisions/054): what it holds, its period, its filters and its time zone,
 * in its name and in its first line, both in the reader's language.
 */

/** A filter's value: a name or a searched text as typed, or the catalog key of a value as the screen words it. */
export type CsvFilterValue = string | { key: string }

export interface CsvFilter {
  /** The catalog key of the filter's name, as the screen labels it ("venues.fields.status"). */
  label: string
  values: readonly CsvFilterValue[]
}

export interface CsvAbout {
  /** What the file holds: a key under `exports.kinds` in the console's catalogs ("venues", "analyticsByVenue"). */
  kind: string
  /** The Vietnamese days it covers, both included; either end may be open. Absent for a list without one. */
  period?: { from?: string | undefined; to?: string | undefined }
  /** The filters applied, in the screen's order; none for the whole list. */
  filters: readonly CsvFilter[]
}

const separator = ' · '
/** Several values of one filter: not a comma, which would split the line into cells. */
const valueSeparator = ' / '

const valueText = (language: Language, value: CsvFilterValue) =>
  typeof value === 'string' ? value : label(language, value.key)

/** A filter as the first line words it: "Trạng thái: Hoạt động / Không hoạt động". */
const filterText = (language: Language, filter: CsvFilter) =>
  `${label(language, filter.label)}: ${filter.values.map((value) => valueText(language, value)).join(valueSeparator)}`

/** The period in words, its days as the console writes them: "01/11/2026 – 15/11/2026", "từ 01/11/2026". */
function periodText(language: Language, { from, to }: NonNullable<CsvAbout['period']>): string | undefined {
  const day = (value: string) => formatDay(language, value)
  const words =
    from && to
      ? fillIn(label(language, 'exports.period.between'), { from: day(from), to: day(to) })
      : from
        ? fillIn(label(language, 'exports.period.from'), { from: day(from) })
        : to
          ? fillIn(label(language, 'exports.period.to'), { to: day(to) })
          : undefined
  return words && `${label(language, 'exports.period.label')}: ${words}`
}

/**
 * The file's first line, one cell (csv.ts quotes it like any cell should a name in it hold a comma or a quote): "#
 * Địa điểm · Tìm: “phở” · Trạng thái: Hoạt động · Múi giờ: giờ Việt Nam UTC+7 (Asia/Ho_Chi_Minh) · Xuất lúc 18:05
 * ngày 27/11/2026". Line breaks a name may hold become spaces: the comment is one line.
 */
export function csvComment(about: CsvAbout, language: Language, now: Date): string {
  const parts = [
    label(language, `exports.kinds.${about.kind}`),
    about.period && periodText(language, about.period),
    ...(about.filters.length > 0
      ? about.filters.map((filter) => filterText(language, filter))
      : [label(language, 'exports.noFilters')]),
    label(language, 'exports.timeZone'),
    fillIn(label(language, 'exports.exportedAt'), {
      time: vietnamClock(now),
      day: formatDay(language, vietnamDay(now)),
    }),
  ]
  return `# ${parts.filter(Boolean).join(separator)}`.replace(/[\r\n\t]+/g, ' ')
}

const longestPart = 40

/** ASCII for a file name: Vietnamese letters without their marks, lower case, words joined by hyphens. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, longestPart)
    .replace(/^-+|-+$/g, '')
}

/** The period as a file name says it: "2026-11-01_2026-11-15", "tu-2026-11-01"; the export's day without one. */
function periodInFileName(language: Language, about: CsvAbout, now: Date): string {
  const { from, to } = about.period ?? {}
  if (from && to) return `${from}_${to}`
  if (from) return slug(fillIn(label(language, 'exports.period.from'), { from }))
  if (to) return slug(fillIn(label(language, 'exports.period.to'), { to }))
  return vietnamDay(now)
}

/** Past this, a file name's filters are cut short: the first line still names them all. */
const longestFileName = 180

/**
 * The file's name, safe ASCII in the reader's language: what, period (or the day it was made), each filter as its
 * name and value, and the zone — "so-lieu-theo-dia-diem_2026-11-01_2026-11-15_dia-diem-com-hen-hoa-dong_UTC+07.csv".
 */
export function csvFileName(about: CsvAbout, language: Language, now: Date): string {
  const filters = about.filters.map((filter) =>
    [label(language, filter.label), ...filter.values.map((value) => valueText(language, value))]
      .map(slug)
      .filter(Boolean)
      .join('-'),
  )
  const head = [slug(label(language, `exports.kinds.${about.kind}`)), periodInFileName(language, about, now)]
  let name = head.join('_')
  for (const filter of filters) {
    if (name.length + filter.length + 1 > longestFileName) break
    name += `_${filter}`
  }
  return `${name}_${zoneInFileName}.csv`
}
