import { describe, expect, it } from 'vitest'
import { formatTimeAgo } from '../src/lib/relative-time'

const now = new Date('2026-03-12T09:00:00Z')
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('formatTimeAgo (the dashboard’s last sync)', () => {
  it('says how long ago in the largest whole unit, in English', () => {
    expect(
      [
        before(20),
        before(59),
        before(60),
        before(3 * 60 + 59),
        before(2 * 3600),
        before(26 * 3600),
        before(9 * 86400),
      ].map((moment) => formatTimeAgo(moment, now, 'en')),
    ).toEqual(['now', 'now', '1 minute ago', '3 minutes ago', '2 hours ago', 'yesterday', 'last week'])
  })

  it('speaks Vietnamese', () => {
    expect(formatTimeAgo(before(3 * 60), now, 'vi')).toBe('3 phút trước')
    expect(formatTimeAgo(before(5 * 3600), now, 'vi')).toBe('5 giờ trước')
  })

  it('reads a moment after `now` (clocks apart) as now, never as "in 2 seconds"', () => {
    expect(formatTimeAgo(new Date(now.getTime() + 2000), now, 'en')).toBe('now')
  })
})
