import { checkAdTask } from '@wifi/contract'
import type { GuestSessionRow } from '../../db/schema.ts'
import { guestSessionLifetimeMs } from './guest-sessions.ts'

/** Why Connect is refused, as the guest is told. */
export type ConnectRefusal = 'expired' | 'already_used' | 'steps_missing'

export interface ConnectAnswers {
  answer: string
  termsAccepted: boolean
}

/**
 * The server's own check before any hand-off, whatever the page's script allowed: the page is recent and not handed
 * off yet, the ad was shown at least its countdown ago by the server's clock, the task answer matches the text the
 * ad had when it was shown, and the terms were accepted.
 */
export function connectRefusal(session: GuestSessionRow, answers: ConnectAnswers, now: Date): ConnectRefusal | null {
  const shownForMs = now.getTime() - session.shownAt.getTime()
  if (session.handedOffAt) return 'already_used'
  if (shownForMs > guestSessionLifetimeMs) return 'expired'
  const task = checkAdTask(session.targetText, answers.answer)
  if (shownForMs < session.adDuration * 1000 || (task !== 'none' && task !== 'match') || !answers.termsAccepted) {
    return 'steps_missing'
  }
  return null
}
