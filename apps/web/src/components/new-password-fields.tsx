import { msg } from '@wifi/contract'
import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/form-fields'

interface NewPasswordFieldsProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  /** The new password's field and its confirmation's, as the form's schema names them. */
  names: { password: FieldPath<T>; confirm: FieldPath<T> }
  labels: { password: ReactNode; confirm: ReactNode }
  /** Said after the rule, under the new password: what leaving it empty does, where it may be left empty. */
  note?: string
}

/**
 * A new password typed twice (sign-up, reset, change, a user's). Under the new password it always states the one
 * rule every new password meets (the contract's `newPasswordField`, docs/decisions/052), so no form can show a rule
 * of its own; the checks and the "passwords don't match" message are the form's schema's. Both fields tell password
 * managers to suggest one.
 */
export function NewPasswordFields<T extends FieldValues, TOutput>({
  control,
  names,
  labels,
  note,
}: NewPasswordFieldsProps<T, TOutput>) {
  const { t } = useTranslation()
  const rule = t(msg.newPasswordRules)
  return (
    <>
      <PasswordField
        control={control}
        name={names.password}
        autoComplete="new-password"
        label={labels.password}
        description={note ? `${rule} ${note}` : rule}
      />
      <PasswordField control={control} name={names.confirm} autoComplete="new-password" label={labels.confirm} />
    </>
  )
}
