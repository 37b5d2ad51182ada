import { useState } from 'react'
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form'
import { FormControl } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

interface TypedValueInputProps<T extends FieldValues> {
  field: ControllerRenderProps<T, FieldPath<T>>
  /** The form's value for what was typed, or null when it cannot be read (then handed on as typed, for the schema). */
  read: (typed: string) => string | null
  /** How the form's value is shown in the box. */
  show: (value: string) => string
  placeholder: string
  /** The form's value for an empty box: a time's is null ("no time"), a day's the empty text. */
  empty: null | ''
}

/**
 * The box of a day or a time typed in the console's own spelling (ADR 029). What the operator types is kept while it
 * still means the form's value; once they leave the box, or the value changes elsewhere (the calendar, a reset), the
 * value is shown as the form writes it ("6" becomes 06:00, 5/1/2026 becomes 05/01/2026).
 */
export function TypedValueInput<T extends FieldValues>({
  field,
  read,
  show,
  placeholder,
  empty,
}: TypedValueInputProps<T>) {
  const [draft, setDraft] = useState<string | null>(null)
  const value = typeof field.value === 'string' ? field.value : ''
  const text = draft !== null && (read(draft) ?? draft.trim()) === value ? draft : show(value)
  return (
    <FormControl>
      <Input
        name={field.name}
        ref={field.ref}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const typed = event.target.value
          setDraft(typed)
          field.onChange(typed.trim() === '' ? empty : (read(typed) ?? typed.trim()))
        }}
        onBlur={() => {
          setDraft(null)
          field.onBlur()
        }}
      />
    </FormControl>
  )
}
