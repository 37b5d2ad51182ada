import type { AnalyticsFigures } from '@wifi/contract'
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { figureValue, headlineFigures, type FigureFormat } from '../analytics-format'

const changeIcon = { up: ArrowUpRight, down: ArrowDownRight, same: Minus } as const

/**
 * The period's headline figures, each with its change against the previous period of the same length and that
 * period's value. Arrows show the direction beside words that say it; no colour judges it, since fewer ads closed
 * early is good news and fewer connections is not.
 */
export function HeadlineFigures({
  totals,
  previous,
  format,
}: {
  totals: AnalyticsFigures
  previous: AnalyticsFigures
  format: FigureFormat
}) {
  const { t } = useTranslation()
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 xl:grid-cols-4">
      {headlineFigures.map((figure) => {
        const value = figureValue(totals, figure)
        const before = figureValue(previous, figure)
        const change = format.change(figure, value, before)
        const Icon = change ? changeIcon[change.direction] : undefined
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
              <span>{t('analytics.change.previous', { value: format.figure(figure, before) })}</span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
