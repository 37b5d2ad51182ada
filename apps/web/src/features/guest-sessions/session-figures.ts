import type { GuestSession } from '@wifi/contract'
import type { TFunction } from 'i18next'
import { formatBytes, formatDuration } from '@/lib/figure-format'

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
