import { checkAdTask, type FunnelStep } from '@wifi/contract'
import type { AdvertisementRow, GuestSessionRow } from '../../db/schema.ts'

/**
 * The guest-session rules, in one place: when a page is still current, when its ad's countdown is over and its task
 * passed, by the server's clock and the ad as it was shown — whatever the page's script allowed. Connect, the page's
 * beacons and the steps recorded at Connect all ask these; none decides on its own.
 */

/** A guest page older than this is refused at Connect: its gateway session has most likely changed meanwhile. */
export const guestSessionLifetimeMs = 30 * 60 * 1000

type SessionTimes = Pick<GuestSessionRow, 'shownAt' | 'handedOffAt' | 'adDuration' | 'targetText'>

/** A step the page reports by itself (its beacon) before Connect. */
export type BeaconStep = Extract<FunnelStep, 'page_shown' | 'countdown_completed' | 'task_passed' | 'terms_accepted'>

/** Why Connect is refused, as the guest is told. */
export type ConnectRefusal = 'expired' | 'already_used' | 'steps_missing'

export interface ConnectAnswers {
  answer: string
  termsAccepted: boolean
  /**
   * The guest closed the ad, where the operator makes ads closable (AD_CLOSE_AFTER_SECONDS): the seconds after the
   * page was served from which this ad could be closed (0 for an image, the setting for a video). Null otherwise.
   */
  closedAfterSeconds: number | null
}

const shownForMs = (session: SessionTimes, now: Date) => now.getTime() - session.shownAt.getTime()

/** When the ad's countdown ended: its duration after the server served the page. */
const countdownEnd = (session: SessionTimes) => new Date(session.shownAt.getTime() + session.adDuration * 1000)

const countdownOver = (session: SessionTimes, now: Date) => now >= countdownEnd(session)

/** Whole seconds left of the ad's countdown by the server's clock: where a returning guest's page goes on from. */
export const countdownSecondsLeft = (session: SessionTimes, now: Date) =>
  Math.max(0, Math.ceil((countdownEnd(session).getTime() - now.getTime()) / 1000))

/** The answer matches the task the ad had when it was shown. */
const taskPassed = (session: SessionTimes, answer: string) => checkAdTask(session.targetText, answer) === 'match'

/** Not handed off yet, and recent enough that its gateway session most likely still holds. */
const isCurrent = (session: SessionTimes, now: Date) =>
  !session.handedOffAt && shownForMs(session, now) <= guestSessionLifetimeMs

/**
 * `page_shown`, at the time the page was served: counted only once a browser displayed it — the page's own report
 * when its script starts, or the guest's first action on it — so a page a script fetched is not an impression.
 */
export const pageShown = (session: Pick<GuestSessionRow, 'shownAt'>) => ({
  step: 'page_shown' as const,
  at: session.shownAt,
})

/** The ad's wait is over: its countdown ended, or the guest closed it once it could be closed. */
const waitOver = (session: SessionTimes, answers: ConnectAnswers, now: Date) =>
  countdownOver(session, now) ||
  (answers.closedAfterSeconds !== null && shownForMs(session, now) >= answers.closedAfterSeconds * 1000)

/**
 * The server's own check before any hand-off: the page is recent and not handed off yet, the ad's wait is over (its
 * countdown, or closed when it could be), the task answer matches (when the ad has a task), and the terms were
 * accepted.
 */
export function connectRefusal(session: SessionTimes, answers: ConnectAnswers, now: Date): ConnectRefusal | null {
  if (session.handedOffAt) return 'already_used'
  if (!isCurrent(session, now)) return 'expired'
  const task = checkAdTask(session.targetText, answers.answer)
  if (!waitOver(session, answers, now) || (task !== 'none' && task !== 'match') || !answers.termsAccepted) {
    return 'steps_missing'
  }
  return null
}

/**
 * The steps a Connect that passed its check records: the countdown ended when the server says it did, if it did; a
 * closed ad as closed.
 */
export function stepsAtConnect(
  session: SessionTimes,
  answers: ConnectAnswers,
  now: Date,
): { step: FunnelStep; at?: Date }[] {
  const counted = session.adDuration > 0 && countdownOver(session, now)
  return [
    pageShown(session),
    ...(counted ? [{ step: 'countdown_completed' as const, at: countdownEnd(session) }] : []),
    ...(answers.closedAfterSeconds !== null ? [{ step: 'ad_closed' as const }] : []),
    ...(taskPassed(session, answers.answer) ? [{ step: 'task_passed' as const }] : []),
    { step: 'terms_accepted' },
    { step: 'connect_pressed' },
    { step: 'credential_issued' },
  ]
}

/**
 * When the session's ad may be closed, in seconds after the page was served, where AD_CLOSE_AFTER_SECONDS is set: an
 * image at once, a video (or an ad no longer known, to be safe) after the setting; null when ads are not closable.
 */
export function closableAfter(
  ad: Pick<AdvertisementRow, 'componentType'> | null,
  closeAfterSeconds: number | null,
): number | null {
  if (closeAfterSeconds === null) return null
  return ad && ad.componentType !== 'video' ? 0 : closeAfterSeconds
}

/** Whether a step the page's beacon reports is reached, on a page that is still current. */
export function beaconStepReached(session: SessionTimes, step: BeaconStep, answer: string, now: Date): boolean {
  if (!isCurrent(session, now)) return false
  if (step === 'countdown_completed') return session.adDuration > 0 && countdownOver(session, now)
  if (step === 'task_passed') return taskPassed(session, answer)
  return true
}
