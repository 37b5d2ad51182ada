import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { cn } from '@/lib/utils'

interface CheckboxFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  name: FieldPath<T>
  label: ReactNode
  description?: ReactNode
  className?: string
}

/** A yes/no bound to react-hook-form: the box, then its label with the hint under it. */
export function CheckboxField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  className,
}: CheckboxFieldProps<T, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex flex-row items-start gap-3', className)}>
          <FormControl>
            <Checkbox
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          </FormControl>
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            {description && <FormDescription>{description}</FormDescription>}
            <FormMessage />
          </div>
        </FormItem>
      )}
    />
  )
}
