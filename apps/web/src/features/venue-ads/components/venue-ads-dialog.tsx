import type { VenueAdListQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTablePagination } from '@/components/data-table/data-table-pagination'
import { DataTableSearch } from '@/components/data-table/data-table-search'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { isRefusal } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useAssignAds, useUnassignAds, venueAdListQueryOptions } from '../api/venue-ad-requests'
import { assignedToast, unassignedToast, type ToastText } from '../assignment-toasts'
import { useAdSelection } from '../hooks/use-ad-selection'
import { VenueAdList } from './venue-ad-list'

interface VenueAdsDialogProps {
  venue: { id: string; name: string }
  open: boolean
  onOpenChange: (open: boolean) => void
}

const firstPage: VenueAdListQuery = { page: 1, pageSize: 10, sort: 'title', order: 'asc' }

/**
 * SPEC's manage-venue-ads dialog: the ads the reader may assign to the venue (an admin every ad, a customer their
 * own and the public ones), searched and paged on the server, the assigned ones marked. The ticked ads are
 * assigned or unassigned together; the toast says how many changed.
 */
export function VenueAdsDialog({ venue, open, onOpenChange }: VenueAdsDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  const [query, setQuery] = useState(firstPage)
  const list = useQuery(venueAdListQueryOptions(venue.id, query))
  const ads = list.data?.items ?? []
  const selection = useAdSelection(ads.map((ad) => ad.id))
  const assign = useAssignAds(venue.id)
  const unassign = useUnassignAds(venue.id)
  const pending = assign.isPending || unassign.isPending

  // A new search or page size starts again at page 1, as in the data tables.
  const changeQuery = (patch: Partial<VenueAdListQuery>) => setQuery((current) => ({ ...current, page: 1, ...patch }))

  const succeeded = ({ message, description }: ToastText) => {
    selection.clear()
    toast.success(message, { description })
  }
  // A refusal (an ad deleted meanwhile, access lost) would only be refused again: the ticks go, and the reread
  // list shows what is there now. A failure to reach the server keeps them for another try.
  const failed = (title: string) => (error: unknown) => {
    if (isRefusal(error)) selection.clear()
    toast.error(title, { description: errorMessage(error, t) })
  }

  const assignSelected = () =>
    assign.mutate(selection.ids, {
      onSuccess: (result) => succeeded(assignedToast(result, venue.name, t)),
      onError: failed(t('venueAds.toast.assignFailed')),
    })
  const unassignSelected = () =>
    unassign.mutate(selection.ids, {
      onSuccess: (result) => succeeded(unassignedToast(result, venue.name, t)),
      onError: failed(t('venueAds.toast.unassignFailed')),
    })

  const count = selection.count
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={returnFocus}
        closeLabel={t('close')}
        // A phone gets the whole screen. Everywhere the height is fixed, so the search box does not move while
        // the rows change under it, and the list scrolls between the search and the action bar, which stays in
        // reach at any page size.
        className="flex h-svh max-w-full flex-col gap-4 overflow-hidden rounded-none border-0 p-4 sm:h-[min(90svh,46rem)] sm:max-w-[calc(100%-2rem)] sm:rounded-lg sm:border sm:p-6 lg:max-w-5xl"
      >
        <DialogHeader className="pr-6 text-left">
          <DialogTitle className="leading-snug">{t('venueAds.title', { venue: venue.name })}</DialogTitle>
          <DialogDescription>{t('venueAds.description')}</DialogDescription>
        </DialogHeader>
        <DataTableSearch
          value={query.q ?? ''}
          onValueChange={(q) => changeQuery({ q: q || undefined })}
          placeholder={t('venueAds.searchPlaceholder')}
          hint={t('venueAds.searchHint')}
        />
        <div className="-mx-1 grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-1 pb-1">
          <VenueAdList
            ads={ads}
            isLoading={list.isPending}
            isFetching={list.isFetching}
            loadFailed={list.isError}
            onRetry={() => void list.refetch()}
            searching={!!query.q}
            selection={selection}
            disabled={pending}
          />
          <DataTablePagination
            page={query.page}
            pageSize={query.pageSize}
            total={list.data?.total ?? 0}
            onStateChange={(patch) =>
              changeQuery({ pageSize: patch.pageSize ?? query.pageSize, page: patch.page ?? 1 })
            }
          />
        </div>
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <div className="flex min-h-8 items-center gap-2 text-sm">
            <p aria-live="polite" className="text-muted-foreground">
              {t('table.selectedCount', { count })}
            </p>
            {count > 0 && (
              <Button variant="ghost" size="sm" onClick={selection.clear} disabled={pending}>
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
      </DialogContent>
    </Dialog>
  )
}
