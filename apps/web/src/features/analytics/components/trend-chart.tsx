import type { Analytics } from '@wifi/contract'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { Button } from '@/components/ui/button'
import { consoleLocale, formatDay } from '@/lib/console-dates'
import type { FigureFormat } from '../analytics-format'

/** What the chart can show: by day any of these; by hour (a single day) only the counts the hours carry. */
const dayMetrics = ['connections', 'impressions', 'uniqueDevices', 'onlineMinutes'] as const
const hourMetrics = ['connections', 'impressions'] as const
type Metric = (typeof dayMetrics)[number]

interface Point {
  /** The axis's label; `title` says the same in full (the table, the summary). */
  label: string
  title: string
  value: number
}

/** A short day for the axis: 28/11 in Vietnamese, 28 Nov in English. */
const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(consoleLocale(language), {
    day: '2-digit',
    month: language.startsWith('vi') ? '2-digit' : 'short',
    timeZone: 'UTC',
  }).format(new Date(day))

/**
 * The period's figures by day, or by hour for a single day, as bars (Recharts, loaded with this page only), one figure
 * at a time. The chart is drawn for the eye; its text alternative is a sentence with the total and the highest point,
 * and the same figures as a table under "Show as a table".
 */
export function TrendChart({ report, format }: { report: Analytics; format: FigureFormat }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const [chosen, setChosen] = useState<Metric>('connections')
  const headingId = useId()
  const singleDay = report.days.length === 1
  const metrics: readonly Metric[] = singleDay ? hourMetrics : dayMetrics
  const metric = metrics.includes(chosen) ? chosen : 'connections'
  const metricName = t(`analytics.figures.${metric}`)

  const points: Point[] = singleDay
    ? Array.from({ length: 24 }, (_, hour) => {
        const cell = report.hours.find((entry) => entry.hour === hour)
        const value = metric === 'impressions' ? (cell?.impressions ?? 0) : (cell?.connections ?? 0)
        return { label: String(hour), title: `${hour}:00`, value }
      })
    : report.days.map((day) => ({
        label: shortDay(day.day, language),
        title: formatDay(day.day, language),
        value: day[metric],
      }))
  const total = points.reduce((sum, point) => sum + point.value, 0)
  const highest = points.reduce((top, point) => (point.value > top.value ? point : top), points[0]!)
  const first = report.days[0]!.day
  const last = report.days.at(-1)!.day
  const summary = singleDay
    ? t('analytics.chart.summaryHours', {
        metric: metricName,
        day: formatDay(first, language),
        max: format.number(highest.value),
        maxAt: highest.label,
        total: format.number(total),
      })
    : t('analytics.chart.summaryDays', {
        metric: metricName,
        from: formatDay(first, language),
        to: formatDay(last, language),
        max: format.number(highest.value),
        maxAt: highest.title,
        total: format.number(total),
      })

  return (
    <figure aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {t(singleDay ? 'analytics.chart.titleHours' : 'analytics.chart.titleDays')}
        </h2>
        <div role="group" aria-label={t('analytics.chart.metric')} className="flex flex-wrap gap-1">
          {metrics.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === metric ? 'secondary' : 'ghost'}
              aria-pressed={option === metric}
              onClick={() => setChosen(option)}
            >
              {t(`analytics.figures.${option}`)}
            </Button>
          ))}
        </div>
      </div>
      <div aria-hidden className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              minTickGap={12}
            />
            <YAxis
              width={56}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              tickFormatter={(value: number) => format.number(value)}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              labelFormatter={(_label, payload) => payload[0]?.payload.title ?? ''}
              formatter={(value) => [format.number(Number(value)), metricName]}
              contentStyle={{
                background: 'var(--popover)',
                color: 'var(--popover-foreground)',
                border: '1px solid var(--border)',
                borderRadius: 8,
              }}
            />
            <Bar dataKey="value" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {t('analytics.chart.showTable')}
        </summary>
        <table className="mt-2 w-full max-w-md text-left">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 font-medium">
                {t(singleDay ? 'analytics.chart.hour' : 'analytics.chart.day')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {metricName}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.title} className="border-b last:border-0">
                <th scope="row" className="py-1 font-normal">
                  {point.title}
                </th>
                <td className="py-1 text-right tabular-nums">{format.number(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
