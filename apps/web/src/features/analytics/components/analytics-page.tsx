import type { AnalyticsQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { NoVenueNotice } from '@/components/no-venue-notice'
import { Skeleton } from '@/components/ui/skeleton'
import { defaultPreset, type AnalyticsSearch } from '@/lib/analytics-search'
import { formatDateTime, formatDay } from '@/lib/console-dates'
import { addDays, dayCount } from '@/lib/vietnam-days'
import { figureFormat } from '../analytics-format'
import { analyticsQueryOptions } from '../api/analytics-requests'
import { AnalyticsFilters } from './analytics-filters'
import { BreakdownTable } from './breakdown-table'
import { BusyHours } from './busy-hours'
import { DeviceNotes } from './device-notes'
import { Funnel } from './funnel'
import { HeadlineFigures } from './headline-figures'
import { TrendChart } from './trend-chart'

/** A card of the page, named by its heading (a region a screen reader can jump to). */
function Section({ title, description, children }: { title?: string; description?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 text-card-foreground"
    >
      {title && (
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
      )}
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      {children}
    </section>
  )
}

/**
 * /analytics: what the Wi-Fi and the ads delivered over a period (docs/decisions/035) — the headline figures with
 * their change, the figures by day, the funnel, the busy hours and the tables by venue, access point and ad. Admins
 * see everything, a customer their venues and their own ads wherever they ran (the server decides). The period and
 * the filters live in the address.
 */
export function AnalyticsPage({ search, query }: { search: AnalyticsSearch; query: AnalyticsQuery }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const navigate = useNavigate({ from: '/analytics/' })
  const report = useQuery(analyticsQueryOptions(query))
  const format = figureFormat(language, t)
  const days = dayCount(query.from, query.to)
  const day = (value: string) => formatDay(value, language)

  return (
    <>
      <PageHeader title={t('pages.analytics.title')} description={t('pages.analytics.description')} help="analytics" />
      {/* One column whose items may shrink: the wide tables scroll inside their own frames on a phone. */}
      <div className="grid min-w-0 grid-cols-1 gap-4">
        {/* A customer in no venue yet has no guests to count: this says whom to ask (docs/decisions/056). */}
        <NoVenueNotice />
        <AnalyticsFilters
          search={search}
          query={query}
          period={search.period ?? defaultPreset}
          onChange={(next) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
        />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">
            {t('analytics.period.range', { from: day(query.from), to: day(query.to) })}
          </span>
          <span>
            {report.data?.comparedWith.partial
              ? t('analytics.period.comparedWithUntil', {
                  from: day(addDays(query.from, -days)),
                  until: formatDateTime(report.data.comparedWith.end, language),
                })
              : t('analytics.period.comparedWith', {
                  from: day(addDays(query.from, -days)),
                  to: day(addDays(query.from, -1)),
                })}
          </span>
          {report.data && (
            <span>
              {report.data.dataAsOf
                ? t('analytics.dataAsOf', { time: formatDateTime(report.data.dataAsOf, language) })
                : t('analytics.dataPending')}
            </span>
          )}
        </p>
        {report.isError ? (
          <LoadError
            message={t('analytics.loadFailed')}
            onRetry={() => void report.refetch()}
            className="rounded-xl border p-6 text-sm"
          />
        ) : !report.data ? (
          <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-4" aria-busy>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : (
          <>
            <section aria-label={t('analytics.headline')} className="grid min-w-0 gap-3">
              <HeadlineFigures
                totals={report.data.totals}
                previous={report.data.previous}
                comparedWith={report.data.comparedWith}
                format={format}
              />
              <DeviceNotes totals={report.data.totals} format={format} />
            </section>
            <Section>
              <TrendChart report={report.data} format={format} />
            </Section>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <Section title={t('analytics.funnel.title')}>
                <Funnel totals={report.data.totals} format={format} />
              </Section>
              <Section title={t('analytics.heatmap.title')} description={t('analytics.heatmap.description')}>
                <BusyHours hours={report.data.hours} format={format} />
              </Section>
            </div>
            <Section title={t('analytics.breakdown.title')}>
              <BreakdownTable query={query} format={format} />
            </Section>
          </>
        )}
      </div>
    </>
  )
}
