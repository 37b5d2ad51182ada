import type { UserListItem } from '@wifi/contract'
import { KeyRound, LockOpen, LogOut } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu, type RowAction } from '@/components/row-actions-menu'
import { useCurrentUser } from '@/hooks/use-current-user'
import { AccountCareDialog, type AccountCare } from './account-care-dialog'
import { UserDeleteDialog } from './user-delete-dialog'
import { UserFormDialog } from './user-form-dialog'

/**
 * Edit and delete a user, end their sessions, unlock them (when locked) and reset their second factors (when they
 * have one), from their row's menu. One's own account has none of Delete, End all sessions or Reset second factors,
 * which the server refuses: Settings → Security is where an admin changes their own sign-in.
 */
export function UserRowActions({ user }: { user: UserListItem }) {
  const { t } = useTranslation()
  const isSelf = useCurrentUser()?.id === user.id
  const [dialog, setDialog] = useState<'edit' | 'delete' | AccountCare | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  const hasFactor = user.authenticatorApp || user.passkeys > 0
  const actions: RowAction[] = [
    ...(isSelf
      ? []
      : [{ label: t('users.care.endSessions.action'), icon: LogOut, onSelect: () => setDialog('endSessions') }]),
    ...(user.locked
      ? [{ label: t('users.care.unlock.action'), icon: LockOpen, onSelect: () => setDialog('unlock') }]
      : []),
    ...(isSelf || !hasFactor
      ? []
      : [{ label: t('users.care.resetFactors.action'), icon: KeyRound, onSelect: () => setDialog('resetFactors') }]),
  ]
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: user.fullName })}
        actions={actions}
        onEdit={() => setDialog('edit')}
        onDelete={isSelf ? undefined : () => setDialog('delete')}
      />
      {dialog === 'edit' && <UserFormDialog open onOpenChange={close} user={user} />}
      {dialog === 'delete' && <UserDeleteDialog open onOpenChange={close} user={user} />}
      {(dialog === 'endSessions' || dialog === 'unlock' || dialog === 'resetFactors') && (
        <AccountCareDialog care={dialog} user={user} open onClose={() => setDialog(null)} />
      )}
    </>
  )
}
