import type { GuestSession } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { formatBytes, formatDuration } from '../session-figures'
import { LeftUnderPolicy } from './left-under-policy'

/** One guest session on a phone: the table's row as a card. */
export function GuestSessionCard({
  session,
  formatDateTime,
}: {
  session: GuestSession
  formatDateTime: (iso: string) => string
}) {
  const { t, i18n } = useTranslation()
  const field = (key: 'startedAt' | 'endedAt' | 'duration' | 'bytesDown' | 'bytesUp' | 'endCause' | 'left') =>
    t(`guestSessions.fields.${key}`)
  const online = session.endedAt === null
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-words">{session.venueName}</p>
          <p className="break-all text-muted-foreground">{session.accessPointName}</p>
        </div>
        <span className="font-mono">{session.deviceLabel}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{field('startedAt')}</dt>
        <dd>{formatDateTime(session.startedAt)}</dd>
        <dt className="text-muted-foreground">{field('endedAt')}</dt>
        <dd>
          {session.endedAt === null ? (
            <Badge variant="success">{t('guestSessions.states.online')}</Badge>
          ) : (
            formatDateTime(session.endedAt)
          )}
        </dd>
        <dt className="text-muted-foreground">{field('duration')}</dt>
        <dd>{formatDuration(session.durationSeconds, t)}</dd>
        <dt className="text-muted-foreground">{field('bytesDown')}</dt>
        <dd>{formatBytes(session.bytesDown, i18n.language)}</dd>
        <dt className="text-muted-foreground">{field('bytesUp')}</dt>
        <dd>{formatBytes(session.bytesUp, i18n.language)}</dd>
        {session.endCause && (
          <>
            <dt className="text-muted-foreground">{field('endCause')}</dt>
            <dd>{t(`guestSessions.causes.${session.endCause}`)}</dd>
          </>
        )}
        {online && session.policy && (
          <>
            <dt className="text-muted-foreground">{field('left')}</dt>
            <dd>
              <LeftUnderPolicy session={session} />
            </dd>
          </>
        )}
      </dl>
    </div>
  )
}
