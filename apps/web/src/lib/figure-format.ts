import type { TFunction } from 'i18next'
import { consoleLocale } from './console-dates'

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/**
 * Bytes in the largest unit under 1,024 of it, to one decimal below 100 (1,5 MB in Vietnamese, 1.5 MB in English).
 * Units of 1,024, as a policy's quota counts its MB (the contract's 1 MB = 1,048,576 bytes), so a guest's use and
 * their quota read in the same unit.
 */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  const number = new Intl.NumberFormat(consoleLocale(language), { maximumFractionDigits: digits }).format(value)
  return `${number} ${byteUnits[unit]}`
}

/** A time online: 45 s, 12 min, 2 h 05 min (whole minutes past the first; seconds only under a minute). */
export function formatDuration(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('guestSessions.duration.seconds', { seconds })
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return t('guestSessions.duration.minutes', { minutes })
  return t('guestSessions.duration.hours', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  })
}
