import type { AdStatus } from '@wifi/contract'
import { Check, Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

// Each marker is a word; its tint and icon only repeat it (WCAG 1.4.1).

const scheduleVariants = { scheduled: 'outline', running: 'success', ended: 'secondary' } as const

/** Where an ad is in its schedule, tinted as on the ads list: scheduled, running or ended. */
export function AdScheduleBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation()
  return <Badge variant={scheduleVariants[status]}>{t(`advertisements.status.${status}`)}</Badge>
}

/** The ad is assigned to the venue whose dialog this is. */
export function AssignedBadge() {
  const { t } = useTranslation()
  return (
    <Badge variant="success">
      <Check aria-hidden />
      {t('venueAds.assigned')}
    </Badge>
  )
}

/** Any operator may assign this ad, not only its author. */
export function PublicBadge() {
  const { t } = useTranslation()
  return (
    <Badge variant="outline">
      <Globe aria-hidden />
      {t('venueAds.public')}
    </Badge>
  )
}
