import { afterEach, describe, expect, it, vi } from 'vitest'
import { dayToText, textToDay, textToTime } from '../src/components/date-field/day-text'
import { addMonths, monthWeeks, weekdayNames } from '../src/components/date-field/calendar-month'
import { formatDateTime, formatDay } from '../src/lib/console-dates'

afterEach(() => vi.unstubAllGlobals())

describe('dates as the console shows them (ADR 029)', () => {
  it('writes a day as dd/mm/yyyy in Vietnamese and day-month-year in English, never month first', () => {
    expect(formatDay('2026-11-25', 'vi')).toBe('25/11/2026')
    expect(formatDay('2026-11-25', 'en')).toBe('25 Nov 2026')
    // A regional form of the language, as a browser may report it, reads the same.
    expect(formatDay('2026-11-05', 'en-US')).toBe('5 Nov 2026')
  })

  it('writes times in 24 hours in both languages', () => {
    const evening = new Date(2026, 10, 25, 18, 5, 9).toISOString()
    expect(formatDateTime(evening, 'vi')).toBe('18:05 25/11/2026')
    expect(formatDateTime(evening, 'en')).toBe('25 Nov 2026, 18:05')
    expect(formatDateTime(evening, 'en', { seconds: true })).toBe('25 Nov 2026, 18:05:09')
    expect(formatDateTime(new Date(2026, 10, 25, 6, 0).toISOString(), 'vi')).toBe('06:00 25/11/2026')
  })

  it('ignores the browser’s own locale (an en-US browser still reads 25/11/2026 in Vietnamese)', () => {
    vi.stubGlobal('navigator', { language: 'en-US', languages: ['en-US'] })
    expect(formatDay('2026-11-25', 'vi')).toBe('25/11/2026')
    expect(dayToText('2026-11-25')).toBe('25/11/2026')
  })
})

describe('days and times as an operator types them', () => {
  it('reads dd/mm/yyyy with any of / . - and one-figure days and months', () => {
    expect(textToDay('25/11/2026')).toBe('2026-11-25')
    expect(textToDay(' 5.1.2027 ')).toBe('2027-01-05')
    expect(textToDay('29-02-2028')).toBe('2028-02-29')
  })

  it('refuses what is no day in that order instead of guessing', () => {
    for (const text of ['11/25/2026', '31/04/2026', '29/02/2027', '25/11/26', '2026-11-25', 'mai', '']) {
      expect(textToDay(text), text).toBeNull()
    }
  })

  it('shows the form’s day back as dd/mm/yyyy, and a half-typed one as it is', () => {
    expect(dayToText('2027-01-05')).toBe('05/01/2027')
    expect(dayToText('25/11')).toBe('25/11')
  })

  it('reads a time in 24 hours, loosely spelled', () => {
    expect(['6', '7h', '06:00', '6:30', '0630', '6h30', '18.05', '24:00'].map(textToTime)).toEqual([
      '06:00',
      '07:00',
      '06:00',
      '06:30',
      '06:30',
      '06:30',
      '18:05',
      '24:00',
    ])
    for (const text of ['6 PM', '25:00', '24:30', '12:60', '6:5', '']) expect(textToTime(text), text).toBeNull()
  })
})

describe('the calendar’s month', () => {
  it('starts its weeks on Monday, with the days of other months left blank', () => {
    // 1 November 2026 is a Sunday.
    const weeks = monthWeeks('2026-11-25')
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(weeks.flat().filter(Boolean)).toHaveLength(30)
  })

  it('names the weekdays in the console’s language, Monday first', () => {
    expect(weekdayNames('vi').map((day) => day.short)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'])
    expect(weekdayNames('en')[0]).toEqual({ short: 'Mon', long: 'Monday' })
  })

  it('moves by month to the last day a shorter month has', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15')
  })
})
