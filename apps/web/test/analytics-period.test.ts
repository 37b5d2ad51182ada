import { adDayOf, type AnalyticsFigures } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { analyticsQueryOf, presetDays } from '@/features/analytics/analytics-period'

import { figureFormat, figureValue } from '@/features/analytics/analytics-format'
import { analyticsSearch } from '@/lib/analytics-search'
import { initI18n } from './i18n'

// /analytics: the period presets counted in Vietnam days, the address read into the report's query, and each
// headline figure's value and change as the page writes them in either language.

describe('the analytics period', () => {
  it('counts the presets from the day it is in Vietnam, not in UTC', () => {
    // 18:30 UTC on 30 November is already 1 December in Vietnam.
    const today = adDayOf(new Date('2026-11-30T18:30:00Z'))
    expect(today).toBe('2026-12-01')
    expect(presetDays('today', today)).toEqual({ from: '2026-12-01', to: '2026-12-01' })
    expect(presetDays('yesterday', today)).toEqual({ from: '2026-11-30', to: '2026-11-30' })
    expect(presetDays('last7', today)).toEqual({ from: '2026-11-25', to: '2026-12-01' })
    expect(presetDays('last30', today)).toEqual({ from: '2026-11-02', to: '2026-12-01' })
    expect(presetDays('thisMonth', today)).toEqual({ from: '2026-12-01', to: '2026-12-01' })
    expect(presetDays('lastMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetDays('lastMonth', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
  })

  it('reads the address: a custom period as given, a wrong one or an unknown preset as the last 7 days', () => {
    const now = new Date('2026-11-28T03:00:00Z')
    const venueId = '8f0e4c1a-2b3c-4d5e-8f9a-0b1c2d3e4f5a'
    expect(
      analyticsQueryOf(analyticsSearch({ period: 'custom', from: '2026-10-01', to: '2026-10-31', venueId }), now),
    ).toEqual({ from: '2026-10-01', to: '2026-10-31', venueId })
    expect(analyticsQueryOf(analyticsSearch({ period: 'custom', from: '2026-10-31', to: '2026-10-01' }), now)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
    })
    expect(analyticsQueryOf(analyticsSearch({ period: 'forever' }), now)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
    })
    // A filter that is not an id is dropped, not sent.
    expect(analyticsQueryOf(analyticsSearch({ period: 'today', adId: 'x' }), now)).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    })
  })
})

const figures = (values: Partial<AnalyticsFigures>): AnalyticsFigures => ({
  uniqueDevices: 0,
  newDevices: 0,
  returningDevices: 0,
  randomisedDevices: 0,
  pagesShown: 0,
  impressions: 0,
  measuredImpressions: 0,
  measuredVisits: 0,
  returnVisits: 0,
  countdownsCompleted: 0,
  adsClosed: 0,
  tasksPassed: 0,
  adConnections: 0,
  connections: 0,
  uncountedConnections: 0,
  ctaClicks: 0,
  onlineMinutes: 0,
  bytesDown: 0,
  bytesUp: 0,
  medianSessionSeconds: null,
  ...values,
})

describe('the headline figures', () => {
  it('writes values and changes with Vietnamese number formats, rates in points', async () => {
    const i18n = await initI18n('vi')
    const format = figureFormat('vi', i18n.t)
    const now = figures({ pagesShown: 1234, impressions: 1234, connections: 987, medianSessionSeconds: 1500 })
    const before = figures({ pagesShown: 1000, impressions: 1000, connections: 700, medianSessionSeconds: null })
    expect(format.figure('impressions', figureValue(now, 'impressions'))).toBe('1.234')
    expect(format.change('impressions', 1234, 1000)).toEqual({ direction: 'up', text: 'Tăng 23,4%' })
    // 80% of the pages shown against 70%: ten points.
    const rate = figureValue(now, 'connectionRate')
    expect(format.figure('connectionRate', rate)).toBe('80%')
    expect(format.change('connectionRate', rate, figureValue(before, 'connectionRate'))?.text).toBe('Tăng 10 điểm %')
    // No ended session before: no median, so no change to speak of.
    expect(format.figure('medianSession', figureValue(before, 'medianSession'))).toBe('—')
    expect(format.change('medianSession', 1500, null)).toBeNull()
    expect(format.change('connections', 5, 0)).toEqual({ direction: 'up', text: 'Kỳ trước chưa có' })
  })

  it('writes them in English too, the data in bytes and no rate without impressions', async () => {
    const i18n = await initI18n('en')
    const format = figureFormat('en', i18n.t)
    expect(
      format.figure(
        'dataUsed',
        figureValue(figures({ bytesDown: 3 * 1024 ** 3, bytesUp: 512 * 1024 ** 2 }), 'dataUsed'),
      ),
    ).toBe('3.5 GB')
    expect(figureValue(figures({ ctaClicks: 3 }), 'clickThroughRate')).toBeNull()
    expect(format.change('onlineMinutes', 900, 1200)).toEqual({ direction: 'down', text: 'Down 25%' })
    expect(format.change('onlineMinutes', 900, 900)).toEqual({ direction: 'same', text: 'No change' })
  })

  it('measures the connection rate against the pages shown, with or without an ad, never above 100%', () => {
    // 940 impressions, and 73 pages of returning guests shown no ad: 1,013 connections are 100% of the pages.
    const withoutAds = figures({ pagesShown: 1013, impressions: 940, adConnections: 940, connections: 1013 })
    expect(figureValue(withoutAds, 'connectionRate')).toBe(1)
    expect(figureValue(figures({ pagesShown: 200, connections: 150 }), 'connectionRate')).toBe(0.75)
  })

  it('writes an ad row’s reach and frequency, the visits per guest and the returns per returning guest, as averages', async () => {
    const i18n = await initI18n('vi')
    const format = figureFormat('vi', i18n.t)
    const row = { ...figures({ impressions: 900, measuredImpressions: 700 }), devices: 300 }
    expect(format.figure('reach', figureValue(row, 'reach'))).toBe('300')
    expect(format.figure('frequency', figureValue(row, 'frequency'))).toBe('2,3')
    expect(format.figure('frequency', figureValue({ ...row, devices: 0 }, 'frequency'))).toBe('—')
    const period = figures({ uniqueDevices: 400, measuredVisits: 1000 })
    expect(format.figure('visitsPerDevice', figureValue(period, 'visitsPerDevice'))).toBe('2,5')
    const loyal = figures({ uniqueDevices: 400, returningDevices: 120, returnVisits: 210 })
    expect(format.figure('returnsPerReturningDevice', figureValue(loyal, 'returnsPerReturningDevice'))).toBe('1,8')
    // Nobody came back: no average to show.
    expect(format.figure('returnsPerReturningDevice', figureValue(figures({}), 'returnsPerReturningDevice'))).toBe('—')
  })
})
