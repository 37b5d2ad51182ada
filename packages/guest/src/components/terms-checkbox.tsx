import type { GuestStrings } from '../strings.ts'
import { Checkbox } from './checkbox.tsx'

interface TermsCheckboxProps {
  checked: boolean
  /** The links' addresses, already carrying the page's state on the live page. */
  termsHref: string | undefined
  privacyHref: string | undefined
  preview: boolean
  onChange: (checked: boolean) => void
  text: GuestStrings
}

/**
 * The guest accepts the terms of use, having been pointed to the privacy notice; Connect needs it. Sent by the live
 * page's form as `terms=accepted`. The texts are links where the page has their addresses, plain words otherwise.
 */
export function TermsCheckbox({ checked, termsHref, privacyHref, preview, onChange, text }: TermsCheckboxProps) {
  const link = (href: string | undefined, words: string) =>
    href ? (
      <a href={href} target={preview ? '_blank' : undefined} rel="noopener">
        {words}
      </a>
    ) : (
      words
    )
  return (
    <Checkbox
      id="guest-terms"
      name="terms"
      checked={checked}
      onChange={onChange}
      label={
        <>
          {text.termsAgree} {link(termsHref, text.termsLink)} {text.privacyRead} {link(privacyHref, text.privacyLink)}
        </>
      }
    />
  )
}
