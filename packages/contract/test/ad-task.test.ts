import { describe, expect, it } from 'vitest'
import { adTaskPassed, checkAdTask, hasAdTask } from '../src/index.ts'

const nfc = (text: string) => text.normalize('NFC')
const nfd = (text: string) => text.normalize('NFD')

describe('an ad without a task', () => {
  it.each(['', '   ', null, undefined, ' - ! '])('has no task for the target %j', (target) => {
    expect(hasAdTask(target)).toBe(false)
    expect(checkAdTask(target, 'anything')).toBe('none')
    expect(adTaskPassed(target, '')).toBe(true)
  })
})

describe('the text task matches', () => {
  it.each([
    ['Phở bò', 'Phở bò'],
    ['Phở bò', 'PHỞ BÒ'],
    ['Phở bò', 'phở bò'],
    ['Phở bò', '  phở    bò  '],
    ['Phở bò', 'phởbò'],
    ['Phở bò', 'pho bo'],
    ['Phở bò', 'Pho Bo'],
    ['Phở bò', 'phơ bo'],
    ['Phở bò', 'phỏ bò'],
    ['Đà Nẵng', 'da nang'],
    ['Đà Nẵng', 'DA NANG'],
    ['Đà Nẵng', 'đà nẵng'],
    ['Đà Nẵng', 'Đa Năng'],
    ['Cà phê sữa đá', 'ca phe sua da'],
    ['Cà phê sữa đá', 'cà phê sữa đá.'],
    ['Trà sữa trân châu đường đen', 'tra sua tran chau duong den'],
    ['Giảm 20% hôm nay!', 'giam 20 hom nay'],
    ['Wi-Fi miễn phí', 'wifi mien phi'],
    ["McDonald's", 'McDonald’s'],
    ["McDonald's", 'mcdonalds'],
    ['Xin chào', 'xin chao. '],
    ['Highlands', 'ｈｉｇｈｌａｎｄｓ'],
  ])('%j typed as %j', (target, typed) => {
    expect(checkAdTask(target, typed)).toBe('match')
    expect(adTaskPassed(target, typed)).toBe(true)
  })

  it('whichever Unicode form the target is stored in and the keyboard types', () => {
    const target = 'Bánh mì Hội An'
    expect(nfc(target)).not.toBe(nfd(target))
    for (const stored of [nfc(target), nfd(target)]) {
      for (const typed of [nfc('bánh mì hội an'), nfd('bánh mì hội an'), nfd('banh mi hôi an'), 'banh mi hoi an']) {
        expect(checkAdTask(stored, typed)).toBe('match')
      }
    }
  })
})

describe('the text task does not match', () => {
  it.each([
    // A diacritic the target does not have, or another one, makes another letter.
    ['Phở bò', 'phô bò'],
    ['Phở bò', 'phó bò'],
    ['Phở bò', 'phở bó'],
    ['pho bo', 'phở bò'],
    ['Da Lat', 'Đà Lạt'],
    ['Cafe', 'café'],
    // Different, missing, extra or reordered letters.
    ['Phở bò', 'phi bo'],
    ['Phở bò', 'ph0 bo'],
    ['Phở bò', 'phở bò ngon'],
    ['Phở bò', 'bò phở'],
    ['Phở bò', 'pho bb'],
    ['Cà phê sữa đá', 'ca phe sua dá đá'],
    ['Giảm 20%', 'giam 2O'],
  ])('%j typed as %j', (target, typed) => {
    expect(checkAdTask(target, typed)).toBe('mismatch')
    expect(adTaskPassed(target, typed)).toBe(false)
  })

  it('is not done until the whole target is typed', () => {
    expect(checkAdTask('Phở bò', 'phở')).toBe('partial')
    expect(adTaskPassed('Phở bò', 'phở')).toBe(false)
    expect(checkAdTask('Phở bò', '   ')).toBe('empty')
    expect(adTaskPassed('Phở bò', '')).toBe(false)
  })
})

describe('live feedback while the guest types', () => {
  it('says keep going at every step of a correct answer, then match', () => {
    const typed = 'ca phe sua da'
    const states = [...typed].map((_, i) => checkAdTask('Cà phê sữa đá', typed.slice(0, i + 1)))
    expect(states.slice(0, -1).every((state) => state === 'partial')).toBe(true)
    expect(states.at(-1)).toBe('match')
  })

  it('says it does not match from the first wrong letter, and recovers when it is deleted', () => {
    expect(checkAdTask('Đà Nẵng', 'da')).toBe('partial')
    expect(checkAdTask('Đà Nẵng', 'do')).toBe('mismatch')
    expect(checkAdTask('Đà Nẵng', 'dó')).toBe('mismatch')
    expect(checkAdTask('Đà Nẵng', 'dà n')).toBe('partial')
    expect(checkAdTask('Đà Nẵng', nfd('đà nẵ'))).toBe('partial')
    expect(checkAdTask('Đà Nẵng', 'đà nẵngg')).toBe('mismatch')
  })
})
