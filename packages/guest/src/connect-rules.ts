import type { AdTaskState } from '@wifi/contract/ad-task'

/** What still holds Connect back, in the order the page asks for it: wait, type the text, accept the terms. */
export type ConnectBlocker = 'wait' | 'task' | 'terms'

export interface ConnectProgress {
  secondsLeft: number
  taskState: AdTaskState
  termsAccepted: boolean
}

/** The steps the guest has not done yet; none left means Connect may be pressed. */
export function connectBlockers({ secondsLeft, taskState, termsAccepted }: ConnectProgress): ConnectBlocker[] {
  const blockers: ConnectBlocker[] = []
  if (secondsLeft > 0) blockers.push('wait')
  if (taskState !== 'match' && taskState !== 'none') blockers.push('task')
  if (!termsAccepted) blockers.push('terms')
  return blockers
}

export const canConnect = (progress: ConnectProgress) => connectBlockers(progress).length === 0

/**
 * Whole seconds left of a countdown of `durationSeconds` started at `startedAt` (milliseconds of a monotonic clock),
 * rounded up so the guest never sees 0 while there is still time left.
 */
export function secondsLeft(durationSeconds: number, startedAt: number, now: number): number {
  return Math.max(0, Math.ceil(durationSeconds - (now - startedAt) / 1000))
}

/**
 * Seconds until the guest may close the ad, where the operator made ads closable (`closeAfterSeconds` set), else
 * null. An image may be closed at once; a video once it has been shown `closeAfterSeconds` — counted on the ad's
 * own countdown, so a guest coming back goes on where they were — or when the wait is over, whichever comes first.
 */
export function secondsUntilClosable(
  ad: { componentType: string; duration: number; closeAfterSeconds?: number | null },
  secondsLeft: number,
): number | null {
  const after = ad.closeAfterSeconds
  if (typeof after !== 'number') return null
  if (ad.componentType !== 'video' || secondsLeft === 0) return 0
  return Math.max(0, after - (ad.duration - secondsLeft))
}
