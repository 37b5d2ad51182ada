import type { AdTaskState } from '@wifi/contract/ad-task'
import { useEffect, useRef } from 'preact/hooks'
import type { GuestConnect } from './model.ts'

export type ReportedStep = 'page_shown' | 'countdown_completed' | 'task_passed' | 'terms_accepted'

interface StepProgress {
  secondsLeft: number
  hasAd: boolean
  taskState: AdTaskState
  answer: string
  termsAccepted: boolean
}

/**
 * Tells the server once about each step the guest reaches, with a beacon: it leaves even while the page goes away,
 * needs no answer, and sends no cookie. The server checks each report (the countdown by its own clock, the answer
 * against the ad's text) before counting it. Nothing is sent without a live page's Connect.
 */
export function useStepReports(connect: GuestConnect | undefined, progress: StepProgress) {
  const reported = useRef(new Set<ReportedStep>())
  const { secondsLeft, hasAd, taskState, answer, termsAccepted } = progress

  useEffect(() => {
    const action = connect?.progressAction
    if (!action || typeof navigator.sendBeacon !== 'function') return
    const report = (step: ReportedStep) => {
      if (reported.current.has(step)) return
      reported.current.add(step)
      navigator.sendBeacon(action, new URLSearchParams({ ...connect.fields, step, answer }))
    }
    // The page is displayed once its script runs: what a script fetched without showing it is no impression.
    report('page_shown')
    if (hasAd && secondsLeft === 0) report('countdown_completed')
    if (taskState === 'match') report('task_passed')
    if (termsAccepted) report('terms_accepted')
  }, [connect, secondsLeft, hasAd, taskState, answer, termsAccepted])
}
