import type { GuestSession } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { formatBytes, formatDuration } from '@/lib/figure-format'
import { leftText } from '../session-figures'
import { EndSessionButton } from './end-session-button'

/** One guest session on a phone: the table's row as a card. */
export function GuestSessionCard({
  session,
  formatDateTime,
  onEnd,
}: {
  session: GuestSession
  formatDateTime: (iso: string) => string
  onEnd: (session: GuestSession) => void
}) {
  const { t, i18n } = useTranslation()
  const field = (key: 'startedAt' | 'endedAt' | 'duration' | 'bytesDown' | 'bytesUp' | 'endCause' | 'left') =>
    t(`guestSessions.fields.${key}`)
  const left = leftText(session, t, i18n.language)
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-words">{session.venueName}</p>
          <p className="break-all text-muted-foreground">{session.accessPointName}</p>
        </div>
        <span className="grid justify-items-end gap-1">
          <span className="font-mono">{session.deviceLabel}</span>
          {session.returning && <Badge variant="secondary">{t('guestSessions.fields.returning')}</Badge>}
        </span>
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
        {left && (
          <>
            <dt className="text-muted-foreground">{field('left')}</dt>
            <dd>{left}</dd>
          </>
        )}
      </dl>
      {session.endedAt === null && (
        <div className="flex justify-end">
          <EndSessionButton session={session} onEnd={onEnd} />
        </div>
      )}
    </div>
  )
}
