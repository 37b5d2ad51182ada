import type { FieldValues } from 'react-hook-form'
import { TextField, type FieldProps } from '@/components/form-fields'

interface CodeFieldProps<T extends FieldValues, TOutput> extends Omit<
  FieldProps<T, TOutput>,
  'inputMode' | 'autoComplete' | 'maxLength' | 'className'
> {
  /** Large and centred: the one field of a sign-in step, rather than one step of a setup. */
  prominent?: boolean
}

/**
 * A 6-digit code, emailed or from an authenticator app: a phone shows its number pad and offers the code from the
 * message that brought it (`one-time-code`), and the digits stand apart in a fixed-width font, easy to check.
 */
export function CodeField<T extends FieldValues, TOutput>({ prominent = false, ...field }: CodeFieldProps<T, TOutput>) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      className={prominent ? 'text-center font-mono text-2xl tracking-[0.5em]' : 'font-mono tracking-[0.3em]'}
    />
  )
}
