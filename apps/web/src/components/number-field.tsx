import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { LabelledField } from '@/components/form-fields'
import { FormControl } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

interface NumberFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  name: FieldPath<T>
  label: ReactNode
  description?: ReactNode
  min: number
  max: number
}

/**
 * A whole number (an ad's seconds, its weight) bound to react-hook-form. An empty box is NaN, "missing", which the
 * schema words as the field's range, rather than 0, which would pass for a value.
 */
export function NumberField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  min,
  max,
}: NumberFieldProps<T, TOutput>) {
  return (
    <LabelledField control={control} name={name} label={label} description={description}>
      {(field) => (
        <FormControl>
          <Input
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={Number.isFinite(field.value) ? String(field.value) : ''}
            onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          />
        </FormControl>
      )}
    </LabelledField>
  )
}
