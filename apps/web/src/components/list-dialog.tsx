import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { cn } from '@/lib/utils'

interface ListDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** Room for a table of several columns (the venue's ads) rather than a list of lines (the venues to sync). */
  wide?: boolean
  /** The list with its search and pages; it scrolls. */
  children: ReactNode
  /** Actions on the list (assign the ticked ads), kept in reach under it at any page size. */
  footer?: ReactNode
}

/**
 * A dialog around a searched, paged list. A phone gets the whole screen; everywhere the height is fixed, so the
 * dialog does not jump while the rows change, and the list scrolls between the title and the footer.
 */
export function ListDialog({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  children,
  footer,
}: ListDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={returnFocus}
        closeLabel={t('close')}
        className={cn(
          'flex h-svh max-w-full flex-col gap-4 overflow-hidden rounded-none border-0 p-4 sm:max-w-[calc(100%-2rem)] sm:rounded-lg sm:border sm:p-6',
          wide ? 'sm:h-[min(90svh,46rem)] lg:max-w-5xl' : 'sm:h-[min(90svh,40rem)] lg:max-w-3xl',
        )}
      >
        <DialogHeader className="pr-6 text-left">
          <DialogTitle className="leading-snug">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="-mx-1 grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-1 pb-1">{children}</div>
        {footer && <div className="border-t pt-4">{footer}</div>}
      </DialogContent>
    </Dialog>
  )
}
