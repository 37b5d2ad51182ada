import type { AccessPoint } from '@wifi/contract'
import { MapPin, Network, Wifi } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { HealthStatus } from '@/components/health-status'
import { IconFacts } from '@/components/icon-facts'
import { AccessPointRowActions } from './access-point-row-actions'

/** An access point on a phone: the table's row as a card. */
export function AccessPointCard({ accessPoint }: { accessPoint: AccessPoint }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="font-medium break-all">{accessPoint.name}</p>
          <HealthStatus health={accessPoint.healthStatus} monitoring={accessPoint.monitoringStatus} />
        </div>
        <AccessPointRowActions accessPoint={accessPoint} />
      </div>
      <IconFacts
        facts={[
          { icon: MapPin, content: accessPoint.venueName ?? t('accessPoints.noVenue') },
          {
            icon: Network,
            content: accessPoint.ipAddress
              ? `${accessPoint.macAddress} · ${accessPoint.ipAddress}`
              : accessPoint.macAddress,
            className: 'font-mono text-xs',
          },
          accessPoint.ssid && { icon: Wifi, content: accessPoint.ssid },
        ]}
      />
    </div>
  )
}
