import { useEffect, useState } from 'preact/hooks'
import { secondsLeft } from './connect-rules.ts'

const tickMs = 250

/**
 * Seconds left of the ad's wait, counted down from `fromSeconds`: what the server's clock had left when it rendered
 * the page (the full duration on a first visit; less for a guest coming back, whose wait goes on and never restarts).
 * The count starts when the page's script runs, so it never ends before the server counts the ad as shown. A new
 * `run` starts it again (the preview's "Start over"). Read from a monotonic clock: a changed phone clock neither ends
 * nor stretches it.
 */
export function useCountdown(fromSeconds: number, run: number): number {
  const [left, setLeft] = useState(fromSeconds)
  useEffect(() => {
    const startedAt = performance.now()
    setLeft(fromSeconds)
    if (fromSeconds === 0) return
    const timer = setInterval(() => {
      const remaining = secondsLeft(fromSeconds, startedAt, performance.now())
      setLeft(remaining)
      if (remaining === 0) clearInterval(timer)
    }, tickMs)
    return () => clearInterval(timer)
  }, [fromSeconds, run])
  return left
}
