import type { GuestSession } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { formatBytes, formatDuration, leftUnderPolicy } from '../session-figures'

/** An online guest's time and data left under their policy, one a line; "No limit" where the policy set neither. */
export function LeftUnderPolicy({ session }: { session: GuestSession }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const left = leftUnderPolicy(session)
  if (!left) return null
  if (left.seconds === null && left.bytes === null) {
    return <span className="text-muted-foreground">{t('guestSessions.left.none')}</span>
  }
  return (
    <span className="grid whitespace-nowrap">
      {left.seconds !== null && <span>{t('guestSessions.left.time', { value: formatDuration(left.seconds, t) })}</span>}
      {left.bytes !== null && <span>{t('guestSessions.left.data', { value: formatBytes(left.bytes, language) })}</span>}
    </span>
  )
}
