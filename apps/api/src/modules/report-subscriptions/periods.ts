import type { ReportFrequency } from '@wifi/contract'

/**
 * The periods of the scheduled reports (docs/decisions/036), in Vietnam days (UTC+7 all year): a weekly report covers
 * Monday–Sunday and goes out the next Monday at 08:00; a monthly one covers a calendar month and goes out on the 1st
 * at 08:00.
 */

export interface ReportPeriod {
  /** Its first and last Vietnam day, inclusive ("2026-11-23", "2026-11-29"). */
  start: string
  end: string
}

const hourMs = 3_600_000
const dayMs = 24 * hourMs
const vietnamOffsetMs = 7 * hourMs
/** The hour of the day (Vietnam time) the reports go out. */
const reportSendHour = 8

const dayText = (date: Date) => date.toISOString().slice(0, 10)
/** A Vietnam day as a UTC midnight, for calendar arithmetic. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`)
const addDays = (day: string, days: number) => dayText(new Date(asDate(day).getTime() + days * dayMs))
/** The Vietnam day a moment falls on. */
const vietnamDay = (moment: Date) => dayText(new Date(moment.getTime() + vietnamOffsetMs))

/** The complete period just before the one `moment` falls in (by Vietnam days). */
export function lastCompletePeriod(frequency: ReportFrequency, moment: Date): ReportPeriod {
  const today = vietnamDay(moment)
  if (frequency === 'weekly') {
    // getUTCDay: 0 is Sunday; the week starts on Monday.
    const monday = addDays(today, -((asDate(today).getUTCDay() + 6) % 7))
    return { start: addDays(monday, -7), end: addDays(monday, -1) }
  }
  const firstOfMonth = `${today.slice(0, 8)}01`
  const end = addDays(firstOfMonth, -1)
  return { start: `${end.slice(0, 8)}01`, end }
}

/** The period after `period`. */
function followingPeriod(frequency: ReportFrequency, period: ReportPeriod): ReportPeriod {
  const start = addDays(period.end, 1)
  if (frequency === 'weekly') return { start, end: addDays(start, 6) }
  const next = asDate(start)
  const end = dayText(new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)))
  return { start, end }
}

/** When a period's report goes out: 08:00 Vietnam time on the day after it ends. */
export const sendMomentOf = (period: ReportPeriod) =>
  new Date(asDate(addDays(period.end, 1)).getTime() + reportSendHour * hourMs - vietnamOffsetMs)

/** The period whose scheduled report is due at `moment`: the latest one sent at or before it. */
export function duePeriod(frequency: ReportFrequency, moment: Date): ReportPeriod {
  const last = lastCompletePeriod(frequency, moment)
  if (sendMomentOf(last) <= moment) return last
  return lastCompletePeriod(frequency, new Date(asDate(last.start).getTime() - vietnamOffsetMs + hourMs))
}

/** When the next scheduled report after `moment` goes out. */
export function nextSendMoment(frequency: ReportFrequency, moment: Date): Date {
  return sendMomentOf(followingPeriod(frequency, duePeriod(frequency, moment)))
}
