import type { AppearanceInput } from '@wifi/contract'
import type { Control } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

interface ChoiceFieldProps {
  control: Control<AppearanceInput>
  name: 'font' | 'language'
  label: string
  description: string
  options: { value: string; label: string; className?: string; lang?: string }[]
}

/** One of a few named choices (font, language) in a select, bound to the appearance form. */
export function ChoiceField({ control, name, label, description, options }: ChoiceFieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full sm:w-64">
                <SelectValue />
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
          <FormDescription>{description}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
