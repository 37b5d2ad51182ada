import type { GuestSession } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { leftText, leftUnderPolicy } from '@/features/guest-sessions/session-figures'
import { formatBytes, formatDuration } from '@/lib/figure-format'
import { initI18n } from './i18n'

// The guest sessions list's figures: data in KB/MB/GB, times online, and what an online guest has left.

let i18n: Awaited<ReturnType<typeof initI18n>>
beforeAll(async () => {
  i18n = await initI18n('en')
})

const session = (fields: Partial<GuestSession>): GuestSession => ({
  handle: '0b7f7c8e-2f7a-4a39-9d3c-3f1c2b9a1e55',
  venueId: 'c3b0a1d2-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  venueName: 'Cà phê Hiên Nhà',
  accessPointId: 'd4c1b2e3-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
  accessPointName: 'ap-hien-nha-01',
  gatewayKind: 'chilli',
  deviceLabel: '0B7F7C',
  startedAt: '2026-11-27T08:00:00.000Z',
  endedAt: null,
  durationSeconds: 1800,
  bytesDown: 300 * 1024 * 1024,
  bytesUp: 100 * 1024 * 1024,
  endCause: null,
  returning: false,
  policy: {
    sessionMinutes: 60,
    idleMinutes: null,
    downloadKbps: null,
    uploadKbps: null,
    dataQuotaMb: 1024,
    adAgainAfterHours: null,
  },
  ...fields,
})

describe('the guest sessions’ figures', () => {
  it('give data in units of 1,024, to one decimal under 100, as each language writes numbers', () => {
    expect(formatBytes(0, 'en')).toBe('0 B')
    expect(formatBytes(1023, 'en')).toBe('1,023 B')
    expect(formatBytes(1536, 'en')).toBe('1.5 KB')
    expect(formatBytes(1536, 'vi')).toBe('1,5 KB')
    expect(formatBytes(250 * 1024 * 1024, 'en')).toBe('250 MB')
    expect(formatBytes(5000 * 1024 * 1024, 'vi')).toBe('4,9 GB')
  })

  it('give a time online in seconds, minutes, or hours and minutes', async () => {
    await i18n.changeLanguage('en')
    expect(formatDuration(45, i18n.t)).toBe('45 s')
    expect(formatDuration(12 * 60 + 59, i18n.t)).toBe('12 min')
    expect(formatDuration(2 * 3600 + 5 * 60, i18n.t)).toBe('2 h 05 min')
    await i18n.changeLanguage('vi')
    expect(formatDuration(2 * 3600 + 5 * 60, i18n.t)).toBe('2 giờ 05 phút')
  })

  it('leave a CoovaChilli guest the session’s rest and the quota less both directions', () => {
    expect(leftUnderPolicy(session({}))).toEqual({ seconds: 1800, bytes: 624 * 1024 * 1024 })
  })

  it('leave an openNDS guest the quota less the busier direction, which each direction gets whole', () => {
    expect(leftUnderPolicy(session({ gatewayKind: 'opennds' }))).toEqual({ seconds: 1800, bytes: 724 * 1024 * 1024 })
  })

  it('never leave less than nothing, nothing where the policy set no limit, and no figure for an ended session', () => {
    expect(leftUnderPolicy(session({ durationSeconds: 4000, bytesDown: 2 * 1024 ** 3 }))).toEqual({
      seconds: 0,
      bytes: 0,
    })
    expect(
      leftUnderPolicy(session({ policy: { ...session({}).policy!, sessionMinutes: null, dataQuotaMb: null } })),
    ).toEqual({
      seconds: null,
      bytes: null,
    })
    expect(leftUnderPolicy(session({ endedAt: '2026-11-27T08:30:00.000Z', endCause: 'user' }))).toBeNull()
    expect(leftUnderPolicy(session({ policy: null }))).toBeNull()
  })

  it('say what is left in one phrase, the units telling time from data', async () => {
    await i18n.changeLanguage('vi')
    expect(leftText(session({}), i18n.t, 'vi')).toBe('30 phút · 624 MB')
    expect(leftText(session({ policy: { ...session({}).policy!, dataQuotaMb: null } }), i18n.t, 'vi')).toBe('30 phút')
    await i18n.changeLanguage('en')
    expect(
      leftText(session({ policy: { ...session({}).policy!, sessionMinutes: null, dataQuotaMb: null } }), i18n.t, 'en'),
    ).toBe('No limit')
    expect(leftText(session({ endedAt: '2026-11-27T08:30:00.000Z', endCause: 'idle' }), i18n.t, 'en')).toBeNull()
  })
})
