import type { GuestSession } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { AccessPointName } from '@/components/access-point-name'
import { actionsColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import { Badge } from '@/components/ui/badge'
import type { KeysUnder } from '@/lib/i18n-keys'
import { formatBytes, formatDuration } from '@/lib/figure-format'
import { leftText } from '../session-figures'
import { EndSessionButton } from './end-session-button'

/** The server sorts by start, duration and data down only: every other heading is a plain label. */
const unsorted = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({ ...column, enableSorting: false })

/** A short value that keeps its line (a time, a size): the column takes its natural width. */
const nowrap = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({
  ...column,
  meta: { ...column.meta, className: 'whitespace-nowrap' },
})

/**
 * A session's state in one cell: online, with the time and data left under its policy; or why it ended. The two
 * never go together, so one column holds them and the table fits 1280 px.
 */
function SessionState({ session, t, language }: { session: GuestSession; t: TFunction; language: string }) {
  if (session.endedAt !== null) return session.endCause ? t(`guestSessions.causes.${session.endCause}`) : null
  const left = leftText(session, t, language)
  return (
    <span className="grid justify-items-start gap-0.5">
      <Badge variant="success">{t('guestSessions.states.online')}</Badge>
      {left && (
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          {t('guestSessions.left.short', { value: left })}
        </span>
      )}
    </span>
  )
}

/**
 * Who was online where, when, how long and with how much data, sized for 1280 px: the end's time (the start plus
 * the duration), the gateway and the returning mark start hidden, and the column menu shows them. Times in the
 * reader's time zone, sizes in KB/MB/GB. An online guest's row ends with the button that ends their session (`onEnd`).
 */
export function guestSessionColumns(
  t: TFunction,
  language: string,
  formatDateTime: (iso: string) => string,
  onEnd: (session: GuestSession) => void,
): ColumnDef<GuestSession>[] {
  // The server's CSV heads its columns with the same keys.
  const title = (key: KeysUnder<'guestSessions.fields'>) => t(`guestSessions.fields.${key}`)
  return [
    unsorted(
      sortableColumn<GuestSession>('deviceLabel', title('device'), (value) =>
        typeof value === 'string' ? <span className="font-mono">{value}</span> : null,
      ),
    ),
    unsorted(textColumn<GuestSession>('venueName', title('venue'), { share: 'w-1/5', emphasis: true })),
    {
      ...unsorted(
        sortableColumn<GuestSession>('accessPointName', title('accessPoint'), (value) =>
          typeof value === 'string' ? <AccessPointName name={value} /> : null,
        ),
      ),
      meta: { label: title('accessPoint'), className: 'max-w-0 min-w-28 w-1/5' },
    },
    unsorted(
      sortableColumn<GuestSession>(
        'gatewayKind',
        title('gateway'),
        (_, session) => t(`accessPoints.gateway.${session.gatewayKind}`),
        { hiddenByDefault: true },
      ),
    ),
    nowrap(
      sortableColumn<GuestSession>('startedAt', title('startedAt'), (value) =>
        typeof value === 'string' ? formatDateTime(value) : null,
      ),
    ),
    nowrap(
      unsorted(
        sortableColumn<GuestSession>(
          'endedAt',
          title('endedAt'),
          (value) => (typeof value === 'string' ? formatDateTime(value) : null),
          { hiddenByDefault: true },
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
      sortableColumn<GuestSession>('endCause', title('state'), (_, session) => (
        <SessionState session={session} t={t} language={language} />
      )),
    ),
    unsorted(
      sortableColumn<GuestSession>(
        'returning',
        title('returning'),
        (_, session) => (session.returning ? t('guestSessions.yes') : t('guestSessions.no')),
        { hiddenByDefault: true },
      ),
    ),
    actionsColumn<GuestSession>(t('actions'), (session) =>
      session.endedAt === null ? <EndSessionButton session={session} onEnd={onEnd} compact /> : null,
    ),
  ]
}
