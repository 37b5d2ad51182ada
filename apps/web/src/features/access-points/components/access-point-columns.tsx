import type { AccessPoint } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn, dateColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import { AccessPointName } from '@/components/access-point-name'
import { TruncatedText } from '@/components/data-table/truncated-text'
import { HealthStatus } from '@/components/health-status'
import type { KeysUnder } from '@/lib/i18n-keys'
import { AccessPointRowActions } from './access-point-row-actions'

/** A long-text column's share of the table's width, as `textColumn` gives it. */
const withWidth = (column: ColumnDef<AccessPoint>, share: string): ColumnDef<AccessPoint> => ({
  ...column,
  meta: { ...column.meta, className: `max-w-0 min-w-28 ${share}` },
})

/** How the columns write a moment: its day, or its day and time (`useDateFormats`). */
interface MomentFormats {
  date: (iso: string) => string
  dateTime: (iso: string) => string
}

/** The columns an operator sees, sized to fit a 1280 px screen; every one but the actions sorts on the server. */
export function accessPointColumns(t: TFunction, { date, dateTime }: MomentFormats): ColumnDef<AccessPoint>[] {
  const title = (id: KeysUnder<'accessPoints.fields'>) => t(`accessPoints.fields.${id}`)
  const mono = (value: unknown) =>
    typeof value === 'string' ? <span className="font-mono text-xs">{value}</span> : null
  return [
    // Cut in the middle, not at the end: names of one venue differ only at the end (docs/decisions/028).
    withWidth(
      sortableColumn<AccessPoint>('name', title('name'), (_, point) => <AccessPointName name={point.name} />),
      'w-1/4',
    ),
    // A blank cell would read as "not loaded": an access point outside every venue says so.
    withWidth(
      sortableColumn<AccessPoint>('venueName', title('venue'), (_, point) =>
        point.venueName === null ? (
          <span className="text-muted-foreground">{t('accessPoints.noVenue')}</span>
        ) : (
          <TruncatedText text={point.venueName} />
        ),
      ),
      'w-1/5',
    ),
    sortableColumn<AccessPoint>('healthStatus', title('healthStatus'), (_, point) => (
      <HealthStatus health={point.healthStatus} monitoring={point.monitoringStatus} />
    )),
    sortableColumn<AccessPoint>('configStatus', title('configStatus'), (_, point) =>
      t(`accessPoints.config.${point.configStatus}`),
    ),
    sortableColumn<AccessPoint>('macAddress', title('macAddress'), mono),
    textColumn<AccessPoint>('ssid', title('ssid'), { share: 'w-1/6' }),
    // Hidden at first so the rest fit 1280 px; the view dialog and the phone cards show them, and search finds an IP.
    sortableColumn<AccessPoint>('ipAddress', title('ipAddress'), mono, { hiddenByDefault: true }),
    sortableColumn<AccessPoint>('model', title('model'), undefined, { hiddenByDefault: true }),
    sortableColumn<AccessPoint>('firmware', title('firmware'), undefined, { hiddenByDefault: true }),
    // Synced on demand, often several times a day: the day alone would not tell this morning's sync from the last.
    dateColumn<AccessPoint>('lastSyncedAt', title('lastSyncedAt'), dateTime),
    dateColumn<AccessPoint>('updatedAt', title('updatedAt'), date, { hiddenByDefault: true }),
    actionsColumn<AccessPoint>(t('actions'), (point) => <AccessPointRowActions accessPoint={point} />),
  ]
}
