import type { Passkey } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { useRemovePasskey } from '@/lib/passkeys'
import { ConfirmPasswordDialog } from '@/components/second-factors/confirm-password-dialog'

interface RemovePasskeyDialogProps {
  open: boolean
  /** The passkey to remove (kept while the dialog closes, so its title does not change on the way out). */
  passkey: Passkey | undefined
  onClose: () => void
  onRemoved: () => void
  /** Where focus goes when the dialog closes: the passkey's row is gone after a removal. */
  onCloseAutoFocus: (event: Event) => void
}

/** Removing a passkey, after the password. */
export function RemovePasskeyDialog({ open, passkey, onClose, onRemoved, onCloseAutoFocus }: RemovePasskeyDialogProps) {
  const { t } = useTranslation()
  return (
    <ConfirmPasswordDialog
      open={open}
      onClose={onClose}
      title={t('settings.passkeys.removeTitle', { name: passkey?.name })}
      description={t('settings.passkeys.removeDescription')}
      action={t('settings.passkeys.remove')}
      destructive
      failure={t('settings.passkeys.removeFailed')}
      mutation={useRemovePasskey(passkey?.id)}
      onDone={() => {
        toast.success(t('settings.passkeys.removed', { name: passkey?.name }))
        onRemoved()
        onClose()
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  )
}
