import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/console-dates'
import { formatTimeAgo } from '@/lib/relative-time'

/** "3 minutes ago", the moment itself on hover, both in the console's language (ADR 029). */
export function TimeAgo({ iso, now }: { iso: string; now: Date }) {
  const { i18n } = useTranslation()
  return (
    <time dateTime={iso} title={formatDateTime(iso, i18n.language)}>
      {formatTimeAgo(new Date(iso), now, i18n.language)}
    </time>
  )
}
