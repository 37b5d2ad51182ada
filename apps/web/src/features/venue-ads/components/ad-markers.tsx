import type { AdStatus } from '@wifi/contract'
import { Check, Globe, type LucideIcon } from 'lucide-react'
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
export const AssignedBadge = () => <IconBadge variant="success" icon={Check} label="venueAds.assigned" />

/** Any operator may assign this ad, not only its author. */
export const PublicBadge = () => <IconBadge variant="outline" icon={Globe} label="venueAds.public" />

function IconBadge({
  variant,
  icon: Icon,
  label,
}: {
  variant: 'success' | 'outline'
  icon: LucideIcon
  label: 'venueAds.assigned' | 'venueAds.public'
}) {
  const { t } = useTranslation()
  return (
    <Badge variant={variant}>
      <Icon aria-hidden />
      {t(label)}
    </Badge>
  )
}
