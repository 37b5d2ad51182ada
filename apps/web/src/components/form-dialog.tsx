import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '@/components/form-fields'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { cn } from '@/lib/utils'

interface FormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** The id of the form inside, which the footer's Save submits. */
  formId: string
  pending: boolean
  /** Room for a long form with a list inside (an ad's images). */
  wide?: boolean
  /** The submit button's word, when the form does more than save (take an ad down); Save by default. */
  submitLabel?: string
  children: ReactNode
}

/**
 * An add or edit dialog: title, the form, Cancel and Save. A form taller than the screen scrolls between the title
 * and the buttons, which stay in view (docs/decisions/028).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  formId,
  pending,
  wide = false,
  submitLabel,
  children,
}: FormDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={returnFocus}
        closeLabel={t('close')}
        className={cn('sm:max-w-2xl', wide && 'lg:max-w-4xl')}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <SubmitButton pending={pending} form={formId}>
            {submitLabel ?? t('save')}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
