/**
 * Timestamps are kept as microseconds since the epoch because Django keeps microseconds and orders by them;
 * a JavaScript Date would collapse devices created within the same millisecond.
 */

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/** Formats like DRF: fraction only when non-zero, and `Z` for UTC. */
export function isoFromMicros(micros: number): string {
  const milliseconds = Math.floor(micros / 1000)
  const fraction = micros - Math.floor(micros / 1_000_000) * 1_000_000
  const seconds = new Date(milliseconds).toISOString().slice(0, 19)
  return fraction === 0 ? `${seconds}Z` : `${seconds}.${String(fraction).padStart(6, '0')}Z`
}

/** Parses the ISO-8601 forms Django accepts in filters; naive values are UTC (OpenWISP's default TIME_ZONE). */
export function microsFromIso(value: string): number | null {
  const match = ISO_PATTERN.exec(value.trim())
  if (!match) return null
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone = 'Z'] = match
  const base = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second))
  if (Number.isNaN(base)) return null
  const check = new Date(base)
  if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) return null
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null
  const offsetMinutes = zoneOffsetMinutes(zone)
  const micros = fraction ? Number(fraction.padEnd(6, '0')) : 0
  return (base - offsetMinutes * 60_000) * 1000 + micros
}

function zoneOffsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'))
}

/** A clock that never repeats or goes back, so "modified" always moves forward and "-created" stays a total order. */
export class MonotonicClock {
  private last = 0

  constructor(notBefore = 0) {
    this.last = notBefore
  }

  now(): number {
    this.last = Math.max(Date.now() * 1000, this.last + 1)
    return this.last
  }

  /** Keeps later readings after a timestamp that was set from outside (seed data, tests). */
  advancePast(micros: number): void {
    this.last = Math.max(this.last, micros)
  }
}
