import type { User } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn, dateColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import { StatusBadge } from '@/components/status-badge'
import { Badge } from '@/components/ui/badge'
import type { KeysUnder } from '@/lib/i18n-keys'
import { UserRowActions } from './user-row-actions'

/** The users table's columns, sized to fit a 1280 px screen; every one but the actions sorts on the server. */
export function userColumns(t: TFunction, formatDate: (iso: string) => string): ColumnDef<User>[] {
  const title = (id: KeysUnder<'users.fields'>) => t(`users.fields.${id}`)
  return [
    textColumn<User>('fullName', title('fullName'), { share: 'w-1/5', emphasis: true }),
    textColumn<User>('username', title('username'), { share: 'w-1/6' }),
    textColumn<User>('email', title('email'), { share: 'w-1/4' }),
    sortableColumn<User>('phone', title('phone')),
    sortableColumn<User>('role', title('role'), (_, user) => (
      <Badge variant="outline">{t(`roles.${user.role}`)}</Badge>
    )),
    sortableColumn<User>('status', title('status'), (_, user) => <StatusBadge status={user.status} />),
    dateColumn<User>('createdAt', title('createdAt'), formatDate),
    dateColumn<User>('updatedAt', title('updatedAt'), formatDate, { hiddenByDefault: true }),
    actionsColumn<User>(t('actions'), (user) => <UserRowActions user={user} />),
  ]
}
