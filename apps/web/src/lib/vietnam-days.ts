/** Calendar days as the reports count them: Vietnamese days, YYYY-MM-DD. */

const dayMs = 86_400_000
/** Vietnam is UTC+7 all year. */
const vietnamOffsetMs = 7 * 3_600_000

/** The day it is in Vietnam at `now`, YYYY-MM-DD. */
export const vietnamDay = (now: Date) => new Date(now.getTime() + vietnamOffsetMs).toISOString().slice(0, 10)

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/** How many days from `from` to `to`, both included. */
export const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs + 1
