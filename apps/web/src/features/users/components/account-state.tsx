import type { UserListItem } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

/** A user's second factors in words: their app and passkeys, or the emailed code everyone else signs in with. */
export function SecondFactors({ user }: { user: UserListItem }) {
  const { t } = useTranslation()
  const factors = [
    ...(user.authenticatorApp ? [t('users.account.app')] : []),
    ...(user.passkeys > 0 ? [t('users.account.passkeys', { count: user.passkeys })] : []),
  ]
  if (factors.length === 0) return <span className="text-muted-foreground">{t('users.account.emailedCode')}</span>
  return <span>{factors.join(', ')}</span>
}

/** When the user was last active, or "Never". */
export function LastActive({ user, formatDate }: { user: UserListItem; formatDate: (iso: string) => string }) {
  const { t } = useTranslation()
  if (!user.lastActiveAt) return <span className="text-muted-foreground">{t('users.account.never')}</span>
  return <time dateTime={user.lastActiveAt}>{formatDate(user.lastActiveAt)}</time>
}

/** Shown beside the status while too many failed sign-ins or codes lock the user out. */
export function LockedBadge() {
  const { t } = useTranslation()
  return <Badge variant="destructive">{t('users.account.locked')}</Badge>
}
