import type { User } from '@wifi/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { useAuthStore } from '@/stores/auth-store'
import { UserDeleteDialog } from './user-delete-dialog'
import { UserFormDialog } from './user-form-dialog'

/** Edit and delete a user, from their row's menu; no Delete on one's own account, which the server refuses. */
export function UserRowActions({ user }: { user: User }) {
  const { t } = useTranslation()
  const isSelf = useAuthStore((state) => state.user?.id === user.id)
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: user.fullName })}
        onEdit={() => setDialog('edit')}
        onDelete={isSelf ? undefined : () => setDialog('delete')}
      />
      {dialog === 'edit' && <UserFormDialog open onOpenChange={close} user={user} />}
      {dialog === 'delete' && <UserDeleteDialog open onOpenChange={close} user={user} />}
    </>
  )
}
