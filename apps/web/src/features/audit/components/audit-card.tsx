import type { AuditEntry } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { AuditItem } from '../audit-items'
import { ViewChangeButton } from './view-change-button'

/** One change on a phone: the table's row as a card. */
export function AuditCard({
  entry,
  formatDateTime,
  onView,
}: {
  entry: AuditEntry
  formatDateTime: (iso: string) => string
  onView: (entry: AuditEntry) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <p className="min-w-0">
        <AuditItem entry={entry} />
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{t('audit.fields.at')}</dt>
        <dd>{formatDateTime(entry.at)}</dd>
        <dt className="text-muted-foreground">{t('audit.fields.actorEmail')}</dt>
        <dd className="break-all">{entry.actorEmail}</dd>
        <dt className="text-muted-foreground">{t('audit.fields.ip')}</dt>
        <dd>{entry.ip ?? t('audit.unknownAddress')}</dd>
        <dt className="text-muted-foreground">{t('audit.fields.action')}</dt>
        <dd>{t(`audit.actions.${entry.action}`)}</dd>
      </dl>
      <div className="flex justify-end">
        <ViewChangeButton entry={entry} formatDateTime={formatDateTime} onView={onView} />
      </div>
    </div>
  )
}
