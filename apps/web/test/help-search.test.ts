import { describe, expect, it } from 'vitest'
import { helpArticles } from '../src/features/help-center/lib/articles'
import { foldForSearch, searchArticles } from '../src/features/help-center/lib/search'

const items = [
  { title: 'Khắc phục sự cố: đồng bộ thất bại', body: 'Một lần đồng bộ thất bại không thay đổi gì.' },
  { title: 'Quảng cáo', body: 'Khách gõ "phở bò" trước khi kết nối. Đường dẫn đăng nhập.' },
  { title: 'Sync failures', body: 'A failed SYNC changes nothing.' },
  { title: 'Gateways', body: 'Hoạt động của bộ định tuyến.' },
]
const titles = (query: string) => searchArticles(items, query).map(({ item }) => item.title)

describe('the Help Center search', () => {
  it('folds case, diacritics and đ', () => {
    expect(foldForSearch('Đồng Bộ')).toBe('dong bo')
    expect(foldForSearch('PHỞ BÒ')).toBe('pho bo')
    // The same text in decomposed form folds the same.
    expect(foldForSearch('đồng bộ'.normalize('NFD'))).toBe('dong bo')
  })

  it('finds "đồng bộ" from "dong bo", and the other way round', () => {
    expect(titles('dong bo')).toEqual(['Khắc phục sự cố: đồng bộ thất bại'])
    expect(titles('ĐỒNG BỘ')).toEqual(['Khắc phục sự cố: đồng bộ thất bại'])
    expect(titles('duong dan')).toEqual(['Quảng cáo'])
  })

  it('looks for several words as a phrase first, so short Vietnamese syllables do not match anywhere', () => {
    // "động" and "bộ" are both in the last item, but not as "đồng bộ".
    expect(titles('dong bo')).toEqual(['Khắc phục sự cố: đồng bộ thất bại'])
    expect(titles('dong')).toEqual(['Khắc phục sự cố: đồng bộ thất bại', 'Gateways'])
  })

  it('finds every word, in any order, when no item holds the phrase', () => {
    expect(titles('sync nothing')).toEqual(['Sync failures'])
    expect(titles('nothing sync')).toEqual(['Sync failures'])
    expect(titles('sync banana')).toEqual([])
  })

  it('matches words from their start', () => {
    expect(titles('chang')).toEqual(['Sync failures'])
    expect(titles('hanges')).toEqual([])
  })

  it('lists everything for an empty query, and title matches first', () => {
    expect(titles('  ')).toHaveLength(4)
    const ranked = searchArticles([items[1]!, items[0]!], 'dong bo')
    expect(ranked.map(({ item }) => item.title)).toEqual(['Khắc phục sự cố: đồng bộ thất bại'])
    expect(searchArticles(items, 'failed')[0]?.item.title).toBe('Sync failures')
  })

  it('shows where a body match is, in the original spelling, with the words around it', () => {
    const [hit] = searchArticles(items, 'pho bo')
    expect(hit?.excerpt).toEqual({
      before: 'Khách gõ "',
      match: 'phở bò',
      after: '" trước khi kết nối. Đường dẫn đăng nhập.',
    })
    const long = { title: 'Long', body: `${'một hai ba '.repeat(20)}đồng bộ${' bốn năm sáu'.repeat(20)}` }
    const [cut] = searchArticles([long], 'DONG BO')
    expect(cut?.excerpt?.match).toBe('đồng bộ')
    expect(cut?.excerpt?.before).toMatch(/^… (một|hai|ba) .* ba $/)
    expect(cut?.excerpt?.after).toMatch(/^ bốn .* (bốn|năm|sáu) …$/)
    // A title match alone has nothing to show from the body.
    expect(searchArticles(items, 'quang cao')[0]?.excerpt).toBeUndefined()
  })

  it('finds the real articles about syncing without diacritics', () => {
    const found = searchArticles(helpArticles('vi'), 'dong bo').map(({ item }) => item.slug)
    // The two whose titles say "đồng bộ" come first, then those that mention it.
    expect(found.slice(0, 2).sort()).toEqual(['access-points-and-sync', 'sync-failures'])
    expect(found.length).toBeGreaterThan(2)
    expect(searchArticles(helpArticles('en'), 'opennds')[0]?.item.slug).toBe('opennds-gateway')
  })
})
