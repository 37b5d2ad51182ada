/**
 * Days and times as an operator types them, in both console languages (ADR 029): a day is dd/mm/yyyy and a time
 * is 24-hour HH:mm, whatever the browser's locale. The form holds the API's forms, "2026-11-25" and "06:00".
 */

export const dayPlaceholder = 'dd/mm/yyyy'
export const timePlaceholder = 'hh:mm'

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/
const pad = (value: number) => String(value).padStart(2, '0')

/** The day's date parts, or nothing when it is no calendar day (31/02, 2026-13-01). */
export function dayParts(day: string): { year: number; month: number; date: number } | null {
  const match = isoDay.exec(day)
  if (!match) return null
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number]
  const check = new Date(Date.UTC(year, month - 1, date))
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? { year, month, date } : null
}

export const isoDayOf = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`

/** "2026-11-25" → "25/11/2026"; anything else (a half-typed day) is shown as it is. */
export function dayToText(day: string): string {
  const parts = dayParts(day)
  return parts ? `${pad(parts.date)}/${pad(parts.month)}/${parts.year}` : day
}

/**
 * "25/11/2026", "25-11-2026", "25.11.2026" or "5/1/2026" → "2026-11-25"; null for anything that is not a real day
 * in that order (a month first, 11/25/2026, is refused rather than guessed).
 */
export function textToDay(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim())
  if (!match) return null
  const [date, month, year] = match.slice(1).map(Number) as [number, number, number]
  const day = isoDayOf(year, month, date)
  return dayParts(day) ? day : null
}

/**
 * "6", "7h", "06", "6:30", "0630", "6h30", "18.05" → "06:00", "07:00", "06:30", "18:05" (Vietnamese writes 7h and
 * 7h30); "24:00" stays (an end of day, which the
 * schema allows only for an end). Null for anything else.
 */
export function textToTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[hH]|[:.hH]?(\d{2}))?$/.exec(text.trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2] ?? 0)
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null
  return `${pad(hours)}:${pad(minutes)}`
}
