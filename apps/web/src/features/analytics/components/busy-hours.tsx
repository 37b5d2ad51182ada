import type { Analytics } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { useIsNarrower } from '@/hooks/use-is-narrower'
import { consoleLocale } from '@/lib/console-dates'
import { cn } from '@/lib/utils'
import type { FigureFormat } from '../analytics-format'

const hoursOfDay = Array.from({ length: 24 }, (_, hour) => hour)
/** Monday first, as a Vietnamese week reads; the API counts 0 as Sunday. */
const weekdays = [1, 2, 3, 4, 5, 6, 0]
/**
 * The room the hours need side by side: the weekdays' 2.5 rem, the cells' 2 px spacing, and 14 px for each of the 24
 * hours, just more than "23" in the grid's 11 px figures. In less (a phone, 309 px) the hours go down the side instead.
 */
const hoursAcrossFrom = 40 + 26 * 2 + 24 * 14

/** A weekday's name in the console's language (5 January 2025 was a Sunday). */
const weekdayName = (weekday: number, locale: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2025, 0, 5 + weekday))

/**
 * When the venue is busy: connections by weekday and hour as a table whose cells are shaded by their count. Each
 * cell holds its number for screen readers and as a tooltip (printed in the cell, small numbers on the darker shades
 * would not keep their contrast); the busiest hour is said in words beneath.
 */
export function BusyHours({ hours, format }: { hours: Analytics['hours']; format: FigureFormat }) {
  const { t, i18n } = useTranslation()
  const locale = consoleLocale(i18n.language)
  const busiest = hours.reduce<Analytics['hours'][number] | undefined>(
    (top, cell) => (cell.connections > (top?.connections ?? 0) ? cell : top),
    undefined,
  )
  if (!busiest) return <p className="text-sm text-muted-foreground">{t('analytics.heatmap.empty')}</p>
  return (
    <div className="grid gap-2">
      <HeatGrid hours={hours} busiest={busiest.connections} format={format} />
      <p className="text-sm text-muted-foreground">
        {t('analytics.heatmap.busiest', {
          weekday: weekdayName(busiest.weekday, locale, 'long'),
          hour: busiest.hour,
          count: busiest.connections,
        })}
      </p>
    </div>
  )
}

/**
 * The grid itself, every hour in view at any width: the weekdays down the side and the hours across where the card
 * has the room, the other way round where it has not (a phone, or not much more), rather than hours cut off at the
 * card's edge. Both read as a table with a heading for each weekday and each hour.
 */
function HeatGrid({ hours, busiest, format }: { hours: Analytics['hours']; busiest: number; format: FigureFormat }) {
  const { t, i18n } = useTranslation()
  const locale = consoleLocale(i18n.language)
  const [region, narrow] = useIsNarrower<HTMLDivElement>(hoursAcrossFrom)
  const counts = new Map(hours.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.connections]))

  const weekdayHeading = (weekday: number, scope: 'row' | 'col') => (
    <th
      key={weekday}
      scope={scope}
      className={cn('font-normal whitespace-nowrap text-muted-foreground', scope === 'row' && 'pr-1 text-left')}
    >
      <abbr title={weekdayName(weekday, locale, 'long')} className="no-underline">
        {weekdayName(weekday, locale, 'short')}
      </abbr>
    </th>
  )
  const hourHeading = (hour: number, scope: 'row' | 'col') => (
    <th
      key={hour}
      scope={scope}
      className={cn('font-normal text-muted-foreground tabular-nums', scope === 'row' && 'pr-1 text-right')}
    >
      {hour}
    </th>
  )
  const cell = (weekday: number, hour: number) => {
    const count = counts.get(`${weekday}-${hour}`) ?? 0
    return (
      <td
        key={`${weekday}-${hour}`}
        title={t('analytics.heatmap.cell', { weekday: weekdayName(weekday, locale, 'long'), hour, count })}
        className={cn('rounded-sm', narrow ? 'h-5' : 'h-6')}
        style={{
          backgroundColor: `color-mix(in oklch, var(--primary) ${Math.round((count / busiest) * 100)}%, var(--muted))`,
        }}
      >
        <span className="sr-only">{format.number(count)}</span>
      </td>
    )
  }

  return (
    // Scrolls only if a phone's text is enlarged past what fits; the focus ring shows where the keyboard is.
    <div
      ref={region}
      className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-label={t('analytics.heatmap.caption')}
    >
      {/* Fixed layout: the columns share the width equally, whatever their headings. */}
      <table
        className={cn('w-full table-fixed border-separate border-spacing-0.5', narrow ? 'text-xs' : 'text-[0.6875rem]')}
      >
        <caption className="sr-only">{t('analytics.heatmap.caption')}</caption>
        {narrow ? (
          <>
            <thead>
              <tr>
                <th scope="col" className="w-8">
                  <span className="sr-only">{t('analytics.chart.hour')}</span>
                </th>
                {weekdays.map((weekday) => weekdayHeading(weekday, 'col'))}
              </tr>
            </thead>
            <tbody>
              {hoursOfDay.map((hour) => (
                <tr key={hour}>
                  {hourHeading(hour, 'row')}
                  {weekdays.map((weekday) => cell(weekday, hour))}
                </tr>
              ))}
            </tbody>
          </>
        ) : (
          <>
            <thead>
              <tr>
                <th scope="col" className="w-10">
                  <span className="sr-only">{t('analytics.heatmap.weekday')}</span>
                </th>
                {hoursOfDay.map((hour) => hourHeading(hour, 'col'))}
              </tr>
            </thead>
            <tbody>
              {weekdays.map((weekday) => (
                <tr key={weekday}>
                  {weekdayHeading(weekday, 'row')}
                  {hoursOfDay.map((hour) => cell(weekday, hour))}
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  )
}
