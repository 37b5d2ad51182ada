import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { LabelledField } from '@/components/form-fields'
import { textToTime, timePlaceholder } from './day-text'
import { TypedValueInput } from './typed-value-input'

interface TimeFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  name: FieldPath<T>
  label: string
  description?: ReactNode
}

/**
 * A time of day typed in 24 hours (06:00, 18:30) in both console languages, never the browser's time input with its
 * AM/PM (ADR 029). An empty box is "no time" (null); what cannot be read as a time is handed on as typed, for the
 * schema to refuse with its message.
 */
export function TimeField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
}: TimeFieldProps<T, TOutput>) {
  return (
    <LabelledField control={control} name={name} label={label} description={description}>
      {(field) => (
        <TypedValueInput
          field={field}
          read={textToTime}
          show={(value) => value}
          placeholder={timePlaceholder}
          empty={null}
        />
      )}
    </LabelledField>
  )
}
