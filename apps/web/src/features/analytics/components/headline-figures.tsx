import type { Analytics, AnalyticsFigures } from '@wifi/contract'
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/console-dates'
import { deviceFigures, figureValue, headlineFigures, type FigureFormat } from '../analytics-format'

const changeIcon = { up: ArrowUpRight, down: ArrowDownRight, same: Minus } as const

/**
 * The period's headline figures, each with its change against what the period is compared with and that value: the
 * period before, or — while this one runs — the same hours of it, which the card names ("Previous period until
 * 06/12 15:00"); devices, counted by whole days, are compared once the period has ended. Arrows show the direction
 * beside words that say it; no colour judges it, since fewer ads closed early is good news and fewer connections is
 * not.
 */
export function HeadlineFigures({
  totals,
  previous,
  comparedWith,
  format,
}: {
  totals: AnalyticsFigures
  previous: AnalyticsFigures
  comparedWith: Analytics['comparedWith']
  format: FigureFormat
}) {
  const { t, i18n } = useTranslation()
  const until = formatDateTime(comparedWith.end, i18n.language)
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 xl:grid-cols-4">
      {headlineFigures.map((figure) => {
        const value = figureValue(totals, figure)
        const before = figureValue(previous, figure)
        const notYet = comparedWith.partial && deviceFigures.has(figure)
        const change = notYet ? null : format.change(figure, value, before)
        const Icon = change ? changeIcon[change.direction] : undefined
        const beforeText = format.figure(figure, before)
        return (
          <div
            key={figure}
            className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-3 text-card-foreground sm:p-4"
          >
            <dt className="text-sm text-muted-foreground">{t(`analytics.figures.${figure}`)}</dt>
            <dd className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
              {format.figure(figure, value)}
            </dd>
            {figure === 'countdownsCompleted' && totals.adsClosed > 0 && (
              <dd className="text-sm text-muted-foreground">
                {t('analytics.adsClosedToo', { count: totals.adsClosed })}
              </dd>
            )}
            <dd className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              {change && Icon && (
                <span className="inline-flex items-center gap-0.5 font-medium text-foreground">
                  <Icon aria-hidden className="size-3.5" />
                  {change.text}
                </span>
              )}
              <span>
                {notYet
                  ? t('analytics.change.devicesWhenEnded')
                  : comparedWith.partial
                    ? t('analytics.change.previousUntil', { until, value: beforeText })
                    : t('analytics.change.previous', { value: beforeText })}
              </span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
