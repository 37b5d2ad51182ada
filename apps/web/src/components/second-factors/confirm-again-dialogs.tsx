import { useTranslation } from 'react-i18next'
import { useConfirmPasskey } from '@/lib/passkeys'
import { useConfirmTotpAgain } from '@/lib/second-factors'
import { toast } from '@/lib/toast'
import { ConfirmPasswordDialog } from './confirm-password-dialog'

interface ConfirmAgainProps {
  open: boolean
  onClose: () => void
  /** Where focus goes when the dialog closes, when not back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The authenticator app a password reset set aside, confirmed again with the (new) password (docs/decisions/045): it
 * signs in again, with ten new recovery codes, handed to `onConfirmed` to be shown once.
 */
export function ConfirmAppAgainDialog({
  onConfirmed,
  ...props
}: ConfirmAgainProps & { onConfirmed: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation()
  return (
    <ConfirmPasswordDialog
      {...props}
      title={t('secondFactors.totp.confirmAgainTitle')}
      description={t('secondFactors.totp.confirmAgainDescription')}
      action={t('secondFactors.totp.confirmAgain')}
      failure={t('secondFactors.totp.confirmAgainFailed')}
      mutation={useConfirmTotpAgain()}
      onDone={({ recoveryCodes }) => {
        toast.success(t('secondFactors.totp.confirmedAgain'))
        onConfirmed(recoveryCodes)
      }}
    />
  )
}

/** A passkey a password reset set aside, confirmed again with the (new) password: it signs in again. */
export function ConfirmPasskeyDialog({
  passkey,
  onConfirmed,
  ...props
}: ConfirmAgainProps & { passkey: { id: string; name: string } | undefined; onConfirmed: () => void }) {
  const { t } = useTranslation()
  return (
    <ConfirmPasswordDialog
      {...props}
      title={t('settings.passkeys.confirmTitle', { name: passkey?.name })}
      description={t('settings.passkeys.confirmDescription')}
      action={t('settings.passkeys.confirm')}
      failure={t('settings.passkeys.confirmFailed')}
      mutation={useConfirmPasskey(passkey?.id)}
      onDone={(confirmed) => {
        toast.success(t('settings.passkeys.confirmed', { name: confirmed.name }))
        onConfirmed()
      }}
    />
  )
}
