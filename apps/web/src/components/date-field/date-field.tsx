import { CalendarDays } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { LabelledField } from '@/components/form-fields'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Calendar } from './calendar'
import { dayParts, dayPlaceholder, dayToText, textToDay } from './day-text'
import { TypedValueInput } from './typed-value-input'

// Apart from form-fields.tsx: the calendar and its popover load with the forms that ask for a day (the ad dialog),
// not with the sign-in page (ADR 007).
interface DateFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  name: FieldPath<T>
  label: string
  description?: ReactNode
  /** The field's layout: a form's (label above) by default; a toolbar's filter sets its own. */
  className?: string
}

/**
 * A calendar day typed as dd/mm/yyyy or picked from a calendar in the console's language (ADR 029), never the
 * browser's date input, which follows the browser's locale. The form holds "yyyy-mm-dd"; what cannot be read as a
 * day is handed on as typed, for the schema to refuse with its message.
 */
export function DateField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
}: DateFieldProps<T, TOutput>) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <LabelledField control={control} name={name} label={label} description={description} className={className}>
      {(field) => {
        const value = typeof field.value === 'string' ? field.value : ''
        return (
          <div className="flex gap-2">
            <TypedValueInput field={field} read={textToDay} show={dayToText} placeholder={dayPlaceholder} empty="" />
            <Popover open={open} onOpenChange={setOpen}>
              <PopoverTrigger asChild>
                <Button
                  variant="outline"
                  size="icon"
                  className="shrink-0"
                  aria-label={t('datePicker.open', { field: label })}
                >
                  <CalendarDays aria-hidden />
                </Button>
              </PopoverTrigger>
              <PopoverContent
                align="end"
                className="w-auto p-3"
                // The chosen day (or today) takes the focus, as in the WAI-ARIA date picker, not the first button.
                onOpenAutoFocus={(event) => {
                  event.preventDefault()
                  const content = event.currentTarget as HTMLElement
                  content.querySelector<HTMLButtonElement>('button[data-day][tabindex="0"]')?.focus()
                }}
              >
                <Calendar
                  value={dayParts(value) ? value : null}
                  onPick={(day) => {
                    field.onChange(day)
                    setOpen(false)
                  }}
                />
              </PopoverContent>
            </Popover>
          </div>
        )
      }}
    </LabelledField>
  )
}
