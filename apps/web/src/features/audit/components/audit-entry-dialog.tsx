import { auditedFields, type AuditEntity, type AuditEntry, type AuditItemName } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { auditListQueryOptions } from '../api/audit-requests'
import { fieldFormat, type FieldFormat } from '../audit-fields'
import { AuditItem, itemLabel } from '../audit-items'
import { statesAround } from '../item-history'
import { AuditValue } from './audit-value'

/** As many of the item's entries as one read brings, oldest first: enough to know every field around a change. */
const historyQuery = (entityId: string) => ({ entityId, order: 'asc', sort: 'at', page: 1, pageSize: 100 }) as const

/**
 * One change: who made it, when and from where, and the item before and after it side by side (one above the
 * other on a phone). Every field the trail knows is shown, the changed ones marked; "Changes only" leaves just
 * those. Closing gives focus back to the row's button.
 */
export function AuditEntryDialog({
  entry,
  formatDateTime,
  onClose,
}: {
  entry: AuditEntry | null
  formatDateTime: (iso: string) => string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(entry !== null)
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={returnFocus}
        closeLabel={t('close')}
        className="flex max-h-svh flex-col gap-4 sm:max-h-[90svh] sm:max-w-3xl"
      >
        {entry && <EntryDetails entry={entry} formatDateTime={formatDateTime} />}
        {!entry && <DialogTitle className="sr-only">{t('audit.detail.title')}</DialogTitle>}
      </DialogContent>
    </Dialog>
  )
}

function EntryDetails({ entry, formatDateTime }: { entry: AuditEntry; formatDateTime: (iso: string) => string }) {
  const { t } = useTranslation()
  const toggle = useId()
  const [changesOnly, setChangesOnly] = useState(false)
  const history = useQuery(auditListQueryOptions(historyQuery(entry.entityId)))
  const earlier = history.data?.items ?? []
  const { before, after } = statesAround(entry, earlier)
  // The fields carried from earlier entries refer to items those entries name.
  const references: Record<string, AuditItemName> = Object.assign(
    {},
    ...earlier.map((other) => other.references),
    entry.references,
  )
  const changed = new Set(Object.keys(entry.changes))
  const fields = inFormOrder(
    entry.entity,
    changesOnly ? [...changed] : [...new Set([...Object.keys(before), ...Object.keys(after)])],
  )

  return (
    <>
      <DialogHeader className="pr-6 text-left">
        <DialogTitle className="leading-snug">
          {t('audit.detail.title')}: {itemLabel(entry, t)}
        </DialogTitle>
        <DialogDescription>
          {t('audit.detail.description', {
            action: t(`audit.actions.${entry.action}`),
            actor: entry.actorEmail,
            ip: entry.ip ?? t('audit.unknownAddress'),
            at: formatDateTime(entry.at),
          })}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>
          <span className="text-muted-foreground">{t('audit.fields.entity')}: </span>
          <AuditItem entry={entry} />
        </p>
        <div className="flex items-center gap-2">
          <Checkbox id={toggle} checked={changesOnly} onCheckedChange={(checked) => setChangesOnly(checked === true)} />
          <Label htmlFor={toggle}>{t('audit.detail.changesOnly')}</Label>
        </div>
      </div>
      {/* Scrolls with the keyboard too: a region in the Tab order (the fields may hold no link to stop at). */}
      <div
        role="region"
        aria-label={t('audit.detail.fields')}
        tabIndex={0}
        className="-mx-1 min-h-0 overflow-y-auto rounded-md px-1 pb-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <ul className="grid content-start gap-2 pt-1" aria-busy={history.isPending}>
          {fields.map((field) => (
            <FieldChange
              key={field}
              field={field}
              format={fieldFormat(entry.entity, field)}
              marked={!changesOnly && changed.has(field)}
              before={before[field]}
              after={after[field]}
              references={references}
            />
          ))}
        </ul>
      </div>
    </>
  )
}

/** The fields in the order their forms show them (auditedFields); any no version lists any more after them. */
function inFormOrder(entity: AuditEntity, fields: string[]): string[] {
  const listed: readonly string[] = auditedFields[entity]
  const place = (field: string) => (listed.includes(field) ? listed.indexOf(field) : listed.length)
  return [...fields].sort((a, b) => place(a) - place(b))
}

/**
 * One field, before and after, labelled as its form labels it; a field no version lists any more by its stored
 * name, as code.
 */
function FieldChange({
  field,
  format,
  marked,
  before,
  after,
  references,
}: {
  field: string
  format: FieldFormat | undefined
  marked: boolean
  before: unknown
  after: unknown
  references: Record<string, AuditItemName>
}) {
  const { t } = useTranslation()
  return (
    <li className="grid gap-1.5 rounded-md border px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        {format ? (
          <span className="font-medium">{t(format.label)}</span>
        ) : (
          <code className="font-mono font-medium break-all">{field}</code>
        )}
        {marked && <Badge variant="secondary">{t('audit.detail.changed')}</Badge>}
      </p>
      <dl className="grid gap-1.5 sm:grid-cols-2 sm:gap-4">
        {(
          [
            ['before', before],
            ['after', after],
          ] as const
        ).map(([side, value]) => (
          <div key={side} className="grid content-start gap-0.5">
            <dt className="text-xs text-muted-foreground">{t(`audit.detail.${side}`)}</dt>
            <dd>
              <AuditValue value={value} format={format} references={references} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  )
}
