const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * "3 minutes ago" / "3 phút trước": how long before `now` a moment was, in the largest whole unit, in `language`.
 * Under a minute reads as "now" (a sync's own few seconds make no difference to the reader).
 */
export function formatTimeAgo(moment: Date, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const seconds = Math.max(0, (now.getTime() - moment.getTime()) / 1000)
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit)
  }
  return format.format(0, 'second')
}
