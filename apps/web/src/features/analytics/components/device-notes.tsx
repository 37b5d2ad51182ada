import type { AnalyticsFigures } from '@wifi/contract'
import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ratio, type FigureFormat } from '../analytics-format'

/**
 * How far the figures can be trusted: the share of devices whose MAC address was randomised (noted by the captive
 * page before hashing, never kept with the MAC), that returning counts over long periods are undercounts, and the
 * gateway's confirmed connections the funnel could not count (their page or steps never reported).
 */
export function DeviceNotes({ totals, format }: { totals: AnalyticsFigures; format: FigureFormat }) {
  const { t } = useTranslation()
  const share = ratio(totals.randomisedDevices, totals.uniqueDevices)
  return (
    <div className="flex gap-2 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        {share !== null && <>{t('analytics.devices.randomised', { share: format.percent(share) })} </>}
        {t('analytics.devices.note')}
        {totals.uncountedConnections > 0 && (
          <> {t('analytics.devices.uncounted', { count: totals.uncountedConnections })}</>
        )}
      </p>
    </div>
  )
}
