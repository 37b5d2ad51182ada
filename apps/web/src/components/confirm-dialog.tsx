import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TitledDialog } from '@/components/titled-dialog'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'

export interface ConfirmDialogProps {
  open: boolean
  /** Escape, the ×, Cancel: the dialog closes and focus goes back to where it was opened from. */
  onClose: () => void
  title: string
  description: ReactNode
  /** The confirming button's words ("End session", "Restore"). */
  confirmLabel: string
  /** A red confirming button, for what cannot be undone from here. */
  destructive?: boolean
  pending: boolean
  onConfirm: () => void
  /**
   * The button that opens the dialog, when it is not opened from a menu or a row (a report's own Delete), with what
   * opening it does; focus goes back to it on closing.
   */
  trigger?: { button: ReactNode; onOpen: () => void }
  /** Where focus goes on closing when what opened the dialog is gone (the report it deleted). */
  onCloseAutoFocus?: (event: Event) => void
}

/** Asks once before an action: what it does, Cancel, and the action itself (busy while it runs). */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  destructive = false,
  pending,
  onConfirm,
  trigger,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (next ? trigger?.onOpen() : onClose())}
      title={title}
      description={description}
      trigger={trigger?.button}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={onConfirm}>
          {pending && <Spinner />}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </TitledDialog>
  )
}
