import type { ComponentProps, ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { LabelledField } from '@/components/form-fields'
import { FormControl } from '@/components/ui/form'
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
    <LabelledField control={control} name={name} label={label} description={description} className={className}>
      {(field) => (
        <FormControl>
          <Textarea {...textarea} {...field} value={field.value ?? ''} />
        </FormControl>
      )}
    </LabelledField>
  )
}
