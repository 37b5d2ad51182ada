import type { VenueAd } from '@wifi/contract'
import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useIsMobile } from '@/hooks/use-is-mobile'
import { formatDay } from '@/lib/console-dates'
import { cn } from '@/lib/utils'
import type { useAdSelection } from '../hooks/use-ad-selection'
import { AdScheduleBadge, AssignedBadge, PublicBadge } from './ad-markers'

/** Enough placeholder rows to fill the dialog while the first page loads. */
const skeletonRows = 5

interface VenueAdListProps {
  ads: VenueAd[]
  /** The first load: placeholder rows. */
  isLoading: boolean
  /** Another page or search loading, the previous rows still shown: dimmed and marked busy. */
  isFetching: boolean
  loadFailed: boolean
  onRetry: () => void
  /** A search is applied, so an empty page means no match rather than no ads at all. */
  searching: boolean
  selection: ReturnType<typeof useAdSelection>
  /** While an assignment runs, the ticks stay as they were sent. */
  disabled: boolean
}

/**
 * The ads of the manage-venue-ads dialog, each with its box: a table on wider screens, stacked rows on phones.
 * A failed load, an empty list and a search without match each say so in the list's place.
 */
export function VenueAdList({
  ads,
  isLoading,
  isFetching,
  loadFailed,
  onRetry,
  searching,
  selection,
  disabled,
}: VenueAdListProps) {
  const { t, i18n } = useTranslation()
  const isMobile = useIsMobile()
  const idPrefix = useId()
  const boxId = (ad: VenueAd) => `${idPrefix}-${ad.id}`
  const dates = (ad: VenueAd) =>
    t('advertisements.dateRange', {
      start: formatDay(ad.startDate, i18n.language),
      end: formatDay(ad.endDate, i18n.language),
    })
  const kind = (ad: VenueAd) =>
    `${t(`advertisements.types.${ad.type}`)} · ${t(`advertisements.componentTypes.${ad.componentType}`)}`
  const busy = isLoading || isFetching
  const dimmed = cn('transition-opacity', isFetching && !isLoading && 'opacity-60')

  const notice: ReactNode = loadFailed ? (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-3">
      {t('venueAds.loadFailed')}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  ) : searching ? (
    <p className="text-muted-foreground">{t('venueAds.noMatch')}</p>
  ) : (
    <div className="grid justify-items-center gap-1">
      <p className="text-muted-foreground">{t('venueAds.empty')}</p>
      <Button variant="link" asChild>
        <Link to="/advertisement">{t('venueAds.createAd')}</Link>
      </Button>
    </div>
  )
  const showNotice = !isLoading && ads.length === 0

  const selectPage = (
    <Checkbox
      aria-label={t('venueAds.selectAll')}
      checked={selection.pageState}
      onCheckedChange={selection.togglePage}
      disabled={disabled || ads.length === 0}
    />
  )
  const selectAd = (ad: VenueAd) => (
    <Checkbox
      id={boxId(ad)}
      aria-label={t('venueAds.select', { title: ad.title })}
      checked={selection.isSelected(ad.id)}
      onCheckedChange={(checked) => selection.toggle(ad.id, checked === true)}
      disabled={disabled}
    />
  )

  // Always present, so screen readers notice when the text arrives.
  const loadingStatus = (
    <p role="status" className="sr-only">
      {isLoading ? t('table.loading') : ''}
    </p>
  )

  if (isMobile) {
    return (
      <div className="grid gap-3">
        {loadingStatus}
        <label className="flex items-center gap-3 px-3 text-sm font-medium">
          {selectPage}
          <span aria-hidden>{t('venueAds.selectAll')}</span>
        </label>
        <ul aria-label={t('venueAds.listLabel')} aria-busy={busy} className={cn('grid gap-2', dimmed)}>
          {isLoading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-20 w-full" />
                </li>
              ))
            : showNotice
              ? [
                  <li key="notice" className="rounded-md border p-6 text-center">
                    {notice}
                  </li>,
                ]
              : ads.map((ad) => (
                  <li
                    key={ad.id}
                    // Outlined rather than shaded when ticked: a shade would take the badges' text below 4.5:1.
                    className={cn('flex gap-3 rounded-md border p-3', selection.isSelected(ad.id) && 'border-primary')}
                  >
                    <div className="pt-0.5">{selectAd(ad)}</div>
                    <div className="grid min-w-0 gap-1.5">
                      <label htmlFor={boxId(ad)} className="font-medium break-words">
                        {ad.title}
                      </label>
                      <div className="flex flex-wrap gap-1">
                        <AdScheduleBadge status={ad.status} />
                        {ad.assigned && <AssignedBadge />}
                        {ad.isPublic && <PublicBadge />}
                      </div>
                      <p className="text-xs text-muted-foreground">{kind(ad)}</p>
                      <p className="text-xs text-muted-foreground">{dates(ad)}</p>
                    </div>
                  </li>
                ))}
        </ul>
      </div>
    )
  }

  return (
    <div aria-busy={busy} className={cn('rounded-md border', dimmed)}>
      {loadingStatus}
      <Table>
        <TableCaption className="sr-only">{t('venueAds.listLabel')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-10 pl-3">
              {selectPage}
            </TableHead>
            <TableHead scope="col">{t('advertisements.fields.title')}</TableHead>
            <TableHead scope="col">{t('advertisements.fields.status')}</TableHead>
            <TableHead scope="col">{t('advertisements.fields.type')}</TableHead>
            <TableHead scope="col">{t('venueAds.dates')}</TableHead>
            <TableHead scope="col">{t('venueAds.assignment')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <TableRow key={index}>
                <TableCell colSpan={6}>
                  <Skeleton className="h-5 w-full" />
                </TableCell>
              </TableRow>
            ))
          ) : showNotice ? (
            <TableRow>
              <TableCell colSpan={6} className="h-24 text-center">
                {notice}
              </TableCell>
            </TableRow>
          ) : (
            ads.map((ad) => (
              // Not shaded when ticked (the box says it): a shade would take the badges' text below 4.5:1.
              <TableRow key={ad.id}>
                <TableCell className="pl-3">{selectAd(ad)}</TableCell>
                <TableCell className="min-w-40 whitespace-normal">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <label htmlFor={boxId(ad)} className="font-medium break-words">
                      {ad.title}
                    </label>
                    {ad.isPublic && <PublicBadge />}
                  </div>
                </TableCell>
                <TableCell>
                  <AdScheduleBadge status={ad.status} />
                </TableCell>
                <TableCell>
                  <div className="grid">
                    <span>{t(`advertisements.types.${ad.type}`)}</span>
                    <span className="text-xs text-muted-foreground">
                      {t(`advertisements.componentTypes.${ad.componentType}`)}
                    </span>
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">{dates(ad)}</TableCell>
                <TableCell>
                  {ad.assigned ? (
                    <AssignedBadge />
                  ) : (
                    <span className="text-muted-foreground">{t('venueAds.notAssigned')}</span>
                  )}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  )
}
