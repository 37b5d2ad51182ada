import { healthStatuses, statuses, type Dashboard as Figures } from '@wifi/contract'
import { Router, Store, Users } from 'lucide-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { healthMarker } from '@/components/health-status'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { NoVenueNotice } from '@/components/no-venue-notice'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { useCan } from '@/hooks/use-can'
import { useCurrentUser } from '@/hooks/use-current-user'
import { useDashboard, useGuestWeek } from '../api/dashboard-requests'
import { FigureCard, type FigureRow } from './figure-card'
import { GuestsTodayCard } from './guests-today-card'
import { LastSyncCard } from './last-sync-card'

const statusMarker = { active: 'bg-success', inactive: 'bg-muted-foreground' } as const

/** Active and inactive, each opening `list` filtered to it. */
const statusRows = (t: TFunction, counts: Figures['venues'], list: '/venues' | '/users'): FigureRow[] =>
  statuses.map((status) => ({
    key: status,
    label: t(`status.${status}`),
    count: counts[status],
    marker: statusMarker[status],
    link: { to: list, search: { status: [status] } },
  }))

/**
 * The signed-in home: live figures for what the user may see — today's guests, connections and impressions with
 * their week (each opening /analytics), venues by status, access points by health, users by status (admins), and the
 * last sync with OpenWISP — each opening its list filtered where that list exists.
 */
export function Dashboard() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const figures = useDashboard(user !== undefined)
  const week = useGuestWeek(user !== undefined)
  const readsUserFigures = useCan('dashboard.readUserFigures')
  const readsSyncErrors = useCan('sync.readDetails')
  if (!user) return null
  return (
    <>
      <PageHeader
        title={t('dashboard.greeting', { name: user.fullName })}
        documentTitle={t('dashboard.title')}
        description={t('dashboard.description')}
        help="getting-started"
        actions={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            {t('dashboard.roleLabel')} <Badge variant="secondary">{t(`roles.${user.role}`)}</Badge>
          </p>
        }
      />
      {/* A customer in no venue yet sees zeros below: this says why, and whom to ask (docs/decisions/056). */}
      <NoVenueNotice className="mb-4" />
      <div className="mb-4">
        {week.data ? (
          <GuestsTodayCard week={week.data} />
        ) : week.isError ? (
          <LoadError
            message={t('dashboard.guests.loadFailed')}
            onRetry={() => void week.refetch()}
            className="rounded-xl border p-6 text-sm"
          />
        ) : (
          <Skeleton aria-busy="true" className="h-44 rounded-xl" />
        )}
      </div>
      {figures.isPending ? (
        <DashboardSkeleton cards={readsUserFigures ? 3 : 2} />
      ) : figures.isError ? (
        <LoadError
          message={t('dashboard.loadFailed')}
          onRetry={() => void figures.refetch()}
          className="rounded-xl border p-6 text-sm"
        />
      ) : (
        <div className={cn('grid gap-4 md:grid-cols-2', readsUserFigures && 'xl:grid-cols-3')}>
          <FigureCard
            title={t('dashboard.venues.title')}
            icon={Store}
            rows={statusRows(t, figures.data.venues, '/venues')}
            allLink={{ label: t('dashboard.venues.all'), link: { to: '/venues' } }}
          />
          <FigureCard
            title={t('dashboard.accessPoints.title')}
            icon={Router}
            rows={healthStatuses.map((health) => ({
              key: health,
              label: t(`dashboard.accessPoints.health.${health}`),
              count: figures.data.accessPoints[health],
              marker: healthMarker[health],
              link: { to: '/accesspoints', search: { healthStatus: [health] } },
            }))}
            allLink={{ label: t('dashboard.accessPoints.all'), link: { to: '/accesspoints' } }}
          >
            <HealthBar counts={figures.data.accessPoints} />
          </FigureCard>
          {figures.data.users && (
            <FigureCard
              title={t('dashboard.users.title')}
              icon={Users}
              rows={statusRows(t, figures.data.users, '/users')}
              allLink={{ label: t('dashboard.users.all'), link: { to: '/users' } }}
            />
          )}
          <div className={cn('md:col-span-2', readsUserFigures && 'xl:col-span-3')}>
            <LastSyncCard
              run={figures.data.lastSync}
              readAt={new Date(figures.dataUpdatedAt)}
              showsErrors={readsSyncErrors}
            />
          </div>
        </div>
      )}
    </>
  )
}

/** The access points' health as one bar of proportions; the rows below it say the same in words. */
function HealthBar({ counts }: { counts: Figures['accessPoints'] }) {
  const total = healthStatuses.reduce((sum, health) => sum + counts[health], 0)
  return (
    <div aria-hidden className="flex h-2 overflow-hidden rounded-full bg-muted">
      {total > 0 &&
        healthStatuses.map((health) => (
          <div key={health} className={healthMarker[health]} style={{ width: `${(counts[health] / total) * 100}%` }} />
        ))}
    </div>
  )
}

/** The cards' shapes while the figures load, announced as busy. */
function DashboardSkeleton({ cards }: { cards: number }) {
  const { t } = useTranslation()
  return (
    <div aria-busy="true" className={cn('grid gap-4 md:grid-cols-2', cards === 3 && 'xl:grid-cols-3')}>
      <span className="sr-only" role="status">
        {t('dashboard.loading')}
      </span>
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index} className="gap-4">
          <CardHeader>
            <Skeleton className="h-5 w-32" />
          </CardHeader>
          <CardContent className="grid gap-3">
            <Skeleton className="h-10 w-20" />
            <Skeleton className="h-16" />
          </CardContent>
        </Card>
      ))}
      <Skeleton className={cn('h-36 rounded-xl md:col-span-2', cards === 3 && 'xl:col-span-3')} />
    </div>
  )
}
