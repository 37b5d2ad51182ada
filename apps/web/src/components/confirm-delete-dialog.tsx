import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { TitledDialog } from '@/components/titled-dialog'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'

export interface ConfirmDeleteDialogProps extends DialogOpenProps {
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
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const matches = typed === confirmText
  // Escape, the × and Cancel alike forget what was typed, so a dialog kept mounted reopens empty.
  const changeOpen = (next: boolean) => {
    if (!next) setTyped('')
    onOpenChange(next)
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={description}
      titleClassName="text-destructive"
    >
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
    </TitledDialog>
  )
}
