import type { Venue } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header'
import { StatusBadge } from '@/components/status-badge'
import { VenueRowActions } from './venue-row-actions'

/** The columns an operator sees; every one but the actions sorts on the server. */
export function venueColumns(t: TFunction, isAdmin: boolean, formatDate: (iso: string) => string): ColumnDef<Venue>[] {
  const header = (title: string): ColumnDef<Venue>['header'] =>
    function Header({ column }) {
      return <DataTableColumnHeader column={column} title={title} />
    }
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: header(t('venues.fields.name')),
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    ...(isAdmin ? [{ id: 'owner', accessorKey: 'owner', header: header(t('venues.fields.owner')) }] : []),
    { id: 'email', accessorKey: 'email', header: header(t('venues.fields.email')) },
    { id: 'phone', accessorKey: 'phone', header: header(t('venues.fields.phone')) },
    {
      id: 'address',
      accessorKey: 'address',
      header: header(t('venues.fields.address')),
      cell: ({ row }) => <span className="line-clamp-2 max-w-64">{row.original.address}</span>,
    },
    {
      id: 'status',
      accessorKey: 'status',
      header: header(t('venues.fields.status')),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: 'createdAt',
      accessorKey: 'createdAt',
      header: header(t('venues.fields.createdAt')),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.createdAt)}</span>,
    },
    {
      id: 'actions',
      enableSorting: false,
      enableHiding: false,
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: ({ row }) => <VenueRowActions venue={row.original} isAdmin={isAdmin} />,
    },
  ]
}
