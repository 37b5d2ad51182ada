import type { ReportDelivery } from '@wifi/contract'
import { consoleLocale, formatDay } from '@/lib/console-dates'

/**
 * A moment in Vietnam time (the reports' clock, whatever the browser's time zone), to the minute, 24-hour, with the
 * weekday: "08:00 Thứ Hai, 30/11/2026" / "Monday, 30 Nov 2026, 08:00".
 */
export function formatVietnamTime(iso: string, language: string): string {
  const vietnamese = language.startsWith('vi')
  return new Intl.DateTimeFormat(consoleLocale(language), {
    weekday: 'long',
    ...(vietnamese
      ? { day: '2-digit', month: '2-digit', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(iso))
}

/** A delivery's period: "23/11/2026 – 29/11/2026". */
export const formatPeriod = (delivery: Pick<ReportDelivery, 'periodStart' | 'periodEnd'>, language: string) =>
  `${formatDay(delivery.periodStart, language)} – ${formatDay(delivery.periodEnd, language)}`
