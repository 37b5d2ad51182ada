import type { UserListItem } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { StrongText } from '@/components/strong-text'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useEndUserSessions, useResetSecondFactors, useUnlockUser } from '../api/user-requests'

/** What an admin may do for another user's account from the users list (docs/decisions/040). */
export type AccountCare = 'endSessions' | 'unlock' | 'resetFactors'

interface AccountCareDialogProps {
  care: AccountCare
  user: UserListItem
  open: boolean
  onClose: () => void
}

/**
 * Asks before ending a user's sessions, unlocking their sign-in or resetting their second factors, saying what
 * happens to them; the toast names them. Focus goes back to the row's menu button (ConfirmDialog).
 */
export function AccountCareDialog({ care, user, open, onClose }: AccountCareDialogProps) {
  const { t } = useTranslation()
  const mutations = {
    endSessions: useEndUserSessions(),
    unlock: useUnlockUser(),
    resetFactors: useResetSecondFactors(),
  }
  const mutation = mutations[care]
  const name = user.fullName
  const confirm = () =>
    // The toast follows the promise: the list's refresh, which the mutation awaits, re-renders the row under it.
    mutation.mutateAsync(user.id).then(
      () => {
        toast.success(t(`users.care.${care}.done`, { name }))
        onClose()
      },
      (error: Error) => toast.error(t(`users.care.${care}.failed`, { name }), { description: errorMessage(error, t) }),
    )
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t(`users.care.${care}.title`)}
      description={<StrongText i18nKey={`users.care.${care}.description`} values={{ name }} />}
      confirmLabel={t(`users.care.${care}.confirm`)}
      destructive={care !== 'unlock'}
      pending={mutation.isPending}
      onConfirm={confirm}
    />
  )
}
