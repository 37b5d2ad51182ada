import { pageSizes } from '@wifi/contract'
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { TableStatePatch } from './types'

interface DataTablePaginationProps {
  page: number
  pageSize: number
  total: number
  onStateChange: (patch: TableStatePatch) => void
}

/**
 * Page size, position and the four page buttons. A page past the end (a shared link after rows were deleted)
 * keeps Previous and First enabled, so the user can always get back to rows.
 */
export function DataTablePagination({ page, pageSize, total, onStateChange }: DataTablePaginationProps) {
  const { t } = useTranslation()
  const pageSizeId = useId()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const goTo = (target: number) => onStateChange({ page: target })

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-2 text-sm">
      <p className="text-muted-foreground">{t('table.rowCount', { count: total })}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={pageSizeId} className="font-medium">
            {t('table.rowsPerPage')}
          </label>
          <Select value={String(pageSize)} onValueChange={(size) => onStateChange({ pageSize: Number(size) })}>
            <SelectTrigger id={pageSizeId} className="h-8 w-[4.5rem]">
              <SelectValue />
            </SelectTrigger>
            <SelectContent side="top">
              {pageSizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="font-medium" aria-live="polite">
          {t('table.pageOf', { page, pageCount })}
        </p>
        <div className="flex items-center gap-2">
          <PageButton label={t('table.firstPage')} disabled={page <= 1} onClick={() => goTo(1)} icon={ChevronsLeft} />
          <PageButton
            label={t('table.previousPage')}
            // From past the end, Previous lands on the last page that has rows.
            disabled={page <= 1}
            onClick={() => goTo(Math.min(page - 1, pageCount))}
            icon={ChevronLeft}
          />
          <PageButton
            label={t('table.nextPage')}
            disabled={page >= pageCount}
            onClick={() => goTo(page + 1)}
            icon={ChevronRight}
          />
          <PageButton
            label={t('table.lastPage')}
            disabled={page === pageCount}
            onClick={() => goTo(pageCount)}
            icon={ChevronsRight}
          />
        </div>
      </div>
    </div>
  )
}

interface PageButtonProps {
  label: string
  disabled: boolean
  onClick: () => void
  icon: LucideIcon
}

function PageButton({ label, disabled, onClick, icon: Icon }: PageButtonProps) {
  return (
    <Button variant="outline" size="icon" className="size-8" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden />
    </Button>
  )
}
