import type { ReactNode } from 'react'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { TitledDialog } from '@/components/titled-dialog'
import { cn } from '@/lib/utils'

interface ListDialogProps extends DialogOpenProps {
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
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      className={cn(
        'flex h-svh max-w-full flex-col gap-4 overflow-hidden rounded-none border-0 p-4 sm:max-w-[calc(100%-2rem)] sm:rounded-lg sm:border sm:p-6',
        wide ? 'sm:h-[min(90svh,46rem)] lg:max-w-5xl' : 'sm:h-[min(90svh,40rem)] lg:max-w-3xl',
      )}
      headerClassName="pr-6 text-left"
      titleClassName="leading-snug"
    >
      <div className="-mx-1 grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-1 pb-1">{children}</div>
      {footer && <div className="border-t pt-4">{footer}</div>}
    </TitledDialog>
  )
}
