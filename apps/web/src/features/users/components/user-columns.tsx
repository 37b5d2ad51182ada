import type { User } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header'
import { StatusBadge } from '@/components/status-badge'
import { Badge } from '@/components/ui/badge'
import { UserRowActions } from './user-row-actions'

/** The users table's columns; every one but the actions sorts on the server. */
export function userColumns(t: TFunction, formatDate: (iso: string) => string): ColumnDef<User>[] {
  const header = (title: string): ColumnDef<User>['header'] =>
    function Header({ column }) {
      return <DataTableColumnHeader column={column} title={title} />
    }
  const date = (key: 'createdAt' | 'updatedAt'): ColumnDef<User> => ({
    id: key,
    accessorKey: key,
    header: header(t(`users.fields.${key}`)),
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original[key])}</span>,
  })
  return [
    {
      id: 'fullName',
      accessorKey: 'fullName',
      header: header(t('users.fields.fullName')),
      cell: ({ row }) => <span className="font-medium">{row.original.fullName}</span>,
    },
    { id: 'username', accessorKey: 'username', header: header(t('users.fields.username')) },
    { id: 'email', accessorKey: 'email', header: header(t('users.fields.email')) },
    { id: 'phone', accessorKey: 'phone', header: header(t('users.fields.phone')) },
    {
      id: 'role',
      accessorKey: 'role',
      header: header(t('users.fields.role')),
      cell: ({ row }) => <Badge variant="outline">{t(`roles.${row.original.role}`)}</Badge>,
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: header(t('users.fields.status')),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    date('createdAt'),
    date('updatedAt'),
    {
      id: 'actions',
      enableSorting: false,
      enableHiding: false,
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: ({ row }) => <UserRowActions user={row.original} />,
    },
  ]
}
