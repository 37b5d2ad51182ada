import type { ConnectBlocker } from '../connect-rules.ts'
import type { GuestStrings } from '../strings.ts'
import { SpinnerIcon, WifiIcon } from './icons.tsx'

interface ConnectButtonProps {
  blockers: ConnectBlocker[]
  connecting: boolean
  text: GuestStrings
}

const hintId = 'guest-connect-hint'

function hintOf(blockers: ConnectBlocker[], text: GuestStrings): string {
  const [first] = blockers
  if (first === 'wait') return text.blockedByWait
  if (first === 'task') return text.blockedByTask
  if (first === 'terms') return text.blockedByTerms
  return text.readyToConnect
}

/**
 * Connect: disabled until every step is done, with the next step to do written under it. While connecting it says
 * so and ignores presses; it stays focusable then (aria-disabled), so focus is not lost from under the guest.
 */
export function ConnectButton({ blockers, connecting, text }: ConnectButtonProps) {
  return (
    <div class="connect">
      <button
        type="submit"
        class="button button-primary button-connect"
        disabled={!connecting && blockers.length > 0}
        aria-disabled={connecting ? 'true' : undefined}
        aria-describedby={connecting ? undefined : hintId}
      >
        {connecting ? <SpinnerIcon class="spinner" /> : <WifiIcon />}
        <span>{connecting ? text.connecting : text.connect}</span>
      </button>
      {!connecting && (
        <p id={hintId} class="hint">
          {hintOf(blockers, text)}
        </p>
      )}
    </div>
  )
}
