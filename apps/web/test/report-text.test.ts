import { describe, expect, it } from 'vitest'
import { formatPeriod, formatVietnamTime } from '@/features/report-subscriptions/report-text'

// The email reports' times are Vietnam's whatever the browser's time zone: Monday 08:00 there is 01:00 UTC.
describe('the email reports’ times', () => {
  it('writes a moment in Vietnam time, with the weekday, in the console’s language', () => {
    const mondayEight = '2026-11-30T01:00:00.000Z'
    expect(formatVietnamTime(mondayEight, 'vi')).toBe('08:00 Thứ Hai, 30/11/2026')
    expect(formatVietnamTime(mondayEight, 'en')).toBe('Monday, 30 Nov 2026, 08:00')
    // The first of the month, just after midnight UTC+7, is still the previous day in UTC.
    expect(formatVietnamTime('2026-11-30T17:30:00.000Z', 'en')).toBe('Tuesday, 1 Dec 2026, 00:30')
  })

  it('writes a delivery’s period as its first and last day', () => {
    const period = { periodStart: '2026-11-23', periodEnd: '2026-11-29' }
    expect(formatPeriod(period, 'vi')).toBe('23/11/2026 – 29/11/2026')
    expect(formatPeriod(period, 'en')).toBe('23 Nov 2026 – 29 Nov 2026')
  })
})
