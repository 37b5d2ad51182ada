import type { GuestDataRequest } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { listQueryProps } from '@/components/data-table/list-query-props'
import { useDateFormats } from '@/hooks/use-date-formats'
import { useLocalTableState } from '@/hooks/use-local-table-state'
import type { KeysUnder } from '@/lib/i18n-keys'
import type { GuestDataRequestQuery } from '@/lib/query-keys'
import { firstDataRequestPage, guestDataRequestListQueryOptions } from '../api/guest-privacy-requests'

/** The server sorts by the time of the request only. */
const unsorted = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({ ...column, enableSorting: false })

function requestColumns(t: TFunction, formatMoment: (iso: string) => string): ColumnDef<GuestDataRequest>[] {
  const title = (id: KeysUnder<'guestPrivacy.requests.fields'>) => t(`guestPrivacy.requests.fields.${id}`)
  const count = (id: 'sessions' | 'consents') =>
    unsorted(sortableColumn<GuestDataRequest>(id, title(id), (value) => String(value)))
  return [
    unsorted(
      sortableColumn<GuestDataRequest>('kind', title('kind'), (_, request) =>
        t(`guestPrivacy.requests.kinds.${request.kind}`),
      ),
    ),
    unsorted(textColumn<GuestDataRequest>('venueName', title('venueName'))),
    dateColumn<GuestDataRequest>('requestedAt', title('requestedAt'), formatMoment),
    unsorted(
      sortableColumn<GuestDataRequest>('completedAt', title('completedAt'), (value) =>
        typeof value === 'string' ? (
          formatMoment(value)
        ) : (
          <span className="text-muted-foreground">{t('guestPrivacy.requests.notCompleted')}</span>
        ),
      ),
    ),
    count('sessions'),
    count('consents'),
  ]
}

/** One request on a phone: the table's row as a card. */
function RequestCard({ request, formatMoment }: { request: GuestDataRequest; formatMoment: (iso: string) => string }) {
  const { t } = useTranslation()
  const field = (id: KeysUnder<'guestPrivacy.requests.fields'>) => t(`guestPrivacy.requests.fields.${id}`)
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <p className="font-medium">{t(`guestPrivacy.requests.kinds.${request.kind}`)}</p>
      <p className="break-words text-muted-foreground">{request.venueName}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{field('requestedAt')}</dt>
        <dd>{formatMoment(request.requestedAt)}</dd>
        <dt className="text-muted-foreground">{field('completedAt')}</dt>
        <dd>{request.completedAt ? formatMoment(request.completedAt) : t('guestPrivacy.requests.notCompleted')}</dd>
        <dt className="text-muted-foreground">{field('sessions')}</dt>
        <dd>{request.sessions}</dd>
        <dt className="text-muted-foreground">{field('consents')}</dt>
        <dd>{request.consents}</dd>
      </dl>
    </div>
  )
}

/**
 * The Data requests tab: what guests asked about their device's data (withdraw the measurement consent, erase), when
 * it was asked and completed, and how many records it touched. The page and sort are held here, not in the
 * address, which already holds the evidence tab's.
 */
export function DataRequestsPanel() {
  const { t } = useTranslation()
  const { state, onStateChange } = useLocalTableState(firstDataRequestPage)
  const query: GuestDataRequestQuery = {
    page: state.page,
    pageSize: state.pageSize,
    sort: 'requestedAt',
    order: state.order ?? 'desc',
  }
  const list = useQuery(guestDataRequestListQueryOptions(query))
  const { dateTime: formatMoment } = useDateFormats()
  const columns = useMemo(() => requestColumns(t, formatMoment), [t, formatMoment])

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm">{t('guestPrivacy.requests.deadlines')}</p>
      <DataTable<GuestDataRequest>
        {...listQueryProps(list, t('guestPrivacy.loadFailed'))}
        state={{ ...state, sort: query.sort, order: query.order }}
        onStateChange={onStateChange}
        tableId="guest-data-requests"
        caption={t('guestPrivacy.requests.caption')}
        columns={columns}
        renderCard={(request) => <RequestCard request={request} formatMoment={formatMoment} />}
        emptyState={<p className="text-muted-foreground">{t('guestPrivacy.requests.empty')}</p>}
        toolbar={{ searchable: false }}
      />
    </div>
  )
}
