import { useId, type ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

/** A Select's value for "no filter" (a Radix Select item cannot have an empty value). */
const all = 'all'

/** A labelled Select of a toolbar: "All …" first, then the options. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string
  value: string | undefined
  allLabel: string
  options: { value: string; label: ReactNode }[]
  onChange: (value: string | undefined) => void
}) {
  const trigger = useId()
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={trigger}>{label}</Label>
      <Select value={value ?? all} onValueChange={(next) => onChange(next === all ? undefined : next)}>
        <SelectTrigger id={trigger} className="h-8 max-w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={all}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
