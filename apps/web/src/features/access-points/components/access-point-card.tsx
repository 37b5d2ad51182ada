import type { AccessPoint } from '@wifi/contract'
import { MapPin, Network, Wifi } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { HealthStatus } from '@/components/health-status'
import { AccessPointRowActions } from './access-point-row-actions'

/** An access point on a phone: the table's row as a card. */
export function AccessPointCard({ accessPoint, isAdmin }: { accessPoint: AccessPoint; isAdmin: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="font-medium break-all">{accessPoint.name}</p>
          <HealthStatus health={accessPoint.healthStatus} monitoring={accessPoint.monitoringStatus} />
        </div>
        <AccessPointRowActions accessPoint={accessPoint} isAdmin={isAdmin} />
      </div>
      <ul className="grid gap-1 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        <li className="flex gap-2">
          <MapPin aria-hidden />
          {accessPoint.venueName ?? t('accessPoints.noVenue')}
        </li>
        <li className="flex gap-2 font-mono text-xs">
          <Network aria-hidden />
          {accessPoint.macAddress}
          {accessPoint.ipAddress && ` · ${accessPoint.ipAddress}`}
        </li>
        {accessPoint.ssid && (
          <li className="flex gap-2">
            <Wifi aria-hidden />
            {accessPoint.ssid}
          </li>
        )}
      </ul>
    </div>
  )
}
