import type { VenueAd } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { formatDay } from '@/lib/console-dates'
import { AdScheduleBadge, AssignedBadge, PublicBadge } from './ad-markers'

/** "1/12/2026 – 31/12/2026": an ad's days, in the console's language. */
const adDates = (ad: VenueAd, t: TFunction, language: string) =>
  t('advertisements.dateRange', { start: formatDay(ad.startDate, language), end: formatDay(ad.endDate, language) })

/** The manage-venue-ads table: title (and public), schedule, kind, dates and whether the venue shows it. */
export function venueAdColumns(t: TFunction, language: string): ColumnDef<VenueAd>[] {
  return [
    {
      id: 'title',
      header: t('advertisements.fields.title'),
      cell: ({ row: { original: ad } }) => (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words">{ad.title}</span>
          {ad.isPublic && <PublicBadge />}
        </div>
      ),
      meta: { className: 'min-w-40 whitespace-normal' },
    },
    {
      id: 'status',
      header: t('advertisements.fields.status'),
      cell: ({ row }) => <AdScheduleBadge status={row.original.status} />,
    },
    {
      id: 'type',
      header: t('advertisements.fields.type'),
      cell: ({ row: { original: ad } }) => (
        <div className="grid">
          <span>{t(`advertisements.types.${ad.type}`)}</span>
          <span className="text-xs text-muted-foreground">
            {t(`advertisements.componentTypes.${ad.componentType}`)}
          </span>
        </div>
      ),
    },
    {
      id: 'dates',
      header: t('venueAds.dates'),
      cell: ({ row }) => adDates(row.original, t, language),
      meta: { className: 'whitespace-nowrap' },
    },
    {
      id: 'assignment',
      header: t('venueAds.assignment'),
      cell: ({ row }) =>
        row.original.assigned ? (
          <AssignedBadge />
        ) : (
          <span className="text-muted-foreground">{t('venueAds.notAssigned')}</span>
        ),
    },
  ]
}

/** One ad as a card on a phone, beside its box. */
export function VenueAdCard({ ad, t, language }: { ad: VenueAd; t: TFunction; language: string }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <p className="font-medium break-words">{ad.title}</p>
      <div className="flex flex-wrap gap-1">
        <AdScheduleBadge status={ad.status} />
        {ad.assigned && <AssignedBadge />}
        {ad.isPublic && <PublicBadge />}
      </div>
      <p className="text-xs text-muted-foreground">
        {t(`advertisements.types.${ad.type}`)} · {t(`advertisements.componentTypes.${ad.componentType}`)}
      </p>
      <p className="text-xs text-muted-foreground">{adDates(ad, t, language)}</p>
    </div>
  )
}
