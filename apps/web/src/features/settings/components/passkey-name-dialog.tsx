import { zodResolver } from '@hookform/resolvers/zod'
import { addFactorSchema, passkeyNameMax, renamePasskeySchema, type Passkey } from '@wifi/contract'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { FormDialog } from '@/components/form-dialog'
import { TextField } from '@/components/form-fields'
import { PasswordAgainField } from '@/components/second-factors/password-again-field'
import { ApiError } from '@/lib/api-error'
import { showFieldErrors } from '@/lib/form-errors'
import { toast } from '@/lib/toast'
import { passkeyErrorMessage } from '@/lib/webauthn'
import { useAddPasskey, useRenamePasskey } from '@/lib/passkeys'

/** The name, and the current password when adding one asks for it (the sign-in is more than 5 minutes old). */
const passkeyFormSchema = z.extend(renamePasskeySchema, addFactorSchema.shape)

interface PasskeyNameDialogProps extends DialogOpenProps {
  /** The passkey to rename; none to add a new one. */
  passkey?: Passkey
}

/**
 * A passkey's name: asked before adding one (then the browser asks for the fingerprint, face, screen lock or security
 * key), or changed later. A failure the name field cannot show (the prompt cancelled…) is a toast; the dialog stays.
 * Adding one more than 5 minutes after signing in asks for the current password too (docs/decisions/045): the API
 * says so, and the field appears.
 */
export function PasskeyNameDialog({ open, onOpenChange, passkey }: PasskeyNameDialogProps) {
  const { t } = useTranslation()
  const adding = passkey === undefined
  const form = useForm({
    resolver: zodResolver(passkeyFormSchema),
    values: { name: passkey?.name ?? '', password: undefined },
  })
  const add = useAddPasskey()
  const rename = useRenamePasskey()
  const pending = add.isPending || rename.isPending
  const [askPassword, setAskPassword] = useState(false)

  useEffect(() => {
    if (!open) setAskPassword(false)
  }, [open])
  useEffect(() => {
    if (askPassword) form.setFocus('password')
  }, [askPassword, form])

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_REQUIRED') {
      form.setValue('password', '')
      setAskPassword(true)
      return
    }
    if (showFieldErrors(error, form.setError)) return
    const failed = adding ? t('settings.passkeys.addFailed') : t('settings.passkeys.renameFailed')
    toast.error(`${failed} ${passkeyErrorMessage(error, t)}`)
  }
  const done = (message: string) => {
    toast.success(message)
    onOpenChange(false)
  }
  const submit = form.handleSubmit(({ name, password }) => {
    if (adding) {
      add.mutate(
        { name, password },
        { onSuccess: (added) => done(t('settings.passkeys.added', { name: added.name })), onError },
      )
    } else {
      rename.mutate(
        { id: passkey.id, name },
        { onSuccess: (renamed) => done(t('settings.passkeys.renamed', { name: renamed.name })), onError },
      )
    }
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={adding ? t('settings.passkeys.addTitle') : t('settings.passkeys.renameTitle')}
      description={adding ? t('settings.passkeys.addDescription') : t('settings.passkeys.renameDescription')}
      form={form}
      onSubmit={submit}
      layout="grid gap-4"
      pending={pending}
      width="narrow"
      submitLabel={adding ? t('settings.passkeys.addSubmit') : t('save')}
      staysOpenWhilePending
    >
      <TextField
        control={form.control}
        name="name"
        autoComplete="off"
        maxLength={passkeyNameMax}
        label={t('settings.passkeys.nameLabel')}
        placeholder={t('settings.passkeys.namePlaceholder')}
      />
      {adding && askPassword && <PasswordAgainField control={form.control} name="password" becauseSignInIsOld />}
    </FormDialog>
  )
}
