import { useEffect, useRef } from 'preact/hooks'
import type { GuestStrings } from '../strings.ts'

interface TermsCheckboxProps {
  checked: boolean
  termsUrl: string | undefined
  preview: boolean
  onChange: (checked: boolean) => void
  text: GuestStrings
}

/** The guest accepts the terms of use; sent by the live page's form as `terms=accepted`. */
export function TermsCheckbox({ checked, termsUrl, preview, onChange, text }: TermsCheckboxProps) {
  const box = useRef<HTMLInputElement>(null)
  // A tick made before the script arrived stays.
  useEffect(() => {
    if (box.current?.checked) onChange(true)
    // Once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div class="terms">
      <input
        ref={box}
        id="guest-terms"
        class="checkbox"
        type="checkbox"
        name="terms"
        value="accepted"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label for="guest-terms">
        {text.termsAgree}{' '}
        {termsUrl ? (
          <a href={termsUrl} target={preview ? '_blank' : undefined} rel="noopener">
            {text.termsLink}
          </a>
        ) : (
          text.termsLink
        )}
      </label>
    </div>
  )
}
