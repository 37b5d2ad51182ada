/**
 * Dates and times as the console shows them: in the console's language, never the browser's (ADR 029). Vietnamese
 * reads 25/11/2026 and 23:05; English follows British usage, 25 Nov 2026 and 23:05, so neither language shows a
 * month first nor AM/PM, and an operator switching between them reads the same day the same way.
 */

/** The Intl locale of a console language ("vi", "en", or a regional form of either). */
export const consoleLocale = (language: string) => (language.startsWith('vi') ? 'vi-VN' : 'en-GB')

const dayOptions = (language: string): Intl.DateTimeFormatOptions =>
  // Vietnamese writes its dates in figures; the abbreviated month ("25 thg 11, 2026") reads as machine text.
  language.startsWith('vi')
    ? { day: '2-digit', month: '2-digit', year: 'numeric' }
    : { day: 'numeric', month: 'short', year: 'numeric' }

// Made once per language and style: the lists format a date on every row.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(language: string, kind: 'day' | 'date' | 'dateTime' | 'dateTimeSeconds') {
  const key = `${consoleLocale(language)}|${kind}`
  let format = formatters.get(key)
  if (!format) {
    const time: Intl.DateTimeFormatOptions =
      kind === 'dateTime' || kind === 'dateTimeSeconds'
        ? {
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            ...(kind === 'dateTimeSeconds' && { second: '2-digit' }),
          }
        : {}
    format = new Intl.DateTimeFormat(consoleLocale(language), {
      ...dayOptions(language),
      ...time,
      // A calendar day ("2026-12-01") is read as midnight UTC, so it stays the same day in every time zone.
      ...(kind === 'day' && { timeZone: 'UTC' }),
    })
    formatters.set(key, format)
  }
  return format
}

/** A calendar day, "2026-11-25" (an ad's first or last day): 25/11/2026 in Vietnamese, 25 Nov 2026 in English. */
export const formatDay = (day: string, language: string) => formatter(language, 'day').format(new Date(day))

/** The day of a moment (ISO timestamp), in the reader's time zone. */
export const formatDate = (iso: string, language: string) => formatter(language, 'date').format(new Date(iso))

/** A moment to the minute (or second), 24-hour: "23:05 25/11/2026" / "25 Nov 2026, 23:05". */
export const formatDateTime = (iso: string, language: string, { seconds = false } = {}) =>
  formatter(language, seconds ? 'dateTimeSeconds' : 'dateTime').format(new Date(iso))
