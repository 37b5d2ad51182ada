import type { UserListItem } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { actionsColumn, dateColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import { StatusBadge } from '@/components/status-badge'
import { Badge } from '@/components/ui/badge'
import type { KeysUnder } from '@/lib/i18n-keys'
import { LastActive, LockedBadge, SecondFactors } from './account-state'
import { UserRowActions } from './user-row-actions'

/**
 * The users table's columns, sized to fit a 1280 px screen; every one but the account's state (second factors, last
 * activity) and the actions sorts on the server.
 */
export function userColumns(t: TFunction, formatDate: (iso: string) => string): ColumnDef<UserListItem>[] {
  const title = (id: KeysUnder<'users.fields'>) => t(`users.fields.${id}`)
  const accountColumn = (
    id: 'secondFactors' | 'lastActiveAt',
    cell: (user: UserListItem) => ReactNode,
    className: string,
  ): ColumnDef<UserListItem> => ({
    id,
    enableSorting: false,
    header: title(id),
    cell: ({ row }) => cell(row.original),
    meta: { label: title(id), className },
  })
  return [
    textColumn<UserListItem>('fullName', title('fullName'), { share: 'w-1/5', emphasis: true }),
    textColumn<UserListItem>('username', title('username'), { share: 'w-1/6' }),
    textColumn<UserListItem>('email', title('email'), { share: 'w-1/4' }),
    // In the column menu and on the cards: the account's state takes its place at 1280 px.
    sortableColumn<UserListItem>('phone', title('phone'), undefined, { hiddenByDefault: true }),
    sortableColumn<UserListItem>('role', title('role'), (_, user) => (
      <Badge variant="outline">{t(`roles.${user.role}`)}</Badge>
    )),
    sortableColumn<UserListItem>('status', title('status'), (_, user) => (
      <span className="flex flex-wrap gap-1">
        <StatusBadge status={user.status} />
        {user.locked && <LockedBadge />}
      </span>
    )),
    accountColumn('secondFactors', (user) => <SecondFactors user={user} />, 'min-w-36 whitespace-normal'),
    accountColumn('lastActiveAt', (user) => <LastActive user={user} formatDate={formatDate} />, 'whitespace-nowrap'),
    dateColumn<UserListItem>('createdAt', title('createdAt'), formatDate, { hiddenByDefault: true }),
    dateColumn<UserListItem>('updatedAt', title('updatedAt'), formatDate, { hiddenByDefault: true }),
    actionsColumn<UserListItem>(t('actions'), (user) => <UserRowActions user={user} />),
  ]
}
