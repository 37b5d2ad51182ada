import type { Column } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

interface DataTableColumnHeaderProps<TData, TValue> {
  column: Column<TData, TValue>
  title: string
  className?: string
}

/**
 * A column's heading. A sortable one is a button that cycles ascending → descending → unsorted (the route's
 * default order); `DataTable` turns the change into `sort` and `order` and marks the `<th>` with `aria-sort`.
 */
export function DataTableColumnHeader<TData, TValue>({
  column,
  title,
  className,
}: DataTableColumnHeaderProps<TData, TValue>) {
  const { t } = useTranslation()
  if (!column.getCanSort()) return <span className={className}>{title}</span>

  const sorted = column.getIsSorted()
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown
  // The hint names what a click does next, since the current order is already announced through aria-sort.
  const next =
    sorted === 'asc'
      ? { hint: t('table.sortDescending'), run: () => column.toggleSorting(true) }
      : sorted === 'desc'
        ? { hint: t('table.clearSort'), run: () => column.clearSorting() }
        : { hint: t('table.sortAscending'), run: () => column.toggleSorting(false) }

  return (
    <Button
      variant="ghost"
      size="sm"
      title={next.hint}
      onClick={next.run}
      className={cn('-ml-2 h-8 px-2 has-[>svg]:px-2', className)}
    >
      {title}
      <Icon className={cn(sorted === false && 'text-muted-foreground')} aria-hidden />
    </Button>
  )
}
