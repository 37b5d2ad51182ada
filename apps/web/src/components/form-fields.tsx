import type { ComponentProps, ReactNode } from 'react'
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur'>

export interface FieldProps<T extends FieldValues, TOutput> extends InputProps {
  /** The form's control; TOutput is what its schema turns the values into (unused here). */
  control: Control<T, unknown, TOutput>
  name: FieldPath<T>
  label: ReactNode
  description?: ReactNode
  /** Shown at the end of the label's row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode
}

/** A labelled field bound to react-hook-form, with its hint and translated error message around any control. */
export function LabelledField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  labelAside,
  className,
  children,
}: Omit<FieldProps<T, TOutput>, keyof InputProps> & {
  /** The field's place in its form's grid (`sm:col-span-2`). */
  className?: string
  /** The control inside its `FormControl`, which names it by the label and describes it by the hint and error. */
  children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          {labelAside ? (
            <div className="flex items-center justify-between gap-2">
              <FormLabel>{label}</FormLabel>
              {labelAside}
            </div>
          ) : (
            <FormLabel>{label}</FormLabel>
          )}
          {children(field)}
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

export function TextField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  labelAside,
  ...input
}: FieldProps<T, TOutput>) {
  return (
    <LabelledField {...{ control, name, label, description, labelAside }}>
      {(field) => (
        <FormControl>
          <Input {...input} {...field} value={field.value ?? ''} />
        </FormControl>
      )}
    </LabelledField>
  )
}

/** A password input with a translated show/hide toggle. */
export function PasswordField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  labelAside,
  ...input
}: FieldProps<T, TOutput>) {
  const { t } = useTranslation()
  return (
    <LabelledField {...{ control, name, label, description, labelAside }}>
      {(field) => (
        <FormControl>
          <PasswordInput {...input} {...field} showLabel={t('password.show')} hideLabel={t('password.hide')} />
        </FormControl>
      )}
    </LabelledField>
  )
}

/** The email field of the public forms. */
export function EmailField<T extends FieldValues, TOutput>(props: Omit<FieldProps<T, TOutput>, 'label'>) {
  const { t } = useTranslation()
  return (
    <TextField
      type="email"
      autoComplete="email"
      label={t('auth.emailLabel')}
      placeholder={t('auth.emailPlaceholder')}
      {...props}
    />
  )
}

// Its own file, so the sign-in page's forms (components/plain-field.tsx) take it without react-hook-form.
export { SubmitButton } from './submit-button'
