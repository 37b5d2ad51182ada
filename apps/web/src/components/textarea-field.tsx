import type { ComponentProps, ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'

interface TextareaFieldProps<T extends FieldValues, TOutput> extends Omit<
  ComponentProps<'textarea'>,
  'name' | 'value' | 'onChange' | 'onBlur'
> {
  control: Control<T, unknown, TOutput>
  name: FieldPath<T>
  label: ReactNode
  description?: ReactNode
}

/** A labelled multi-line text bound to react-hook-form, with its hint and translated error message. */
export function TextareaField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
  ...textarea
}: TextareaFieldProps<T, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea {...textarea} {...field} value={field.value ?? ''} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
