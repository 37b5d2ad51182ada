import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useReturnFocus } from '@/hooks/use-return-focus'

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
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus} closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={onConfirm}>
            {pending && <Spinner />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
