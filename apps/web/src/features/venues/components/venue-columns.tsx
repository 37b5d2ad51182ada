import type { Venue } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn, dateColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import { StatusBadge } from '@/components/status-badge'
import type { KeysUnder } from '@/lib/i18n-keys'
import { VenueRowActions, type ManageAdsDialog } from './venue-row-actions'

/** The columns an operator sees (the owner: those who set it), sized to fit a 1280 px screen; every one but the actions sorts on the server. */
export function venueColumns(
  t: TFunction,
  showsOwner: boolean,
  formatDate: (iso: string) => string,
  ManageAds: ManageAdsDialog,
): ColumnDef<Venue>[] {
  const title = (id: KeysUnder<'venues.fields'>) => t(`venues.fields.${id}`)
  return [
    textColumn<Venue>('name', title('name'), { share: 'w-1/4', emphasis: true }),
    ...(showsOwner ? [textColumn<Venue>('owner', title('owner'), { share: 'w-1/6' })] : []),
    textColumn<Venue>('email', title('email'), { share: 'w-1/5' }),
    // Hidden at first so the rest fit 1280 px; the cards on phones show it, and search covers it.
    sortableColumn<Venue>('phone', title('phone'), undefined, { hiddenByDefault: true }),
    textColumn<Venue>('address', title('address'), { share: 'w-1/4' }),
    sortableColumn<Venue>('status', title('status'), (_, venue) => <StatusBadge status={venue.status} />),
    dateColumn<Venue>('createdAt', title('createdAt'), formatDate),
    actionsColumn<Venue>(t('actions'), (venue) => <VenueRowActions venue={venue} ManageAds={ManageAds} />),
  ]
}
