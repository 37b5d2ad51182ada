import { adDayOf, type DeliveryReportQuery } from '@wifi/contract'
import { addDays } from '@/lib/vietnam-days'

/** The last 30 days in Vietnam, today included: the delivery report's period until the reader picks another. */
export function lastThirtyDays(now = new Date()): DeliveryReportQuery {
  const to = adDayOf(now)
  return { from: addDays(to, -29), to }
}

/**
 * The downloaded file's name: `delivery-report-<the ad's title in plain letters>-<from>-<to>.pdf`, Vietnamese marks
 * taken off (đ as d), so that it reads the same in every system's file list.
 */
export function deliveryReportFileName(title: string, { from, to }: DeliveryReportQuery): string {
  const plain = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '')
  return ['delivery-report', plain, from, to].filter(Boolean).join('-') + '.pdf'
}
