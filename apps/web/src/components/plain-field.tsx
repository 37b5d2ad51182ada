import { useId, type ComponentProps, type ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'aria-describedby' | 'aria-invalid'>

interface PlainFieldProps extends InputProps {
  label: ReactNode
  /** Shown at the end of the label's row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode
  /** The field's error, in the reader's language. */
  error?: string
  /** A password field, with its show/hide toggle's names. */
  password?: { showLabel: string; hideLabel: string }
}

/**
 * A labelled field of the sign-in page's forms (lib/plain-form.ts), built as the console's react-hook-form fields
 * are (components/form-fields.tsx, ui/form.tsx): the same elements and classes, the label naming the control and
 * the error describing it, so both look and read alike.
 */
export function PlainField({ label, labelAside, error, password, ...input }: PlainFieldProps) {
  const id = `${useId()}-form-item`
  const messageId = `${id}-message`
  const labelElement = (
    <Label data-slot="form-label" data-error={!!error} className="data-[error=true]:text-destructive" htmlFor={id}>
      {label}
    </Label>
  )
  const control = {
    'data-slot': 'form-control',
    id,
    'aria-describedby': error ? messageId : undefined,
    'aria-invalid': !!error,
    ...input,
  }
  return (
    <div data-slot="form-item" className="grid content-start gap-2">
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {password ? <PasswordInput {...control} {...password} /> : <Input {...control} />}
      {error && (
        <p data-slot="form-message" id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
