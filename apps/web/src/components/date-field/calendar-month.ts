import { consoleLocale } from '@/lib/console-dates'
import { dayParts, isoDayOf } from './day-text'

/**
 * The month grid's arithmetic and words. Days are "yyyy-mm-dd" strings handled in UTC, so no time zone or summer
 * time can move one; weeks start on Monday, as calendars do in Vietnam (and in British English).
 */

const utc = (day: string) => {
  const parts = dayParts(day)
  if (!parts) throw new Error(`not a day: ${day}`)
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.date))
}
const isoOf = (moment: Date) => isoDayOf(moment.getUTCFullYear(), moment.getUTCMonth() + 1, moment.getUTCDate())

export function addDays(day: string, count: number): string {
  const moment = utc(day)
  moment.setUTCDate(moment.getUTCDate() + count)
  return isoOf(moment)
}

/** The same date `count` months on, or the month's last day when it has no such date (31 Jan + 1 → 28 Feb). */
export function addMonths(day: string, count: number): string {
  const moment = utc(day)
  const date = moment.getUTCDate()
  moment.setUTCDate(1)
  moment.setUTCMonth(moment.getUTCMonth() + count)
  const lastDate = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 0)).getUTCDate()
  moment.setUTCDate(Math.min(date, lastDate))
  return isoOf(moment)
}

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: string) => (utc(day).getUTCDay() + 6) % 7

/** The month of `day` as weeks of seven, Monday first; days of the months around it are null. */
export function monthWeeks(day: string): (string | null)[][] {
  const first = `${day.slice(0, 8)}01`
  const days: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null)
  for (let current = first; current.slice(0, 7) === first.slice(0, 7); current = addDays(current, 1)) {
    days.push(current)
  }
  while (days.length % 7 !== 0) days.push(null)
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7))
}

const format = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(consoleLocale(language), { ...options, timeZone: 'UTC' })
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/** "Tháng 11 năm 2026" / "November 2026". */
export const monthTitle = (day: string, language: string) =>
  capitalized(format(language, { month: 'long', year: 'numeric' }).format(utc(day)))

/** "Thứ Tư, 25 tháng 11, 2026" / "Wednesday, 25 November 2026": what a day's button is called. */
export const dayLabel = (day: string, language: string) =>
  format(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(utc(day))

/** Monday to Sunday, short (T2 … CN, Mon … Sun) and whole (Thứ Hai …, Monday …). */
export function weekdayNames(language: string): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  const monday = '2024-01-01'
  const short = format(language, { weekday: language.startsWith('vi') ? 'narrow' : 'short' })
  const long = format(language, { weekday: 'long' })
  return Array.from({ length: 7 }, (_, index) => {
    const moment = utc(addDays(monday, index))
    return { short: short.format(moment), long: long.format(moment) }
  })
}

/** Today in the browser's time zone, "yyyy-mm-dd". */
export function localToday(now = new Date()): string {
  return isoDayOf(now.getFullYear(), now.getMonth() + 1, now.getDate())
}
