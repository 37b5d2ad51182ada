import type { AdTaskState } from '@wifi/contract/ad-task'
import { useEffect, useRef } from 'preact/hooks'
import type { GuestStrings } from '../strings.ts'
import { AlertIcon, CheckIcon } from './icons.tsx'

interface TaskFieldProps {
  target: string
  value: string
  state: AdTaskState
  onInput: (value: string) => void
  text: GuestStrings
}

const inputId = 'guest-task'
const feedbackId = 'guest-task-feedback'

function feedbackOf(state: AdTaskState, text: GuestStrings): string {
  if (state === 'match') return text.taskMatch
  if (state === 'mismatch') return text.taskMismatch
  if (state === 'partial') return text.taskPartial
  return text.taskHint
}

/**
 * The text task: the target to type, the field, and what the page makes of what is typed so far. The field is
 * named `answer` so the live page's form sends it to the server, which checks it again.
 */
export function TaskField({ target, value, state, onInput, text }: TaskFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  // Whatever the guest typed before the script arrived stays theirs.
  useEffect(() => {
    if (input.current) onInput(input.current.value)
    // Once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div class="field">
      <label for={inputId} class="task-label">
        <span>{text.taskLabel}</span>
        <span class="task-target">{target}</span>
      </label>
      <input
        ref={input}
        id={inputId}
        name="answer"
        class="input"
        type="text"
        value={value}
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        enterkeyhint="done"
        aria-describedby={feedbackId}
        aria-invalid={state === 'mismatch' ? 'true' : undefined}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      <p id={feedbackId} class={`feedback feedback-${state}`}>
        {state === 'match' && <CheckIcon />}
        {state === 'mismatch' && <AlertIcon />}
        <span>{feedbackOf(state, text)}</span>
      </p>
    </div>
  )
}
