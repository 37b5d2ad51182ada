import type { VenueAd } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '@/components/data-table/data-table'
import { listQueryProps } from '@/components/data-table/list-query-props'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { ListDialog } from '@/components/list-dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useLocalTableState } from '@/hooks/use-local-table-state'
import { isRefusal } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useAssignAds, useUnassignAds, venueAdListQueryOptions } from '../api/venue-ad-requests'
import { assignedToast, unassignedToast, type ToastText } from '../assignment-toasts'
import { VenueAdCard, venueAdColumns } from './venue-ad-columns'

interface VenueAdsDialogProps extends DialogOpenProps {
  venue: { id: string; name: string }
}

/**
 * SPEC's manage-venue-ads dialog: the ads the reader may assign to the venue (an admin every ad, a customer their
 * own and the public ones), searched and paged on the server, the assigned ones marked. The ticked ads, kept
 * across pages and searches, are assigned or unassigned together; the toast says how many changed.
 */
export function VenueAdsDialog({ venue, ...dialog }: VenueAdsDialogProps) {
  const { t, i18n } = useTranslation()
  const { state, onStateChange } = useLocalTableState({ page: 1, pageSize: 10, sort: 'title', order: 'asc' })
  const list = useQuery(
    venueAdListQueryOptions(venue.id, {
      page: state.page,
      pageSize: state.pageSize,
      sort: 'title',
      order: 'asc',
      q: state.q,
    }),
  )
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const clear = () => setSelected(new Set())
  const assign = useAssignAds(venue.id)
  const unassign = useUnassignAds(venue.id)
  const pending = assign.isPending || unassign.isPending
  const columns = useMemo(() => venueAdColumns(t, i18n.language), [t, i18n.language])

  const succeeded = ({ message, description }: ToastText) => {
    clear()
    toast.success(message, { description })
  }
  // A refusal (an ad deleted meanwhile, access lost) would only be refused again: the ticks go, and the reread
  // list shows what is there now. A failure to reach the server keeps them for another try.
  const failed = (title: string) => (error: unknown) => {
    if (isRefusal(error)) clear()
    toast.error(title, { description: errorMessage(error, t) })
  }
  const ids = [...selected]
  const assignSelected = () =>
    assign.mutate(ids, {
      onSuccess: (result) => succeeded(assignedToast(result, venue.name, t)),
      onError: failed(t('venueAds.toast.assignFailed')),
    })
  const unassignSelected = () =>
    unassign.mutate(ids, {
      onSuccess: (result) => succeeded(unassignedToast(result, venue.name, t)),
      onError: failed(t('venueAds.toast.unassignFailed')),
    })

  // A failed load, an empty list and a search without match each say so in the rows' place.
  const emptyState = state.q ? (
    <p className="text-muted-foreground">{t('venueAds.noMatch')}</p>
  ) : (
    <div className="grid justify-items-center gap-1">
      <p className="text-muted-foreground">{t('venueAds.empty')}</p>
      <Button variant="link" asChild>
        <Link to="/advertisement">{t('venueAds.createAd')}</Link>
      </Button>
    </div>
  )

  const count = selected.size
  return (
    <ListDialog
      {...dialog}
      title={t('venueAds.title', { venue: venue.name })}
      description={t('venueAds.description')}
      wide
      footer={
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <div className="flex min-h-8 items-center gap-2 text-sm">
            <p aria-live="polite" className="text-muted-foreground">
              {t('table.selectedCount', { count })}
            </p>
            {count > 0 && (
              <Button variant="ghost" size="sm" onClick={clear} disabled={pending}>
                {t('venueAds.clearSelection')}
              </Button>
            )}
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" onClick={unassignSelected} disabled={count === 0 || pending}>
              {unassign.isPending && <Spinner />}
              {count ? t('venueAds.unassign', { count }) : t('venueAds.unassignSelected')}
            </Button>
            <Button onClick={assignSelected} disabled={count === 0 || pending}>
              {assign.isPending && <Spinner />}
              {count ? t('venueAds.assign', { count }) : t('venueAds.assignSelected')}
            </Button>
          </div>
        </div>
      }
    >
      <DataTable<VenueAd>
        columns={columns}
        {...listQueryProps(list, t('venueAds.loadFailed'))}
        state={state}
        onStateChange={onStateChange}
        caption={t('venueAds.listLabel')}
        tableId="venue-ads"
        toolbar={{ searchPlaceholder: t('venueAds.searchPlaceholder'), searchHint: t('venueAds.searchHint') }}
        renderCard={(ad) => <VenueAdCard ad={ad} t={t} language={i18n.language} />}
        emptyState={emptyState}
        selection={{
          selected,
          onSelectedChange: setSelected,
          rowLabel: (ad) => t('venueAds.select', { title: ad.title }),
          pageLabel: t('venueAds.selectAll'),
          disabled: pending,
        }}
      />
    </ListDialog>
  )
}
