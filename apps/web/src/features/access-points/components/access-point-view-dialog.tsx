import type { AccessPoint } from '@wifi/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { HealthStatus } from '@/components/health-status'
import { StatusBadge } from '@/components/status-badge'
import { TitledDialog } from '@/components/titled-dialog'
import { DialogBody, DialogFooter } from '@/components/ui/dialog'
import { useCan } from '@/hooks/use-can'
import { formatDateTime } from '@/lib/console-dates'
import type { KeysUnder } from '@/lib/i18n-keys'
import { AccessPointQrActions, AccessPointQrFigure, useAccessPointQr } from './access-point-qr'
import { GatewaySettings } from './gateway-settings'

interface AccessPointViewDialogProps extends DialogOpenProps {
  accessPoint: AccessPoint
  /** Where focus goes back to when another dialog opened this one (the scanner). */
  opener?: HTMLElement | null
}

/**
 * Every field of an access point as the console holds it (the gateway's secret never reaches the browser), for admins
 * the settings to put into its gateway, and its QR code to download or print. The fields scroll; the code stays beside
 * them on a wide screen, and Download and Print stay in the footer on any screen (docs/decisions/028).
 */
export function AccessPointViewDialog({ accessPoint: point, opener, ...dialog }: AccessPointViewDialogProps) {
  const { t, i18n } = useTranslation()
  const readsGateway = useCan('accessPoints.readGateway')
  const administers = useCan('accessPoints.administer')
  const qr = useAccessPointQr(point)
  const title = (id: KeysUnder<'accessPoints.fields'>) => t(`accessPoints.fields.${id}`)
  const moment = (iso: string) => formatDateTime(iso, i18n.language)
  const fields: ([string, ReactNode] | false)[] = [
    [title('deviceCode'), point.deviceCode],
    [title('venue'), point.venueName ?? t('accessPoints.noVenue')],
    [title('healthStatus'), <HealthStatus health={point.healthStatus} monitoring={point.monitoringStatus} wrap />],
    [title('configStatus'), t(`accessPoints.config.${point.configStatus}`)],
    [title('errorReason'), point.errorReason],
    [title('status'), <StatusBadge status={point.status} />],
    // A MAC address is read as one piece: never broken over two lines.
    [title('macAddress'), <span className="font-mono whitespace-nowrap">{point.macAddress}</span>],
    [title('ipAddress'), point.ipAddress && <span className="font-mono">{point.ipAddress}</span>],
    [title('ssid'), point.ssid],
    [title('model'), point.model],
    [title('firmware'), point.firmware],
    [title('system'), point.system],
    [title('backend'), point.backend],
    [
      title('coordinates'),
      point.latitude !== null && point.longitude !== null && `${point.latitude}, ${point.longitude}`,
    ],
    // A customer is not told the gateway (the API leaves it out), rather than shown none.
    readsGateway && [title('gatewayKind'), point.gatewayKind && t(`accessPoints.gateway.${point.gatewayKind}`)],
    [title('openwispDeviceId'), <span className="font-mono text-xs break-all">{point.openwispDeviceId}</span>],
    [title('organization'), point.organizationName ?? point.organization],
    [title('group'), point.group && <span className="font-mono text-xs break-all">{point.group}</span>],
    [title('note'), point.note],
    [title('lastSyncedAt'), moment(point.lastSyncedAt)],
    [title('createdAt'), moment(point.createdAt)],
    [title('updatedAt'), moment(point.updatedAt)],
  ]
  return (
    <TitledDialog
      {...dialog}
      title={point.name}
      description={t('accessPoints.viewDescription')}
      className="sm:max-w-2xl lg:max-w-3xl"
      titleClassName="break-all"
      opener={opener}
    >
      <DialogBody className="grid content-start gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:gap-6">
        <div className="grid min-w-0 content-start gap-4">
          {/* Label beside value from a small tablet up; on a phone the value goes under its label, full width. */}
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(7rem,auto)_minmax(0,1fr)]">
            {fields
              .filter((field) => field !== false)
              .map(([label, value]) => (
                <div key={label} className="grid sm:contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 break-words">{value || '—'}</dd>
                </div>
              ))}
          </dl>
          {administers && <GatewaySettings accessPoint={point} />}
        </div>
        {/* Beside the fields on a wide screen, held in view while they scroll; after them on a phone. */}
        <div className="border-t pt-4 md:sticky md:top-0 md:self-start md:border-t-0 md:pt-0">
          <AccessPointQrFigure accessPoint={point} canvas={qr.canvas} />
        </div>
      </DialogBody>
      <DialogFooter className="flex-row flex-wrap justify-center sm:justify-end">
        <AccessPointQrActions qr={qr} />
      </DialogFooter>
    </TitledDialog>
  )
}
