/**
 * The one time zone of every CSV (docs/decisions/054): Vietnam's, where the venues are and the periods' days are
 * counted. Vietnam keeps UTC+7 all year, no daylight saving, so a fixed offset is exact.
 */
const vietnamOffsetMs = 7 * 3_600_000

/** How a file's name states the zone. */
export const zoneInFileName = 'UTC+07'

/** A moment as ISO 8601 in Vietnam time, to the second: "2026-11-25T18:05:00+07:00". */
export const vietnamTimestamp = (moment: Date) =>
  `${new Date(moment.getTime() + vietnamOffsetMs).toISOString().slice(0, 19)}+07:00`

/** The Vietnamese calendar day `moment` falls on, "2026-11-25". */
export const vietnamDay = (moment: Date) => vietnamTimestamp(moment).slice(0, 10)

/** The hour and minute of `moment` in Vietnam, "18:05". */
export const vietnamClock = (moment: Date) => vietnamTimestamp(moment).slice(11, 16)

/** A moment the API holds as ISO text (a list item's), as a Date a CSV cell writes in Vietnam time; null stays empty. */
export const timestamp = (iso: string | null) => (iso === null ? null : new Date(iso))
