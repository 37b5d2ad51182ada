import type { AuditEntry } from '@wifi/contract'
import { Eye } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { itemName } from '../audit-items'

/** Opens one change; named by its item and time, so each row's button says which change it opens. */
export function ViewChangeButton({
  entry,
  formatDateTime,
  onView,
  compact = false,
}: {
  entry: AuditEntry
  formatDateTime: (iso: string) => string
  onView: (entry: AuditEntry) => void
  /** In a table row: the icon alone, its name for screen readers. */
  compact?: boolean
}) {
  const { t } = useTranslation()
  const name = t('audit.viewChangeOf', {
    item: itemName(entry, t) ?? t(`audit.entities.${entry.entity}`),
    at: formatDateTime(entry.at),
  })
  return (
    <Button
      variant={compact ? 'ghost' : 'outline'}
      size={compact ? 'icon' : 'sm'}
      aria-label={name}
      title={compact ? name : undefined}
      onClick={() => onView(entry)}
    >
      <Eye aria-hidden />
      {!compact && t('audit.viewChange')}
    </Button>
  )
}
