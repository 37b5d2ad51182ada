import type { UserListItem } from '@wifi/contract'
import { Clock, KeyRound, Mail, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { StatusBadge } from '@/components/status-badge'
import { Badge } from '@/components/ui/badge'
import { LastActive, LockedBadge, SecondFactors } from './account-state'
import { UserRowActions } from './user-row-actions'

/** A user on a phone: the table's row as a card. */
export function UserCard({ user, formatDate }: { user: UserListItem; formatDate: (iso: string) => string }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="font-medium">{user.fullName}</p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{t(`roles.${user.role}`)}</Badge>
            <StatusBadge status={user.status} />
            {user.locked && <LockedBadge />}
          </div>
        </div>
        <UserRowActions user={user} />
      </div>
      <ul className="grid gap-1 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        <li className="flex gap-2 break-all">
          <Mail aria-hidden />
          {user.email}
        </li>
        {user.phone && (
          <li className="flex gap-2">
            <Phone aria-hidden />
            {user.phone}
          </li>
        )}
        <li className="flex gap-2">
          <KeyRound aria-hidden />
          <span>
            {t('users.fields.secondFactors')}: <SecondFactors user={user} />
          </span>
        </li>
        <li className="flex gap-2">
          <Clock aria-hidden />
          <span>
            {t('users.fields.lastActiveAt')}: <LastActive user={user} formatDate={formatDate} />
          </span>
        </li>
      </ul>
    </div>
  )
}
