import type { FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField, type FieldProps } from '@/components/form-fields'

interface PasswordAgainFieldProps<T extends FieldValues, TOutput> extends Pick<FieldProps<T, TOutput>, 'control'> {
  name: FieldPath<T>
  /** Asked because the sign-in is more than 5 minutes old (docs/decisions/045), which the hint under it says. */
  becauseSignInIsOld?: boolean
}

/** "Your password", asked again before a change to the sign-in steps; the browser offers the saved one. */
export function PasswordAgainField<T extends FieldValues, TOutput>({
  control,
  name,
  becauseSignInIsOld = false,
}: PasswordAgainFieldProps<T, TOutput>) {
  const { t } = useTranslation()
  return (
    <PasswordField
      control={control}
      name={name}
      autoComplete="current-password"
      label={t('secondFactors.passwordLabel')}
      description={becauseSignInIsOld ? t('secondFactors.passwordNeeded') : undefined}
    />
  )
}
