import type { GuestSession } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { AccessPointName } from '@/components/access-point-name'
import { sortableColumn, textColumn } from '@/components/data-table/columns'
import { Badge } from '@/components/ui/badge'
import type { KeysUnder } from '@/lib/i18n-keys'
import { formatBytes, formatDuration } from '../session-figures'
import { LeftUnderPolicy } from './left-under-policy'

/** The server sorts by start, duration and data down only: every other heading is a plain label. */
const unsorted = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({ ...column, enableSorting: false })

/** A short value that keeps its line (a time, a size): the column takes its natural width. */
const nowrap = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({
  ...column,
  meta: { ...column.meta, className: 'whitespace-nowrap' },
})

/**
 * Who was online where, when, how long and with how much data, sized for 1280 px: the gateway and the returning
 * mark start hidden (the column menu shows them). Times in the reader's time zone, sizes in KB/MB/GB.
 */
export function guestSessionColumns(
  t: TFunction,
  language: string,
  formatDateTime: (iso: string) => string,
): ColumnDef<GuestSession>[] {
  // The server's CSV heads its columns with the same keys.
  const title = (key: KeysUnder<'guestSessions.fields'>) => t(`guestSessions.fields.${key}`)
  return [
    unsorted(
      sortableColumn<GuestSession>('deviceLabel', title('device'), (value) =>
        typeof value === 'string' ? <span className="font-mono">{value}</span> : null,
      ),
    ),
    unsorted(textColumn<GuestSession>('venueName', title('venue'), { share: 'w-1/6', emphasis: true })),
    {
      ...unsorted(
        sortableColumn<GuestSession>('accessPointName', title('accessPoint'), (value) =>
          typeof value === 'string' ? <AccessPointName name={value} /> : null,
        ),
      ),
      meta: { label: title('accessPoint'), className: 'max-w-0 min-w-28 w-1/6' },
    },
    unsorted(
      sortableColumn<GuestSession>(
        'gatewayKind',
        title('gateway'),
        (_, session) => t(`accessPoints.gateway.${session.gatewayKind}`),
        {
          hiddenByDefault: true,
        },
      ),
    ),
    nowrap(
      sortableColumn<GuestSession>('startedAt', title('startedAt'), (value) =>
        typeof value === 'string' ? formatDateTime(value) : null,
      ),
    ),
    nowrap(
      unsorted(
        sortableColumn<GuestSession>('endedAt', title('endedAt'), (value) =>
          typeof value === 'string' ? (
            formatDateTime(value)
          ) : (
            <Badge variant="success">{t('guestSessions.states.online')}</Badge>
          ),
        ),
      ),
    ),
    nowrap(
      sortableColumn<GuestSession>('durationSeconds', title('duration'), (value) =>
        typeof value === 'number' ? formatDuration(value, t) : null,
      ),
    ),
    nowrap(
      sortableColumn<GuestSession>('bytesDown', title('bytesDown'), (value) =>
        typeof value === 'number' ? formatBytes(value, language) : null,
      ),
    ),
    nowrap(
      unsorted(
        sortableColumn<GuestSession>('bytesUp', title('bytesUp'), (value) =>
          typeof value === 'number' ? formatBytes(value, language) : null,
        ),
      ),
    ),
    unsorted(
      sortableColumn<GuestSession>('endCause', title('endCause'), (_, session) =>
        session.endCause ? t(`guestSessions.causes.${session.endCause}`) : null,
      ),
    ),
    unsorted(
      sortableColumn<GuestSession>(
        'returning',
        title('returning'),
        (_, session) => (session.returning ? t('guestSessions.yes') : t('guestSessions.no')),
        { hiddenByDefault: true },
      ),
    ),
    {
      id: 'left',
      enableSorting: false,
      header: () => title('left'),
      cell: ({ row }) => <LeftUnderPolicy session={row.original} />,
      meta: { label: title('left') },
    },
  ]
}
