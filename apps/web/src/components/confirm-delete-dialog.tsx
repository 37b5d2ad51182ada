import { useId, useState, type ReactNode } from 'react'
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
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { useReturnFocus } from '@/hooks/use-return-focus'

export interface ConfirmDeleteDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** What must be typed exactly (docs/product.md §5: a venue's name, a user's email, an ad's title). */
  confirmText: string
  /** The label of the field the text is typed into. */
  confirmLabel: string
  pending: boolean
  onConfirm: () => void
}

/** A delete that only becomes possible once the thing's name is typed exactly, so nothing goes by a slip. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  confirmLabel,
  pending,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const matches = typed === confirmText
  // Escape, the × and Cancel alike forget what was typed, so a dialog kept mounted reopens empty.
  const changeOpen = (next: boolean) => {
    if (!next) setTyped('')
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent onCloseAutoFocus={returnFocus} closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle className="text-destructive">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (matches) onConfirm()
          }}
        >
          <Label htmlFor={inputId}>{confirmLabel}</Label>
          <Input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          <DialogFooter className="mt-4">
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {pending && <Spinner />}
              {t('delete')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
