import { analyticsRates, type AnalyticsFigures } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { ratio, type FigureFormat } from '../analytics-format'

/**
 * From a guest page to a connection (docs/decisions/051): the ad's steps, each counting the visits that reached the
 * one before, with its share of that step — so no bar outgrows the one above it — and then the guests who connected
 * without an ad, which make the connections in all. The bars only repeat what the words say.
 */
export function Funnel({ totals, format }: { totals: AnalyticsFigures; format: FigureFormat }) {
  const { t } = useTranslation()
  if (totals.pagesShown === 0) return <p className="text-sm text-muted-foreground">{t('analytics.funnel.empty')}</p>
  const steps = [
    { key: 'impressions', label: t('analytics.figures.impressions'), value: totals.impressions },
    {
      key: 'waitOver',
      label: t('analytics.funnel.waitOver'),
      value: totals.countdownsCompleted + totals.adsClosed,
      detail: totals.adsClosed > 0 ? t('analytics.adsClosedToo', { count: totals.adsClosed }) : undefined,
    },
    { key: 'tasksPassed', label: t('analytics.figures.tasksPassed'), value: totals.tasksPassed },
    { key: 'adConnections', label: t('analytics.funnel.adConnections'), value: totals.adConnections },
  ]
  const withoutAd = totals.connections - totals.adConnections
  const connectionRate = ratio(...analyticsRates.connectionRate(totals))
  const rate = connectionRate === null ? t('analytics.none') : format.percent(connectionRate)
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3">
        {steps.map((step, index) => {
          const before = index === 0 ? totals.pagesShown : steps[index - 1]!.value
          const share = ratio(step.value, before) ?? 0
          return (
            <li key={step.key} className="grid gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium">{step.label}</span>
                <span className="text-muted-foreground">
                  <span className="font-semibold text-foreground tabular-nums">{format.number(step.value)}</span>
                  {' · '}
                  {t(index === 0 ? 'analytics.funnel.shareOfPages' : 'analytics.funnel.share', {
                    share: format.percent(share),
                  })}
                  {step.detail && <> · {step.detail}</>}
                </span>
              </div>
              <div aria-hidden className="h-3 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
              </div>
            </li>
          )
        })}
      </ol>
      <p className="text-sm text-muted-foreground">
        {withoutAd > 0
          ? t('analytics.funnel.withoutAd', { count: withoutAd, connections: totals.connections, rate })
          : t('analytics.funnel.allAfterAd', { count: totals.connections, rate })}{' '}
        {t('analytics.funnel.noTask')}
      </p>
    </div>
  )
}
