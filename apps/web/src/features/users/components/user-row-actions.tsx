import type { User } from '@wifi/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { UserDeleteDialog } from './user-delete-dialog'
import { UserFormDialog } from './user-form-dialog'

/** Edit and delete a user, from their row's menu. */
export function UserRowActions({ user }: { user: User }) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: user.fullName })}
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
      />
      {dialog === 'edit' && <UserFormDialog open onOpenChange={close} user={user} />}
      {dialog === 'delete' && <UserDeleteDialog open onOpenChange={close} user={user} />}
    </>
  )
}
