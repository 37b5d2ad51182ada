import { useTranslation } from 'react-i18next'

/** How the API writes a secret's value: that it was set, never what it was (apps/api audit-secrets.ts). */
const hiddenValue = '[hidden]'

/** One recorded value, readable: empty as a dash, a secret as "hidden", a list by commas, anything else as JSON. */
export function AuditValue({ value }: { value: unknown }) {
  const { t } = useTranslation()
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted-foreground">{t('audit.noValue')}</span>
  }
  if (value === hiddenValue) return <span className="text-muted-foreground italic">{t('audit.hidden')}</span>
  if (typeof value === 'boolean') return <>{value ? t('audit.yes') : t('audit.no')}</>
  if (typeof value === 'string' || typeof value === 'number') return <span className="break-words">{value}</span>
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length === 0 ? (
      <span className="text-muted-foreground">{t('audit.noValue')}</span>
    ) : (
      <span className="break-words">{value.join(', ')}</span>
    )
  }
  return <pre className="font-mono text-xs break-all whitespace-pre-wrap">{JSON.stringify(value, null, 2)}</pre>
}
