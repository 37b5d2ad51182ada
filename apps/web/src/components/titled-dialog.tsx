import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useReturnFocus } from '@/hooks/use-return-focus'

interface TitledDialogProps extends DialogOpenProps {
  title: ReactNode
  description: ReactNode
  /** The dialog's width and layout, over `DialogContent`'s own. */
  className?: string
  /** The header's alignment: a list's dialog keeps it left-aligned on a phone too, rather than centred. */
  headerClassName?: string
  titleClassName?: string
  /**
   * The button that opens the dialog, when one does (a report's Delete): Radix then gives focus back to it itself,
   * and `onCloseAutoFocus` only has to say where focus goes when that button is gone.
   */
  trigger?: ReactNode
  /** Where focus goes on closing, instead of back to the control that opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void
  /** That control, when another dialog opened this one (the scanner a found access point). */
  opener?: HTMLElement | null
  /** What follows the header: the body, and the footer with the dialog's buttons. */
  children: ReactNode
}

/**
 * A dialog's frame, the same in every dialog of the console: its title and description (the dialog's accessible name
 * and description), the × in the reader's language, and focus given back on closing to what opened it (ADR 015).
 */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  headerClassName,
  titleClassName,
  trigger,
  onCloseAutoFocus,
  opener,
  children,
}: TitledDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open, opener)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent onCloseAutoFocus={onCloseAutoFocus ?? returnFocus} closeLabel={t('close')} className={className}>
        <DialogHeader className={headerClassName}>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
