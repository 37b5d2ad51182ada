import { splitEmails } from '@wifi/contract'
import { useState, type ComponentProps } from 'react'
import { Input } from '@/components/ui/input'

type EmailListInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string[]
  onChange: (emails: string[]) => void
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((email, index) => email === b[index])

/**
 * Emails typed as "a@x.vn, b@y.vn". The text is kept as typed (so a trailing comma survives a keystroke) and the
 * parsed list is reported on every change; a list changed elsewhere (a picker) replaces the text.
 */
export function EmailListInput({ value, onChange, ...props }: EmailListInputProps) {
  const [text, setText] = useState(() => value.join(', '))
  const shown = sameList(splitEmails(text), value) ? text : value.join(', ')
  return (
    <Input
      {...props}
      value={shown}
      onChange={(event) => {
        setText(event.target.value)
        onChange(splitEmails(event.target.value))
      }}
    />
  )
}
