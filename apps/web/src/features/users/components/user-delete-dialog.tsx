import type { User } from '@wifi/contract'
import { Trans, useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog'
import { errorMessage } from '@/lib/error-message'
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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('users.delete.title')}
      description={
        <Trans i18nKey="users.delete.description" values={{ email: user.email }} components={{ strong: <strong /> }} />
      }
      confirmText={user.email}
      confirmLabel={t('users.delete.confirmLabel', { email: user.email })}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success(t('users.toast.deleted'))
            onOpenChange(false)
          },
          onError: (error) => toast.error(t('users.toast.deleteFailed', { message: errorMessage(error, t) })),
        })
      }
    />
  )
}
