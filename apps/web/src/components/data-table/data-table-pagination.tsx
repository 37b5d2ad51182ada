import { pageSizes } from '@wifi/contract'
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
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

type PageButtonKind = 'first' | 'previous' | 'next' | 'last'

/** Where focus goes when the button just pressed turns disabled (Last on the last page: First). */
const oppositeOf: Record<PageButtonKind, PageButtonKind> = {
  first: 'last',
  previous: 'next',
  next: 'previous',
  last: 'first',
}

/**
 * Page size, position and the four page buttons. A page past the end (a shared link after rows were deleted)
 * keeps Previous and First enabled, so the user can always get back to rows.
 */
export function DataTablePagination({ page, pageSize, total, onStateChange }: DataTablePaginationProps) {
  const { t } = useTranslation()
  const pageSizeId = useId()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const buttons = useRef<Partial<Record<PageButtonKind, HTMLButtonElement | null>>>({})
  const pressed = useRef<PageButtonKind | null>(null)
  const goTo = (kind: PageButtonKind, target: number) => {
    pressed.current = kind
    onStateChange({ page: target })
  }

  // A disabled button drops focus to <body>; keep the keyboard user in the pager instead (WCAG 2.4.3).
  useEffect(() => {
    const kind = pressed.current
    pressed.current = null
    if (kind && buttons.current[kind]?.disabled) buttons.current[oppositeOf[kind]]?.focus()
  }, [page, pageCount])

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
          <PageButton
            ref={(button) => void (buttons.current.first = button)}
            label={t('table.firstPage')}
            disabled={page <= 1}
            onClick={() => goTo('first', 1)}
            icon={ChevronsLeft}
          />
          <PageButton
            ref={(button) => void (buttons.current.previous = button)}
            label={t('table.previousPage')}
            // From past the end, Previous lands on the last page that has rows.
            disabled={page <= 1}
            onClick={() => goTo('previous', Math.min(page - 1, pageCount))}
            icon={ChevronLeft}
          />
          <PageButton
            ref={(button) => void (buttons.current.next = button)}
            label={t('table.nextPage')}
            disabled={page >= pageCount}
            onClick={() => goTo('next', page + 1)}
            icon={ChevronRight}
          />
          <PageButton
            ref={(button) => void (buttons.current.last = button)}
            label={t('table.lastPage')}
            disabled={page === pageCount}
            onClick={() => goTo('last', pageCount)}
            icon={ChevronsRight}
          />
        </div>
      </div>
    </div>
  )
}

interface PageButtonProps {
  ref: (button: HTMLButtonElement | null) => void
  label: string
  disabled: boolean
  onClick: () => void
  icon: LucideIcon
}

function PageButton({ ref, label, disabled, onClick, icon: Icon }: PageButtonProps) {
  return (
    <Button
      ref={ref}
      variant="outline"
      size="icon"
      className="size-8"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </Button>
  )
}
