import type { Analytics } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { consoleLocale } from '@/lib/console-dates'
import type { FigureFormat } from '../analytics-format'

const hoursOfDay = Array.from({ length: 24 }, (_, hour) => hour)
/** Monday first, as a Vietnamese week reads; the API counts 0 as Sunday. */
const weekdays = [1, 2, 3, 4, 5, 6, 0]

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
  const counts = new Map(hours.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.connections]))
  const busiest = hours.reduce<Analytics['hours'][number] | undefined>(
    (top, cell) => (cell.connections > (top?.connections ?? 0) ? cell : top),
    undefined,
  )
  if (!busiest) return <p className="text-sm text-muted-foreground">{t('analytics.heatmap.empty')}</p>
  return (
    <div className="grid gap-2">
      {/* Scrolls sideways on a phone; the focus ring shows where the keyboard is. */}
      <div
        className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        tabIndex={0}
        role="region"
        aria-label={t('analytics.heatmap.caption')}
      >
        <table className="border-separate border-spacing-0.5 text-[0.6875rem]">
          <caption className="sr-only">{t('analytics.heatmap.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="sr-only">
                {t('analytics.heatmap.weekday')}
              </th>
              {hoursOfDay.map((hour) => (
                <th key={hour} scope="col" className="w-6 font-normal text-muted-foreground tabular-nums">
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekdays.map((weekday) => (
              <tr key={weekday}>
                <th scope="row" className="pr-1 text-left font-normal whitespace-nowrap text-muted-foreground">
                  <abbr title={weekdayName(weekday, locale, 'long')} className="no-underline">
                    {weekdayName(weekday, locale, 'short')}
                  </abbr>
                </th>
                {hoursOfDay.map((hour) => {
                  const count = counts.get(`${weekday}-${hour}`) ?? 0
                  const strength = count / busiest.connections
                  return (
                    <td
                      key={hour}
                      title={t('analytics.heatmap.cell', {
                        weekday: weekdayName(weekday, locale, 'long'),
                        hour,
                        count,
                      })}
                      className="h-6 w-6 rounded-sm"
                      style={{
                        backgroundColor: `color-mix(in oklch, var(--primary) ${Math.round(strength * 100)}%, var(--muted))`,
                      }}
                    >
                      <span className="sr-only">{format.number(count)}</span>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
