import type { AdStatus } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

const variants = { scheduled: 'outline', running: 'success', ended: 'secondary' } as const

/** Where an ad is in its schedule, as a word (the tint only repeats it): scheduled, running or ended. */
export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation()
  return <Badge variant={variants[status]}>{t(`advertisements.status.${status}`)}</Badge>
}
