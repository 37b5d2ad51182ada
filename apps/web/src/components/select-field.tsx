import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { LabelledField } from '@/components/form-fields'
import { FormControl } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

// Apart from the other fields: Radix Select and its positioning stack (~29 KB gzipped) would otherwise load with
// the sign-in page, which has no select (ADR 007).
interface SelectFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  name: FieldPath<T>
  label: ReactNode
  description?: ReactNode
  /** The trigger's width; full width by default. */
  triggerClassName?: string
  /** Shown while nothing is chosen (an empty value). */
  placeholder?: string
  /** `className` and `lang` let an option show itself as what it picks (a font, a language). */
  options: readonly { value: string; label: string; className?: string; lang?: string }[]
}

/** One of a few named values (a role, a status, a font) in a select, bound to react-hook-form. */
export function SelectField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  triggerClassName = 'w-full',
  placeholder,
  options,
}: SelectFieldProps<T, TOutput>) {
  return (
    <LabelledField control={control} name={name} label={label} description={description}>
      {(field) => (
        <Select value={field.value} onValueChange={field.onChange}>
          <FormControl>
            <SelectTrigger className={triggerClassName}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} className={option.className} lang={option.lang}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </LabelledField>
  )
}
