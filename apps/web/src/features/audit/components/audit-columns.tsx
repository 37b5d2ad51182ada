import type { AuditEntry } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn, sortableColumn } from '@/components/data-table/columns'
import { AuditItem } from '../audit-items'
import { ViewChangeButton } from './view-change-button'

/** The server sorts by the time only: every other heading is a plain label. */
const unsorted = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({ ...column, enableSorting: false })

/** When, who and from where, what (linked to its screen), which action, and the button that opens the change. */
export function auditColumns(
  t: TFunction,
  formatDateTime: (iso: string) => string,
  onView: (entry: AuditEntry) => void,
): ColumnDef<AuditEntry>[] {
  return [
    {
      ...sortableColumn<AuditEntry>('at', t('audit.fields.at'), (value) =>
        typeof value === 'string' ? formatDateTime(value) : null,
      ),
      meta: { label: t('audit.fields.at'), className: 'whitespace-nowrap' },
    },
    {
      ...unsorted(
        sortableColumn<AuditEntry>('actorEmail', t('audit.fields.actorEmail'), (_, entry) => (
          <span className="grid gap-0.5">
            <span className="break-all">{entry.actorEmail}</span>
            <span className="text-xs text-muted-foreground">{entry.ip ?? t('audit.unknownAddress')}</span>
          </span>
        )),
      ),
      meta: { label: t('audit.fields.actorEmail'), className: 'max-w-0 min-w-40 w-1/3' },
    },
    {
      ...unsorted(
        sortableColumn<AuditEntry>('entity', t('audit.fields.entity'), (_, entry) => <AuditItem entry={entry} />),
      ),
      meta: { label: t('audit.fields.entity'), className: 'max-w-0 min-w-40 w-1/3' },
    },
    unsorted(
      sortableColumn<AuditEntry>('action', t('audit.fields.action'), (_, entry) => t(`audit.actions.${entry.action}`)),
    ),
    actionsColumn<AuditEntry>(t('actions'), (entry) => (
      <ViewChangeButton entry={entry} formatDateTime={formatDateTime} onView={onView} compact />
    )),
  ]
}
