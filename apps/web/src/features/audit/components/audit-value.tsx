import { guestPolicyFields, type AuditItemName, type GuestPolicy } from '@wifi/contract'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCount, policyValueText } from '@/components/guest-policy/policy-units'
import { useDateFormats } from '@/hooks/use-date-formats'
import type { FieldFormat, ValueFormat } from '../audit-fields'
import { ItemLink } from '../audit-items'

/** How the API writes a secret's value: that it was set, never what it was (apps/api audit-secrets.ts). */
const hiddenValue = '[hidden]'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>

/**
 * One recorded value as the screens show it (`format`, audit-fields.ts): empty as the screen words it or a dash, a
 * secret as hidden, enums in words, days in the console's format, ids as their items' names linked to their
 * screens (`references`); a value of an unexpected shape (an older entry's) as JSON.
 */
export function AuditValue({
  value,
  format,
  references,
}: {
  value: unknown
  format: FieldFormat | undefined
  references: Record<string, AuditItemName>
}) {
  const { t } = useTranslation()
  const isEmpty = value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)
  if (isEmpty) return muted(t(format?.empty ?? 'audit.noValue'))
  if (value === hiddenValue) return <span className="text-muted-foreground italic">{t('audit.hidden')}</span>
  return <FormattedValue value={value} format={format?.value ?? { kind: 'text' }} references={references} />
}

function FormattedValue({
  value,
  format,
  references,
}: {
  value: unknown
  format: ValueFormat
  references: Record<string, AuditItemName>
}): ReactNode {
  const { t, i18n } = useTranslation()
  const { day } = useDateFormats()
  switch (format.kind) {
    case 'enum':
      if (typeof value === 'string' && format.keys[value]) return t(format.keys[value])
      break
    case 'yesNo':
      if (typeof value === 'boolean') return t(value ? format.yes : format.no)
      break
    case 'day':
      if (typeof value === 'string') return <time dateTime={value}>{day(value)}</time>
      break
    case 'count':
      if (typeof value === 'number') return formatCount(value, i18n.language)
      break
    case 'item': {
      const ids = Array.isArray(value) ? value : [value]
      if (!ids.every((id) => typeof id === 'string')) break
      return ids.map((id, index) => (
        <Fragment key={id}>
          {index > 0 && ', '}
          <ItemLink entity={format.entity} item={references[id] ?? { name: null, gone: true }} />
        </Fragment>
      ))
    }
    case 'policy':
      if (isRecord(value)) return <PolicyValue policy={value as GuestPolicy} emptyMeans={format.emptyMeans} />
      break
    case 'images':
      if (Array.isArray(value) && value.every(isRecord)) {
        return (
          <ol className="grid gap-0.5">
            {value.map((image, index) => (
              <li key={index}>
                {t('advertisements.form.imageNumber', { number: index + 1 })}:{' '}
                {String(image.title || image.altText || image.sourceUrl || image.mediaId)}
              </li>
            ))}
          </ol>
        )
      }
      break
    case 'parts':
      if (isRecord(value)) {
        const parts = Object.values(value).filter((part) => typeof part === 'string' && part !== '')
        return <span className="break-words whitespace-pre-line">{parts.join('\n')}</span>
      }
      break
    case 'list':
    case 'text':
      break
  }
  return <PlainValue value={value} />
}

/** A text, a number, yes or no, or a list of texts or numbers; anything else as JSON. */
function PlainValue({ value }: { value: unknown }) {
  const { t } = useTranslation()
  if (typeof value === 'boolean') return <>{value ? t('audit.yes') : t('audit.no')}</>
  if (typeof value === 'string' || typeof value === 'number') return <span className="break-words">{value}</span>
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return <span className="break-words">{value.join(', ')}</span>
  }
  return <pre className="font-mono text-xs break-all whitespace-pre-wrap">{JSON.stringify(value, null, 2)}</pre>
}

/** A guest policy as its form reads: each limit with its unit, an empty one as what it means there. */
function PolicyValue({ policy, emptyMeans }: { policy: GuestPolicy; emptyMeans: 'noLimit' | 'anyValue' }) {
  const { t, i18n } = useTranslation()
  return (
    <ul className="grid gap-0.5">
      {guestPolicyFields.map((field) => (
        <li key={field}>
          {t(`guestPolicy.fields.${field}`)}:{' '}
          {(policy[field] ?? null) === null && emptyMeans === 'anyValue'
            ? t('guestPolicy.anyValue')
            : policyValueText(t, i18n.language, { ...policy, [field]: policy[field] ?? null }, field)}
        </li>
      ))}
    </ul>
  )
}
