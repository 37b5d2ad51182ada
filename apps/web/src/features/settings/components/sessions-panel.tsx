import { authTimings, type Session } from '@wifi/contract'
import { Monitor, Smartphone } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '@/components/layout/panel'
import { Loaded } from '@/components/loaded'
import { SkeletonStack } from '@/components/skeleton-stack'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatDateTime } from '@/lib/console-dates'
import { errorMessage } from '@/lib/error-message'
import { useEndOtherSessions, useEndSession, useSessions } from '../api/session-requests'

const mobileSystems = /^(Android|iOS)\b/

/** Settings → Security: where the user is signed in, with a way to end any other session or all of them. */
export function SessionsPanel() {
  const { t, i18n } = useTranslation()
  const sessions = useSessions()
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const [confirming, setConfirming] = useState(false)
  // A session's button goes away with it; focus then moves to the heading, never to the page's start.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const endedOthers = useRef(false)

  const dateTime = (iso: string) => formatDateTime(iso, i18n.language)
  const deviceName = (session: Session) =>
    [
      session.browser ?? t('settings.sessions.unknownBrowser'),
      session.system ?? t('settings.sessions.unknownSystem'),
    ].join(' · ')
  const others = (sessions.data?.items ?? []).filter((session) => !session.current)

  const end = (session: Session) =>
    endOne.mutate(session.id, {
      onSuccess: () => {
        toast.success(t('settings.sessions.ended', { device: deviceName(session) }))
        headingRef.current?.focus()
      },
      onError: (error) => toast.error(`${t('settings.sessions.endFailed')} ${errorMessage(error, t)}`),
    })

  const endAllOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        endedOthers.current = true
        setConfirming(false)
        toast.success(t('settings.sessions.endedOthers', { count: ended }))
      },
      onError: (error) => toast.error(`${t('settings.sessions.endFailed')} ${errorMessage(error, t)}`),
    })

  return (
    <Panel
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description', {
        idleHours: authTimings.sessionIdleSeconds / 3600,
        days: authTimings.sessionTtlSeconds / 86400,
      })}
      headingRef={headingRef}
    >
      <Loaded
        query={sessions}
        placeholder={<SkeletonStack heights={['h-16', 'h-16']} />}
        loadFailed={t('settings.sessions.loadFailed')}
        failedClassName="text-sm"
      >
        {({ items }) => (
          <ul className="grid gap-2">
            {items.map((session) => {
              const Icon = mobileSystems.test(session.system ?? '') ? Smartphone : Monitor
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {deviceName(session)}
                      {session.current && <Badge variant="success">{t('settings.sessions.thisDevice')}</Badge>}
                    </p>
                    {/* One detail per line on a phone, all on one line from 640 px. */}
                    <p className="text-sm text-muted-foreground">
                      {[
                        session.ip && t('settings.sessions.address', { ip: session.ip }),
                        t('settings.sessions.signedIn', { when: dateTime(session.signedInAt) }),
                        t('settings.sessions.lastActive', { when: dateTime(session.lastActiveAt) }),
                      ]
                        .filter(Boolean)
                        .map((detail) => (
                          <span key={detail} className="block sm:inline sm:not-last:after:content-['_·_']">
                            {detail}
                          </span>
                        ))}
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={endOne.isPending && endOne.variables === session.id}
                      aria-label={t('settings.sessions.endLabel', { device: deviceName(session) })}
                      onClick={() => end(session)}
                    >
                      {endOne.isPending && endOne.variables === session.id && <Spinner />}
                      {t('settings.sessions.end')}
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </Loaded>

      {/* Opened by its trigger, so closing the dialog gives focus back to the button that opened it. */}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.sessions.confirmTitle')}
        description={t('settings.sessions.confirmDescription', { count: others.length })}
        confirmLabel={t('settings.sessions.endOthers')}
        destructive
        pending={endOthers.isPending}
        onConfirm={endAllOthers}
        trigger={
          others.length > 0
            ? {
                button: (
                  <Button variant="outline" className="justify-self-start">
                    {t('settings.sessions.endOthers')}
                  </Button>
                ),
                onOpen: () => setConfirming(true),
              }
            : undefined
        }
        onCloseAutoFocus={(event) => {
          // After the others were signed out, their button is gone: the heading takes focus instead.
          if (!endedOthers.current) return
          event.preventDefault()
          endedOthers.current = false
          headingRef.current?.focus()
        }}
      />
    </Panel>
  )
}
