import {
  apiPaths,
  configStatuses,
  healthStatuses,
  noVenueFilter,
  type AccessPoint,
  type AccessPointListQuery,
} from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { Map as MapIcon, RefreshCw, ScanQrCode } from 'lucide-react'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AddButton } from '@/components/add-button'
import { DataTable } from '@/components/data-table/data-table'
import { ExportCsvButton } from '@/components/export-csv-button'
import { AccessPointTabs } from '@/components/layout/access-point-tabs'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyListState } from '@/components/no-venue-notice'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useCan } from '@/hooks/use-can'
import { useDateFormats } from '@/hooks/use-date-formats'
import { useIsMobile } from '@/hooks/use-is-mobile'
import { useListPage } from '@/hooks/use-list-page'
import { venueOptionsQueryOptions } from '@/lib/venue-options'
import { accessPointListQueryOptions, lookUpAccessPoint } from '../api/access-point-requests'
import { ManageVenueAds, type ManageVenueAdsDialog } from '../manage-venue-ads'
import { AccessPointCard } from './access-point-card'
import { accessPointColumns } from './access-point-columns'
import { AccessPointFormDialog } from './access-point-form-dialog'
import { AccessPointViewDialog } from './access-point-view-dialog'
import { AccessPointsPhoneMenu } from './access-points-phone-menu'
import { QrScannerDialog } from './qr-scanner-dialog'
import { SyncAllButton } from './sync-all-button'
import { SyncVenuesDialog } from './sync-venues-dialog'

/** Leaflet comes with the map, not with the list. */
const AccessPointMap = lazy(() => import('./access-point-map'))

/** /accesspoints/: every access point for admins, their venues' for customers; the table's state lives in the URL. */
export function AccessPointsPage({
  query: { view, ...query },
  ManageAds,
}: {
  query: AccessPointListQuery & { view?: 'map' }
  ManageAds: ManageVenueAdsDialog
}) {
  const { t } = useTranslation()
  const administers = useCan('accessPoints.administer')
  const [adding, setAdding] = useState(false)
  const [scanning, setScanning] = useState(false)
  const [syncingVenues, setSyncingVenues] = useState(false)
  /** The access point a scanned code or a map marker named, shown in its view dialog. */
  const [scanned, setScanned] = useState<AccessPoint | null>(null)
  const scanButton = useRef<HTMLButtonElement>(null)
  /** The element focus goes back to when the shown access point's dialog closes: the Scan button or a marker. */
  const [shownFrom, setShownFrom] = useState<HTMLElement | null>(null)
  const navigate = useNavigate()
  const showsMap = view === 'map'
  const isMobile = useIsMobile()
  const toggleMap = () =>
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, view: showsMap ? undefined : 'map' }),
      replace: true,
    })
  const addButton = administers && <AddButton label={t('accessPoints.add')} onClick={() => setAdding(true)} />
  const openFromMap = useCallback(
    (id: string, marker: HTMLElement | null) =>
      lookUpAccessPoint({ id }).then(
        (accessPoint) => {
          setShownFrom(marker)
          setScanned(accessPoint)
        },
        (error: unknown) => toast.error(t('accessPoints.scan.lookupFailed'), { description: errorMessage(error, t) }),
      ),
    [t],
  )
  const { tableProps, exportPath } = useListPage({
    query,
    list: useQuery(accessPointListQueryOptions(query)),
    exportPath: apiPaths.accessPointsExport,
  })
  const venues = useQuery(venueOptionsQueryOptions())
  const dates = useDateFormats()
  const columns = useMemo(() => accessPointColumns(t, dates), [t, dates])

  return (
    <ManageVenueAds value={ManageAds}>
      <PageHeader
        title={t('pages.accessPoints.title')}
        description={t('pages.accessPoints.description')}
        help="access-points-and-sync"
      />
      <AccessPointTabs />
      <DataTable<AccessPoint>
        {...tableProps}
        tableId="access-points"
        caption={t('pages.accessPoints.title')}
        columns={columns}
        renderCard={(point) => <AccessPointCard accessPoint={point} />}
        emptyState={<EmptyListState>{t('accessPoints.empty')}</EmptyListState>}
        aboveRows={
          showsMap && (
            <Suspense fallback={<Skeleton className="h-[60svh] min-h-80 w-full" />}>
              <AccessPointMap
                query={{
                  q: query.q,
                  venueId: query.venueId,
                  healthStatus: query.healthStatus,
                  configStatus: query.configStatus,
                }}
                onOpen={openFromMap}
              />
            </Suspense>
          )
        }

        toolbar={{
          searchPlaceholder: t('accessPoints.searchPlaceholder'),
          searchHint: t('accessPoints.searchHint'),
          facets: [
            {
              column: 'venueId',
              title: t('accessPoints.fields.venue'),
              // First, "No venue": the access points OpenWISP has outside every venue's device group.
              options: [
                { value: noVenueFilter, label: t('accessPoints.noVenue') },
                ...(venues.data ?? []).map((venue) => ({ value: venue.id, label: venue.name })),
              ],
            },
            {
              column: 'healthStatus',
              title: t('accessPoints.fields.healthStatus'),
              options: healthStatuses.map((health) => ({ value: health, label: t(`accessPoints.health.${health}`) })),
            },
            {
              column: 'configStatus',
              title: t('accessPoints.fields.configStatus'),
              options: configStatuses.map((config) => ({ value: config, label: t(`accessPoints.config.${config}`) })),
            },
          ],
          actions: isMobile ? (
            <>
              <AccessPointsPhoneMenu
                triggerRef={scanButton}
                showsMap={showsMap}
                onToggleMap={toggleMap}
                onScan={() => setScanning(true)}
                onSyncVenues={() => setSyncingVenues(true)}
                exportPath={exportPath}
              />
              {administers && <SyncAllButton />}
              {addButton}
            </>
          ) : (
            <>
              <Button
                variant={showsMap ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={showsMap}
                onClick={toggleMap}
              >
                <MapIcon aria-hidden />
                {t('accessPoints.map.action')}
              </Button>
              <Button ref={scanButton} variant="outline" size="sm" onClick={() => setScanning(true)}>
                <ScanQrCode aria-hidden />
                {t('accessPoints.scan.action')}
              </Button>
              {administers && <SyncAllButton />}
              <Button variant="outline" size="sm" onClick={() => setSyncingVenues(true)}>
                <RefreshCw aria-hidden />
                {t('accessPoints.sync.byVenue')}
              </Button>
              <ExportCsvButton path={exportPath} />
              {addButton}
            </>
          ),
        }}
      />
      {adding && <AccessPointFormDialog open onOpenChange={setAdding} />}
      {syncingVenues && <SyncVenuesDialog open onOpenChange={setSyncingVenues} />}
      {scanning && (
        <QrScannerDialog
          open
          onOpenChange={setScanning}
          onFound={(accessPoint) => {
            setScanning(false)
            setShownFrom(scanButton.current)
            setScanned(accessPoint)
          }}
        />
      )}
      {scanned && (
        <AccessPointViewDialog
          open
          onOpenChange={(open) => !open && setScanned(null)}
          accessPoint={scanned}
          opener={shownFrom}
        />
      )}
    </ManageVenueAds>
  )
}
