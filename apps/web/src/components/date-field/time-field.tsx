import { useState, type ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { LabelledField } from '@/components/form-fields'
import { FormControl } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { textToTime, timePlaceholder } from './day-text'

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
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <LabelledField control={control} name={name} label={label} description={description}>
      {(field) => {
        const value = typeof field.value === 'string' ? field.value : ''
        const text = draft !== null && (textToTime(draft) ?? draft.trim()) === value ? draft : value
        return (
          <FormControl>
            <Input
              name={field.name}
              ref={field.ref}
              inputMode="numeric"
              autoComplete="off"
              placeholder={timePlaceholder}
              value={text}
              onChange={(event) => {
                const typed = event.target.value
                setDraft(typed)
                field.onChange(typed.trim() === '' ? null : (textToTime(typed) ?? typed.trim()))
              }}
              onBlur={() => {
                // "6" is shown back as 06:00, what the form holds.
                setDraft(null)
                field.onBlur()
              }}
            />
          </FormControl>
        )
      }}
    </LabelledField>
  )
}
