/** Calendar days as the reports count them, YYYY-MM-DD (the day it is in Vietnam: the contract's `adDayOf`). */

const dayMs = 86_400_000
/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/** How many days from `from` to `to`, both included. */
export const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs + 1
