import type { Advertisement } from '@wifi/contract'
import { CalendarRange, Tag, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconFacts } from '@/components/icon-facts'
import { AdRowActions } from './ad-row-actions'
import { AdStatusBadge } from './ad-status-badge'
import { AdTakenDownBadge } from './ad-taken-down-badge'
import { AdThumbnail } from './ad-thumbnail'
import { authorName } from './author-name'

/** An ad on a phone: the table's row as a card. */
export function AdCard({ ad, formatDay }: { ad: Advertisement; formatDay: (day: string) => string }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <AdThumbnail ad={ad} />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-medium break-words">{ad.title}</p>
          <span className="flex flex-wrap gap-1">
            <AdStatusBadge status={ad.status} />
            {ad.takenDown && <AdTakenDownBadge takenDown={ad.takenDown} />}
          </span>
        </div>
        <AdRowActions ad={ad} />
      </div>
      <p className="line-clamp-2 text-sm">{ad.description}</p>
      <IconFacts
        facts={[
          {
            icon: CalendarRange,
            content: t('advertisements.dateRange', { start: formatDay(ad.startDate), end: formatDay(ad.endDate) }),
          },
          {
            icon: Tag,
            content: `${t(`advertisements.types.${ad.type}`)} · ${t(`advertisements.componentTypes.${ad.componentType}`)}`,
          },
          { icon: UserRound, content: authorName(ad, t), className: 'break-all' },
        ]}
      />
    </div>
  )
}
