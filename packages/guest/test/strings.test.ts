import { describe, expect, it } from 'vitest'
import { guestLanguages } from '../src/model.ts'
import { guestNoticeStrings, noticeDate, shortHash } from '../src/notice-strings.ts'
import { guestStrings, type GuestStrings } from '../src/strings.ts'

/** Every text of a dictionary, the functions called with sample values. */
function textsOf(strings: GuestStrings): Record<string, string> {
  const samples: Record<string, unknown[]> = {
    documentTitle: ['Quán A'],
    imageOf: [2, 3],
    waitSeconds: [7],
    closeAdIn: [3],
  }
  return Object.fromEntries(
    Object.entries(strings).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? (value as (...args: unknown[]) => string)(...(samples[key] ?? []))
        : typeof value === 'string'
          ? value
          : JSON.stringify(value),
    ]),
  )
}

describe('the guest page’s dictionary', () => {
  it('has every text in both languages, none empty', () => {
    const vi = textsOf(guestStrings.vi)
    const en = textsOf(guestStrings.en)
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort())
    for (const language of guestLanguages) {
      for (const [key, text] of Object.entries(textsOf(guestStrings[language]))) {
        expect(text.trim(), `${language}.${key}`).not.toBe('')
      }
    }
  })

  it('translates every text that is not a name (the two languages differ)', () => {
    const vi = textsOf(guestStrings.vi)
    const en = textsOf(guestStrings.en)
    const same = Object.keys(vi).filter((key) => vi[key] === en[key])
    expect(same).toEqual(['languageNames'])
  })

  it('says SPEC’s exact words while connecting', () => {
    expect(guestStrings.en.connecting).toBe('Connecting to Wi-Fi...')
    expect(guestStrings.vi.connecting).toBe('Đang kết nối Wi-Fi...')
  })

  it('fills in numbers and names, with English singular and plural', () => {
    expect(guestStrings.vi.waitSeconds(1)).toBe('Vui lòng chờ 1 giây')
    expect(guestStrings.en.waitSeconds(1)).toBe('Please wait 1 second')
    expect(guestStrings.en.waitSeconds(12)).toBe('Please wait 12 seconds')
    expect(guestStrings.vi.imageOf(2, 3)).toBe('Ảnh 2 trên 3')
    expect(guestStrings.en.documentTitle('Quán A')).toBe('Free Wi-Fi – Quán A')
  })
})

describe('the notice pages’ words', () => {
  const days = { guestSessions: 90, consents: 730, adReports: 365 }

  it('say each piece of data, its purpose and how long it is kept, in both languages, none empty', () => {
    const vi = guestNoticeStrings.vi.facts(days)
    const en = guestNoticeStrings.en.facts(days)
    expect(vi).toHaveLength(en.length)
    for (const fact of [...vi, ...en]) {
      for (const text of Object.values(fact)) expect(text.trim()).not.toBe('')
    }
    expect(vi.map((fact) => fact.kept)).toContain('365 ngày')
    expect(en.map((fact) => fact.kept)).toContain('365 days')
    expect(Object.keys(guestNoticeStrings.vi).sort()).toEqual(Object.keys(guestNoticeStrings.en).sort())
  })

  it('write the version with the date in Vietnam and a short hash', () => {
    const iso = '2026-11-26T18:30:00.000Z'
    expect(guestNoticeStrings.vi.version(3, noticeDate(iso, 'vi'), shortHash('1a2b3c4d5e6f'))).toBe(
      'Phiên bản 3 · 27/11/2026 · mã băm 1a2b3c4d…',
    )
    expect(guestNoticeStrings.en.version(3, noticeDate(iso, 'en'), shortHash('1a2b3c4d5e6f'))).toBe(
      'Version 3 · 27 Nov 2026 · hash 1a2b3c4d…',
    )
  })
})
