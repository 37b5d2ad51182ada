import type { GuestSession } from '@wifi/contract'
import type { TFunction } from 'i18next'
import { consoleLocale } from '@/lib/console-dates'

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

/** What an online guest has left under the policy their gateway got: seconds and bytes, null where it set none. */
export interface LeftUnderPolicy {
  seconds: number | null
  bytes: number | null
}

/**
 * Time and data left for a guest still online, from the policy the gateway was given and what the session has used
 * so far; null for a session that ended or got no policy. CoovaChilli counts the quota over both directions
 * together (ChilliSpot-Max-Total-Octets); openNDS gives each direction the whole quota, so its guest runs out when
 * the busier direction reaches it.
 */
export function leftUnderPolicy(session: GuestSession): LeftUnderPolicy | null {
  const { policy } = session
  if (session.endedAt !== null || policy === null) return null
  const used =
    session.gatewayKind === 'chilli'
      ? session.bytesDown + session.bytesUp
      : Math.max(session.bytesDown, session.bytesUp)
  return {
    seconds: policy.sessionMinutes === null ? null : Math.max(0, policy.sessionMinutes * 60 - session.durationSeconds),
    bytes: policy.dataQuotaMb === null ? null : Math.max(0, policy.dataQuotaMb * 1024 * 1024 - used),
  }
}

/**
 * An online guest's time and data left under their policy, in one phrase ("1 h 59 min · 704 MB"; the units tell the
 * two apart), "No limit" where the policy set neither; null for a session that ended or got no policy.
 */
export function leftText(session: GuestSession, t: TFunction, language: string): string | null {
  const left = leftUnderPolicy(session)
  if (!left) return null
  const parts = [
    left.seconds === null ? null : formatDuration(left.seconds, t),
    left.bytes === null ? null : formatBytes(left.bytes, language),
  ].filter((part) => part !== null)
  return parts.length === 0 ? t('guestSessions.left.none') : parts.join(' · ')
}
