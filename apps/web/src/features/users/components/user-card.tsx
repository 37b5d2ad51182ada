import type { UserListItem } from '@wifi/contract'
import { Clock, KeyRound, Mail, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconFacts } from '@/components/icon-facts'
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
      <IconFacts
        facts={[
          { icon: Mail, content: user.email, className: 'break-all' },
          user.phone && { icon: Phone, content: user.phone },
          {
            icon: KeyRound,
            content: (
              <span>
                {t('users.fields.secondFactors')}: <SecondFactors user={user} />
              </span>
            ),
          },
          {
            icon: Clock,
            content: (
              <span>
                {t('users.fields.lastActiveAt')}: <LastActive user={user} formatDate={formatDate} />
              </span>
            ),
          },
        ]}
      />
    </div>
  )
}
