import type { HealthStatus as Health } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/** docs/product.md §4's health statuses, each with its own colour beside its word (never the colour alone). */
export const healthMarker = {
  online: 'bg-success',
  offline: 'bg-muted-foreground',
  maintenance: 'bg-amber-500',
  error: 'bg-destructive',
} as const satisfies Record<Health, string>

/**
 * An access point's health: a coloured dot and the word; "never reported" beside it when OpenWISP's monitoring
 * has no data for the device (its `unknown`), which a plain "Offline" would hide.
 */
export function HealthStatus({
  health,
  monitoring,
  wrap = false,
}: {
  health: Health
  monitoring: string
  /** Where there is no room to spare (a phone's dialog), "never reported" may go to the next line. */
  wrap?: boolean
}) {
  const { t } = useTranslation()
  return (
    <span className={cn('inline-flex items-center gap-x-1.5', wrap ? 'flex-wrap' : 'whitespace-nowrap')}>
      <span aria-hidden className={cn('size-2 shrink-0 rounded-full', healthMarker[health])} />
      {t(`accessPoints.health.${health}`)}
      {monitoring === 'unknown' && <span className="text-muted-foreground">({t('accessPoints.neverReported')})</span>}
    </span>
  )
}
