import type { AnalyticsFigures } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { ratio, type FigureFormat } from '../analytics-format'

const steps = ['impressions', 'countdownsCompleted', 'tasksPassed', 'connections'] as const

/**
 * From an ad shown to a connection the gateway confirmed: each step's count and its share of the impressions, as a
 * list whose bars only repeat what the words say.
 */
export function Funnel({ totals, format }: { totals: AnalyticsFigures; format: FigureFormat }) {
  const { t } = useTranslation()
  if (totals.impressions === 0) return <p className="text-sm text-muted-foreground">{t('analytics.funnel.empty')}</p>
  return (
    <ol className="grid gap-3">
      {steps.map((step) => {
        const share = ratio(totals[step], totals.impressions) ?? 0
        return (
          <li key={step} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{t(`analytics.figures.${step}`)}</span>
              <span className="text-muted-foreground">
                <span className="font-semibold text-foreground tabular-nums">{format.number(totals[step])}</span>
                {' · '}
                {t('analytics.funnel.share', { share: format.percent(share) })}
              </span>
            </div>
            <div aria-hidden className="h-3 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(share, 1) * 100}%` }} />
            </div>
          </li>
        )
      })}
    </ol>
  )
}
