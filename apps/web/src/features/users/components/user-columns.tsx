import type { UserListItem } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn, dateColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import { StatusBadge } from '@/components/status-badge'
import { Badge } from '@/components/ui/badge'
import type { KeysUnder } from '@/lib/i18n-keys'
import { LastActive, LockedBadge, SecondFactors } from './account-state'
import { UserRowActions } from './user-row-actions'

/**
 * The users table's columns, sized to fit a 1280 px screen; every one but the account's sign-in (second factors, last
 * activity) and the actions sorts on the server.
 */
export function userColumns(t: TFunction, formatDate: (iso: string) => string): ColumnDef<UserListItem>[] {
  const title = (id: KeysUnder<'users.fields'>) => t(`users.fields.${id}`)
  return [
    textColumn<UserListItem>('fullName', title('fullName'), { share: 'w-1/5', emphasis: true }),
    textColumn<UserListItem>('username', title('username'), { share: 'w-1/6' }),
    textColumn<UserListItem>('email', title('email'), { share: 'w-1/4' }),
    sortableColumn<UserListItem>('phone', title('phone')),
    sortableColumn<UserListItem>('role', title('role'), (_, user) => (
      <Badge variant="outline">{t(`roles.${user.role}`)}</Badge>
    )),
    sortableColumn<UserListItem>('status', title('status'), (_, user) => (
      <span className="flex flex-wrap gap-1">
        <StatusBadge status={user.status} />
        {user.locked && <LockedBadge />}
      </span>
    )),
    // One column for the account's sign-in, its second factors over its last activity: two would push the row past
    // 1280 px.
    {
      id: 'signIn',
      enableSorting: false,
      header: title('signIn'),
      cell: ({ row }) => (
        <div className="grid min-w-36 gap-0.5 whitespace-normal">
          <SecondFactors user={row.original} />
          <span className="text-xs text-muted-foreground">
            {title('lastActiveAt')}: <LastActive user={row.original} formatDate={formatDate} />
          </span>
        </div>
      ),
      meta: { label: title('signIn') },
    },
    dateColumn<UserListItem>('createdAt', title('createdAt'), formatDate, { hiddenByDefault: true }),
    dateColumn<UserListItem>('updatedAt', title('updatedAt'), formatDate, { hiddenByDefault: true }),
    actionsColumn<UserListItem>(t('actions'), (user) => <UserRowActions user={user} />),
  ]
}
