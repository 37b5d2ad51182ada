import { accessPointUpdateSchema, adInputSchema, msg, venueDetailsSchema } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MessageKey } from '../src/lib/message-key'
import { initI18n } from './i18n'

/**
 * The texts a form shows under a field for the contract's rules (a field's message is its key, translated by
 * FormMessage), in both languages.
 */
let i18n: Awaited<ReturnType<typeof initI18n>>
beforeAll(async () => {
  i18n = await initI18n()
})

const inLanguage = (language: 'vi' | 'en', key: MessageKey) => i18n.getFixedT(language)(key)

/**
 * One test a row, for the text `key` has in `language`. Named expect… so that spec-strings.test.ts counts the rows'
 * texts as asserted, as it does an it.each table's.
 */
function expectEachText(texts: readonly (readonly ['vi' | 'en', MessageKey, string])[]) {
  it.each(texts)('says in %s %s as “%s”', (language, key, text) => {
    expect(inLanguage(language, key)).toBe(text)
  })
}

/** The message keys the contract gives the fields of `input`. */
function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('an ad’s addresses', () => {
  const ad = {
    title: 'Cà phê',
    description: 'Pha phin',
    componentType: 'video',
    startDate: '2026-01-01',
    endDate: '2026-01-31',
  } as const

  it('refuses a host that is no real host name, with the field’s own message', () => {
    const result = adInputSchema.safeParse({ ...ad, video: { url: 'http://x;sandbox/v.mp4' }, ctaUrl: 'http://a,b/' })
    expect(messagesOf(result)).toEqual({ 'video.url': msg.adVideoUrlInvalid, ctaUrl: msg.adCtaUrlInvalid })
  })

  expectEachText([
    ['en', msg.adVideoUrlInvalid, 'Please enter a valid video URL starting with http:// or https://'],
    ['vi', msg.adVideoUrlInvalid, 'Vui lòng nhập URL video hợp lệ, bắt đầu bằng http:// hoặc https://'],
    ['en', msg.adCtaUrlInvalid, 'Please enter a valid URL, such as https://example.com'],
    ['vi', msg.adCtaUrlInvalid, 'Vui lòng nhập URL hợp lệ, ví dụ https://vidu.com'],
  ])
})

describe('an SSID', () => {
  expectEachText([
    ['en', msg.ssidMax, 'The SSID must be at most 32 bytes (a Vietnamese letter with marks counts as 2 or 3)'],
    ['vi', msg.ssidMax, 'SSID tối đa 32 byte (mỗi chữ có dấu tính là 2 hoặc 3 byte)'],
    ['en', msg.ssidCharacters, 'The SSID cannot contain control characters such as a line break or a tab'],
    ['vi', msg.ssidCharacters, 'SSID không được chứa ký tự điều khiển như xuống dòng hay tab'],
  ])

  it('is counted in bytes, and refuses control characters, in the access point and venue forms alike', () => {
    const point = { name: 'ap-1', ssid: 'ệ'.repeat(11) }
    expect(messagesOf(accessPointUpdateSchema.safeParse(point))).toEqual({ ssid: msg.ssidMax })
    expect(messagesOf(accessPointUpdateSchema.safeParse({ ...point, ssid: 'Quán\nGió' }))).toEqual({
      ssid: msg.ssidCharacters,
    })
    expect(messagesOf(venueDetailsSchema.safeParse({ ssid: 'ệ'.repeat(11) }))).toEqual({ ssid: msg.ssidMax })
    expect(messagesOf(venueDetailsSchema.safeParse({ ssid: 'Quán\u001bGió' }))).toEqual({ ssid: msg.ssidCharacters })
  })
})
