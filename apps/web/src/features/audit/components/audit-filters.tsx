import { auditActions, auditEntities, type AuditListQuery } from '@wifi/contract'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DayRangeFields } from '@/components/date-field/day-range-fields'
import { FilterSelect } from '@/components/filter-select'
import { Button } from '@/components/ui/button'

export type AuditFilterValues = Pick<AuditListQuery, 'entity' | 'action' | 'from' | 'to'>

const none: AuditFilterValues = { entity: undefined, action: undefined, from: undefined, to: undefined }

/**
 * The kind of item, the action, and Vietnamese days from and to (both included); the actor is the table's search.
 * A day applies as soon as it reads as one, typed dd/mm/yyyy or picked.
 */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterValues
  /** Only what changed: the other filters may have changed meanwhile, in an address this render has not seen. */
  onChange: (change: Partial<AuditFilterValues>) => void
}) {
  const { t } = useTranslation()
  const filtered = Object.values(value).some((filter) => filter !== undefined)
  return (
    <>
      <FilterSelect
        label={t('audit.filters.entity')}
        value={value.entity}
        allLabel={t('audit.filters.allEntities')}
        options={auditEntities.map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) }))}
        onChange={(entity) => onChange({ entity: auditEntities.find((known) => known === entity) })}
      />
      <FilterSelect
        label={t('audit.filters.action')}
        value={value.action}
        allLabel={t('audit.filters.allActions')}
        options={auditActions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
        onChange={(action) => onChange({ action: auditActions.find((known) => known === action) })}
      />
      <DayRangeFields
        from={value.from}
        to={value.to}
        fromLabel={t('audit.filters.from')}
        toLabel={t('audit.filters.to')}
        onChange={onChange}
      />
      {filtered && (
        <Button variant="ghost" size="sm" className="h-8" onClick={() => onChange(none)}>
          {t('audit.filters.clear')}
          <X aria-hidden />
        </Button>
      )}
    </>
  )
}
