import type { OpenWispCheck } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { PlugZap, Server } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TimeAgo } from '@/components/time-ago'
import { TitledCard } from '@/components/titled-card'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { cn } from '@/lib/utils'
import { openwispControllerQueryOptions, useCheckOpenWisp } from '../../api/openwisp-requests'
import { OpenWispRead } from './openwisp-read'

const checkMarker: Record<OpenWispCheck['outcome'], string> = {
  ok: 'bg-success',
  unreachable: 'bg-destructive',
  refused: 'bg-destructive',
  failed: 'bg-destructive',
}

/**
 * The controller as the console reaches it: its address and API user, when a sync last succeeded and the last
 * error, and a check on demand (does it answer, does it take the token).
 */
export function ControllerCard() {
  const { t } = useTranslation()
  const check = useCheckOpenWisp()
  const now = new Date()

  return (
    <TitledCard title={t('openwisp.controller.title')} icon={Server} className="grid gap-3 text-sm">
      <OpenWispRead query={useQuery(openwispControllerQueryOptions())}>
        {(state) =>
          !state.configured ? (
            <p>{t('openwisp.controller.notConfigured')}</p>
          ) : (
            <>
              {/* Label beside value from a small tablet up; on a phone each value under its label. */}
              <dl className="grid gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1 [&_dd]:mb-2 sm:[&_dd]:mb-0">
                <dt className="text-muted-foreground">{t('openwisp.controller.address')}</dt>
                <dd className="font-mono text-xs break-all">{state.url}</dd>
                <dt className="text-muted-foreground">{t('openwisp.controller.user')}</dt>
                <dd className="break-all">{state.username}</dd>
                <dt className="text-muted-foreground">{t('openwisp.controller.lastSucceeded')}</dt>
                <dd>
                  {state.lastSucceededAt ? (
                    <TimeAgo iso={state.lastSucceededAt} now={now} />
                  ) : (
                    t('dashboard.sync.never')
                  )}
                </dd>
                <dt className="text-muted-foreground">{t('openwisp.controller.lastError')}</dt>
                <dd className="break-words">
                  {state.lastFailure ? (
                    <>
                      <TimeAgo iso={state.lastFailure.at} now={now} /> —{' '}
                      <span lang="en">{state.lastFailure.error}</span>
                    </>
                  ) : (
                    t('openwisp.controller.noError')
                  )}
                </dd>
              </dl>
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  variant="outline"
                  size="sm"
                  aria-disabled={check.isPending}
                  onClick={() => !check.isPending && check.mutate()}
                >
                  {check.isPending ? <Spinner /> : <PlugZap aria-hidden />}
                  {t('openwisp.controller.check')}
                </Button>
                <p role="status" className="flex items-center gap-2">
                  {check.data && (
                    <>
                      <span
                        aria-hidden
                        className={cn('size-2.5 shrink-0 rounded-full', checkMarker[check.data.outcome])}
                      />
                      {t(`openwisp.controller.outcome.${check.data.outcome}`, { ms: check.data.durationMs })}
                    </>
                  )}
                  {check.isError && errorMessage(check.error, t)}
                </p>
              </div>
              {check.data?.message && (
                <p lang="en" className="break-words text-muted-foreground">
                  {check.data.message}
                </p>
              )}
            </>
          )
        }
      </OpenWispRead>
    </TitledCard>
  )
}
