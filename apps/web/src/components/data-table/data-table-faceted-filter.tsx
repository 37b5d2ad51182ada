import { PlusCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Separator } from '@/components/ui/separator'
import type { FacetOption } from './types'

/** Beyond this many chosen values the button shows a count instead of one badge each, so it stays narrow. */
const maxBadges = 2

interface DataTableFacetedFilterProps {
  title: string
  options: FacetOption[]
  selected: string[]
  onSelectedChange: (values: string[]) => void
}

/** A dashed button that opens a checklist of one column's values; the chosen values show on the button. */
export function DataTableFacetedFilter({ title, options, selected, onSelectedChange }: DataTableFacetedFilterProps) {
  const { t } = useTranslation()
  const chosen = options.filter((option) => selected.includes(option.value))

  // Kept in the options' order, so the URL reads the same whichever box was ticked first.
  const toggle = (value: string, checked: boolean) =>
    onSelectedChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? checked : selected.includes(candidate))),
    )

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="h-8 border-dashed">
          <PlusCircle aria-hidden />
          {title}
          {chosen.length > 0 && (
            <>
              <Separator orientation="vertical" className="mx-0.5 data-[orientation=vertical]:h-4" />
              <Badge variant="secondary" className="rounded-sm px-1 font-normal lg:hidden">
                {chosen.length}
              </Badge>
              <span className="hidden gap-1 lg:flex">
                {chosen.length > maxBadges ? (
                  <Badge variant="secondary" className="rounded-sm px-1 font-normal">
                    {t('table.selectedCount', { count: chosen.length })}
                  </Badge>
                ) : (
                  chosen.map((option) => (
                    <Badge key={option.value} variant="secondary" className="rounded-sm px-1 font-normal">
                      {option.label}
                    </Badge>
                  ))
                )}
              </span>
            </>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-56 p-1" align="start">
        <div role="group" aria-label={title} className="flex flex-col">
          {options.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none hover:bg-accent hover:text-accent-foreground"
            >
              <Checkbox
                checked={selected.includes(value)}
                onCheckedChange={(checked) => toggle(value, checked === true)}
              />
              {Icon && <Icon className="size-4 text-muted-foreground" aria-hidden />}
              {label}
            </label>
          ))}
        </div>
        {chosen.length > 0 && (
          <>
            <Separator className="my-1" />
            <Button variant="ghost" size="sm" className="w-full" onClick={() => onSelectedChange([])}>
              {t('table.clearFilters')}
            </Button>
          </>
        )}
      </PopoverContent>
    </Popover>
  )
}
