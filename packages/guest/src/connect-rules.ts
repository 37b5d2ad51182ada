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
