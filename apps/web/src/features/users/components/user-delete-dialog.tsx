import type { User } from '@wifi/contract'
import { Trans, useTranslation } from 'react-i18next'
import { DeleteDialog } from '@/components/delete-dialog'
import { useDeleteUser } from '../api/user-requests'

interface UserDeleteDialogProps {
  user: User
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Deleting a user asks for their email, typed exactly. */
export function UserDeleteDialog({ user, open, onOpenChange }: UserDeleteDialogProps) {
  const { t } = useTranslation()
  const remove = useDeleteUser()
  return (
    <DeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('users.delete.title')}
      description={
        <Trans i18nKey="users.delete.description" values={{ email: user.email }} components={{ strong: <strong /> }} />
      }
      confirmText={user.email}
      confirmLabel={t('users.delete.confirmLabel', { email: user.email })}
      mutation={remove}
      id={user.id}
      deletedText={t('users.toast.deleted')}
      failedToast={(reason) => ({ title: t('users.toast.deleteFailed', { message: reason }) })}
    />
  )
}
