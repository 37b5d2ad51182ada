import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { PasswordField } from '@/components/form-fields'

interface NewPasswordFieldsProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  /** The new password's field and its confirmation's, as the form's schema names them. */
  names: { password: FieldPath<T>; confirm: FieldPath<T> }
  labels: { password: ReactNode; confirm: ReactNode }
  /** Under the new password: its rules, or what leaving it empty does. */
  description?: ReactNode
}

/**
 * A new password typed twice (sign-up, reset, change, a user's). The rules and the "passwords don't match" check
 * are the form's schema's (the contract's `passwordsMatch`); both fields tell password managers to suggest one.
 */
export function NewPasswordFields<T extends FieldValues, TOutput>({
  control,
  names,
  labels,
  description,
}: NewPasswordFieldsProps<T, TOutput>) {
  return (
    <>
      <PasswordField
        control={control}
        name={names.password}
        autoComplete="new-password"
        label={labels.password}
        description={description}
      />
      <PasswordField control={control} name={names.confirm} autoComplete="new-password" label={labels.confirm} />
    </>
  )
}
