import { useEffect, useState } from 'preact/hooks'
import { secondsLeft } from './connect-rules.ts'

const tickMs = 250

/**
 * Seconds left of the ad's wait. The server renders the full duration; the count starts when the page's script
 * runs, so it never ends before the server counts the ad as shown. A new `run` starts it again (the preview's
 * "Start over"). Read from a monotonic clock: a changed phone clock neither ends nor stretches it.
 */
export function useCountdown(durationSeconds: number, run: number): number {
  const [left, setLeft] = useState(durationSeconds)
  useEffect(() => {
    const startedAt = performance.now()
    setLeft(durationSeconds)
    const timer = setInterval(() => {
      const remaining = secondsLeft(durationSeconds, startedAt, performance.now())
      setLeft(remaining)
      if (remaining === 0) clearInterval(timer)
    }, tickMs)
    return () => clearInterval(timer)
  }, [durationSeconds, run])
  return left
}
