import type { GuestStrings } from '../strings.ts'
import { CheckIcon } from './icons.tsx'

interface CountdownProps {
  secondsLeft: number
  duration: number
  text: GuestStrings
}

const radius = 20
const circumference = 2 * Math.PI * radius

/**
 * The ad's wait: a ring that empties and the seconds in words. The words are a timer, which screen readers do not
 * read out each second; the page announces the end once (GuestPage).
 */
export function Countdown({ secondsLeft, duration, text }: CountdownProps) {
  const done = secondsLeft === 0
  const emptied = done ? 0 : circumference * (1 - secondsLeft / Math.max(duration, 1))
  return (
    <div class={done ? 'countdown countdown-done' : 'countdown'}>
      <span class="ring" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
          <circle class="ring-track" cx="24" cy="24" r={radius} />
          <circle
            class="ring-progress"
            cx="24"
            cy="24"
            r={radius}
            stroke-dasharray={circumference.toFixed(2)}
            stroke-dashoffset={emptied.toFixed(2)}
            transform="rotate(-90 24 24)"
          />
        </svg>
        <span class="ring-label">{done ? <CheckIcon /> : secondsLeft}</span>
      </span>
      <p class="countdown-text" role="timer">
        {done ? text.waitOver : text.waitSeconds(secondsLeft)}
      </p>
    </div>
  )
}
