import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'

interface CheckboxProps {
  id: string
  /** Sent by the live page's form as `name=accepted` when ticked. */
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  label: ComponentChildren
  /** A line under the label, tied to the box (`aria-describedby`). */
  hint?: string
}

/** A consent box: a real checkbox with its label beside it, the whole label a 44 px target. */
export function Checkbox({ id, name, checked, onChange, label, hint }: CheckboxProps) {
  const box = useRef<HTMLInputElement>(null)
  // What the guest ticked or unticked before the script arrived stays as they left it.
  useEffect(() => {
    if (box.current) onChange(box.current.checked)
    // Once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const hintId = `${id}-hint`
  return (
    <div class="consent">
      <input
        ref={box}
        id={id}
        class="checkbox"
        type="checkbox"
        name={name}
        value="accepted"
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <div class="consent-text">
        <label for={id}>{label}</label>
        {hint && (
          <p id={hintId} class="consent-hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
