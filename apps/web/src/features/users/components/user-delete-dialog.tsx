import type { User } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '@/components/delete-dialog'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { StrongText } from '@/components/strong-text'
import { useDeleteUser } from '../api/user-requests'

/** Deleting a user asks for their email, typed exactly. */
export function UserDeleteDialog({ user, ...dialog }: DialogOpenProps & { user: User }) {
  const { t } = useTranslation()
  const remove = useDeleteUser()
  return (
    <DeleteDialog
      {...dialog}
      title={t('users.delete.title')}
      description={<StrongText i18nKey="users.delete.description" values={{ email: user.email }} />}
      confirmText={user.email}
      confirmLabel={t('users.delete.confirmLabel', { email: user.email })}
      mutation={remove}
      id={user.id}
      deletedText={t('users.toast.deleted')}
      failedToast={(reason) => ({ title: t('users.toast.deleteFailed', { message: reason }) })}
    />
  )
}
