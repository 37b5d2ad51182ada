import { splitEmails } from '@wifi/contract'
import { useState, type ComponentProps } from 'react'
import { Input } from '@/components/ui/input'

type EmailListInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string[]
  onChange: (emails: string[]) => void
}

/**
 * Emails typed as "a@x.vn, b@y.vn". The text is kept as typed (so a trailing comma survives a keystroke) and the
 * parsed list is reported on every change.
 */
export function EmailListInput({ value, onChange, ...props }: EmailListInputProps) {
  const [text, setText] = useState(() => value.join(', '))
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        onChange(splitEmails(event.target.value))
      }}
    />
  )
}
