import { analyticsRates, type AnalyticsBreakdownKind, type AnalyticsFigures } from '@wifi/contract'
import type { TFunction } from 'i18next'
import { consoleLocale } from '@/lib/console-dates'
import { formatBytes, formatDuration } from '@/lib/figure-format'

/** A share of a whole, null when there is nothing to divide by (no impressions: no rate). */
export const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null)

/** What the guests of a place or an ad did once connecting: the headline's last figures, each table row's too. */
const connectionFigures = [
  'connections',
  'connectionRate',
  'ctaClicks',
  'clickThroughRate',
  'onlineMinutes',
  'medianSession',
  'dataUsed',
] as const

/** The headline figures, in the order the page shows them, each read from a period's figures. */
export const headlineFigures = [
  'uniqueDevices',
  'newDevices',
  'returningDevices',
  'returnsPerReturningDevice',
  'visitsPerDevice',
  'pagesShown',
  'impressions',
  'countdownsCompleted',
  'tasksPassed',
  ...connectionFigures,
] as const

/** The device figures, which a period that has not ended is not compared on (whole days only). */
export const deviceFigures = new Set<HeadlineFigure>([
  'uniqueDevices',
  'newDevices',
  'returningDevices',
  'returnsPerReturningDevice',
  'visitsPerDevice',
])

/**
 * A table's figure columns, in order: each row's devices (an ad's reach, with its frequency), then the funnel and
 * what the connected guests did.
 */
export function breakdownFigures(by: AnalyticsBreakdownKind) {
  const devices = by === 'ad' ? (['reach', 'frequency'] as const) : (['devices'] as const)
  return [...devices, 'pagesShown', 'impressions', ...connectionFigures] as const
}
type BreakdownFigure = ReturnType<typeof breakdownFigures>[number]
export type HeadlineFigure = (typeof headlineFigures)[number]
type Figure = HeadlineFigure | BreakdownFigure

/** Rates change in percentage points; the rest in percent of the previous value. */
const isRate = (figure: Figure) => figure === 'connectionRate' || figure === 'clickThroughRate'
/** Averages with a decimal: impressions, returns or visits per device. */
const averages = new Set<Figure>(['frequency', 'returnsPerReturningDevice', 'visitsPerDevice'])
const isAverage = (figure: Figure) => averages.has(figure)

type DeviceFigure = 'uniqueDevices' | 'newDevices' | 'returningDevices' | 'randomisedDevices'
/** A period's figures, or a table row's, which has its devices instead of the period's kinds of device. */
type Figures = Omit<AnalyticsFigures, DeviceFigure> &
  Partial<Pick<AnalyticsFigures, DeviceFigure>> & { devices?: number }

/** A figure's value: a count, a share (0…1), an average, seconds or bytes; null when it has none. */
export function figureValue(figures: Figures, figure: Figure): number | null {
  switch (figure) {
    case 'connectionRate':
      return ratio(...analyticsRates.connectionRate(figures))
    case 'clickThroughRate':
      return ratio(...analyticsRates.clickThroughRate(figures))
    case 'medianSession':
      return figures.medianSessionSeconds
    case 'dataUsed':
      return figures.bytesDown + figures.bytesUp
    case 'devices':
    case 'reach':
      return figures.devices ?? null
    case 'frequency':
      return ratio(figures.measuredImpressions, figures.devices ?? 0)
    case 'returnsPerReturningDevice':
      return ratio(figures.returnVisits, figures.returningDevices ?? 0)
    case 'visitsPerDevice':
      return ratio(figures.measuredVisits, figures.uniqueDevices ?? 0)
    default:
      return figures[figure] ?? null
  }
}

/** Formats figures in the console's language: 1.234 and 12,5% in Vietnamese, 1,234 and 12.5% in English. */
export function figureFormat(language: string, t: TFunction) {
  const locale = consoleLocale(language)
  const whole = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return {
    number: (value: number) => whole.format(value),
    percent: (value: number) => percent.format(value),
    /** A figure's value as the page shows it. */
    figure(figure: Figure, value: number | null): string {
      if (value === null) return t('analytics.none')
      if (isRate(figure)) return percent.format(value)
      if (isAverage(figure)) return decimal.format(value)
      if (figure === 'medianSession') return formatDuration(value, t)
      if (figure === 'dataUsed') return formatBytes(value, language)
      return whole.format(value)
    },
    /**
     * The change from the previous period: rates in percentage points, the rest in percent; null when either period
     * has no value (no ended session, no impression).
     */
    change(figure: Figure, value: number | null, previous: number | null): ChangeText | null {
      if (value === null || previous === null) return null
      if (value === previous) return { direction: 'same', text: t('analytics.change.same') }
      const direction = value > previous ? 'up' : 'down'
      if (isRate(figure)) {
        const points = t('analytics.change.points', { value: decimal.format(Math.abs(value - previous) * 100) })
        return { direction, text: t(`analytics.change.${direction}`, { change: points }) }
      }
      if (previous === 0) return { direction, text: t('analytics.change.fromNothing') }
      const change = percent.format(Math.abs(value - previous) / previous)
      return { direction, text: t(`analytics.change.${direction}`, { change }) }
    },
  }
}

export interface ChangeText {
  direction: 'up' | 'down' | 'same'
  text: string
}
export type FigureFormat = ReturnType<typeof figureFormat>
