import { zodResolver } from '@hookform/resolvers/zod'
import { removePasskeySchema, type Passkey } from '@wifi/contract'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/form-fields'
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
import { Form } from '@/components/ui/form'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { toast } from '@/lib/toast'
import { useRemovePasskey } from '../api/passkey-requests'

interface RemovePasskeyDialogProps {
  open: boolean
  /** The passkey to remove (kept while the dialog closes, so its title does not change on the way out). */
  passkey: Passkey | undefined
  onClose: () => void
  onRemoved: () => void
  /** Where focus goes when the dialog closes: the passkey's row is gone after a removal. */
  onCloseAutoFocus: (event: Event) => void
}

/** Removing a passkey asks for the password again: a session left open on a shared computer is not enough. */
export function RemovePasskeyDialog({ open, passkey, onClose, onRemoved, onCloseAutoFocus }: RemovePasskeyDialogProps) {
  const { t } = useTranslation()
  const formId = useId()
  const form = useForm({ resolver: zodResolver(removePasskeySchema), defaultValues: { password: '' } })
  const remove = useFormMutation({
    form,
    mutation: useRemovePasskey(),
    failure: (reason) => `${t('settings.passkeys.removeFailed')} ${reason}`,
  })

  const close = () => {
    form.reset()
    onClose()
  }
  const submit = form.handleSubmit(({ password }) => {
    if (!passkey) return
    remove.submit({ id: passkey.id, password }, () => {
      toast.success(t('settings.passkeys.removed', { name: passkey.name }))
      onRemoved()
      close()
    })
  })

  return (
    <Dialog
      open={open}
      onOpenChange={(open) => {
        if (!open && !remove.pending) close()
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('settings.passkeys.removeTitle', { name: passkey?.name })}</DialogTitle>
          <DialogDescription>{t('settings.passkeys.removeDescription')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Form {...form}>
            <form id={formId} onSubmit={submit} noValidate>
              <PasswordField
                control={form.control}
                name="password"
                autoComplete="current-password"
                label={t('settings.passkeys.passwordLabel')}
              />
            </form>
          </Form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={remove.pending} onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant="destructive" disabled={remove.pending}>
            {remove.pending && <Spinner />}
            {t('settings.passkeys.remove')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
