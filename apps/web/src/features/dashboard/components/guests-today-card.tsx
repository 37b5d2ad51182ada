import type { Analytics } from '@wifi/contract'
import { Link } from '@tanstack/react-router'
import { ChartColumn, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TitledCard } from '@/components/titled-card'
import { consoleLocale } from '@/lib/console-dates'

const figures = ['uniqueDevices', 'connections', 'impressions'] as const

/** Seven values as a line across a 100 × 32 box, the highest at the top; a flat line at the foot when all are 0. */
function sparklinePoints(values: number[]): string {
  const highest = Math.max(...values, 1)
  return values.map((value, index) => `${(index / (values.length - 1)) * 100},${30 - (value / highest) * 28}`).join(' ')
}

/**
 * Today's guests, connections and ad impressions, each with the last seven days as a sparkline, each opening
 * /analytics. The line is drawn for the eye; the seven values are said in words for screen readers.
 */
export function GuestsTodayCard({ week }: { week: Analytics }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(consoleLocale(i18n.language))
  return (
    <TitledCard title={t('dashboard.guests.title')} icon={ChartColumn} className="grid gap-2 sm:grid-cols-3">
      {figures.map((figure) => {
        const values = week.days.map((day) => day[figure])
        return (
          <Link
            key={figure}
            to="/analytics"
            className="grid gap-1 rounded-lg border p-3 outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              {t(`dashboard.guests.${figure}`)}
              <ChevronRight aria-hidden className="size-4" />
            </span>
            <span className="text-3xl font-bold tracking-tight tabular-nums">{number.format(values.at(-1) ?? 0)}</span>
            <svg aria-hidden viewBox="0 0 100 32" preserveAspectRatio="none" className="h-8 w-full text-primary">
              <polyline
                points={sparklinePoints(values)}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                vectorEffect="non-scaling-stroke"
                strokeLinejoin="round"
              />
            </svg>
            <span className="sr-only">
              {t('dashboard.guests.lastSevenDays', {
                values: values.map((value) => number.format(value)).join(', '),
              })}
            </span>
            <span aria-hidden className="text-xs text-muted-foreground">
              {t('dashboard.guests.sparkline')}
            </span>
          </Link>
        )
      })}
    </TitledCard>
  )
}
