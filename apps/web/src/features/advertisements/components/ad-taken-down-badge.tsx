import type { Advertisement } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { formatDate } from '@/lib/console-dates'

/** "Taken down" beside an ad's status while an admin has it taken down everywhere; when and why on hover. */
export function AdTakenDownBadge({ takenDown }: { takenDown: NonNullable<Advertisement['takenDown']> }) {
  const { t, i18n } = useTranslation()
  return (
    <Badge
      variant="destructive"
      title={t('advertisements.takenDownOn', {
        date: formatDate(takenDown.at, i18n.language),
        reason: takenDown.reason,
      })}
    >
      {t('advertisements.takenDown')}
    </Badge>
  )
}
