import { zodResolver } from '@hookform/resolvers/zod'
import { passkeyNameMax, renamePasskeySchema, type Passkey } from '@wifi/contract'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SubmitButton, TextField } from '@/components/form-fields'
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
import { useReturnFocus } from '@/hooks/use-return-focus'
import { showFieldErrors } from '@/lib/form-errors'
import { toast } from '@/lib/toast'
import { passkeyErrorMessage } from '@/lib/webauthn'
import { useAddPasskey, useRenamePasskey } from '../api/passkey-requests'

interface PasskeyNameDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The passkey to rename; none to add a new one. */
  passkey?: Passkey
}

/**
 * A passkey's name: asked before adding one (then the browser asks for the fingerprint, face, screen lock or security
 * key), or changed later. A failure the name field cannot show (the prompt cancelled…) is a toast; the dialog stays.
 */
export function PasskeyNameDialog({ open, onOpenChange, passkey }: PasskeyNameDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  const formId = useId()
  const adding = passkey === undefined
  const form = useForm({ resolver: zodResolver(renamePasskeySchema), values: { name: passkey?.name ?? '' } })
  const add = useAddPasskey()
  const rename = useRenamePasskey()
  const pending = add.isPending || rename.isPending

  const onError = (error: unknown) => {
    if (showFieldErrors(error, form.setError)) return
    const failed = adding ? t('settings.passkeys.addFailed') : t('settings.passkeys.renameFailed')
    toast.error(`${failed} ${passkeyErrorMessage(error, t)}`)
  }
  const done = (message: string) => {
    toast.success(message)
    onOpenChange(false)
  }
  const submit = form.handleSubmit(({ name }) => {
    if (adding) {
      add.mutate({ name }, { onSuccess: (added) => done(t('settings.passkeys.added', { name: added.name })), onError })
    } else {
      rename.mutate(
        { id: passkey.id, name },
        { onSuccess: (renamed) => done(t('settings.passkeys.renamed', { name: renamed.name })), onError },
      )
    }
  })

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={returnFocus} closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{adding ? t('settings.passkeys.addTitle') : t('settings.passkeys.renameTitle')}</DialogTitle>
          <DialogDescription>
            {adding ? t('settings.passkeys.addDescription') : t('settings.passkeys.renameDescription')}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Form {...form}>
            <form id={formId} onSubmit={submit} noValidate>
              <TextField
                control={form.control}
                name="name"
                autoComplete="off"
                maxLength={passkeyNameMax}
                label={t('settings.passkeys.nameLabel')}
                placeholder={t('settings.passkeys.namePlaceholder')}
              />
            </form>
          </Form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <SubmitButton form={formId} pending={pending}>
            {adding ? t('settings.passkeys.addSubmit') : t('save')}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
