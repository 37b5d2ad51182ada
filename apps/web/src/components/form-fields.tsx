import type { ComponentProps, ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur'>

interface FieldProps<T extends FieldValues, TOutput> extends InputProps {
  /** The form's control; TOutput is what its schema turns the values into (unused here). */
  control: Control<T, unknown, TOutput>
  name: FieldPath<T>
  label: ReactNode
  description?: ReactNode
  /** Shown between the label and the input's row end, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode
}

/** A labelled text input bound to react-hook-form, with its hint and translated error message. */
export function TextField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  labelAside,
  ...input
}: FieldProps<T, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center justify-between gap-2">
            <FormLabel>{label}</FormLabel>
            {labelAside}
          </div>
          <FormControl>
            <Input {...input} {...field} value={field.value ?? ''} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** A labelled password input with a translated show/hide toggle. */
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
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center justify-between gap-2">
            <FormLabel>{label}</FormLabel>
            {labelAside}
          </div>
          <FormControl>
            <PasswordInput {...input} {...field} showLabel={t('password.show')} hideLabel={t('password.hide')} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
