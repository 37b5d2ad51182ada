/**
 * Searching the articles as an operator types, on a phone keyboard without Vietnamese often enough: case and
 * diacritics do not matter ("dong bo" finds "đồng bộ", and "đồng bộ" finds "dong bo"). Words match from their start
 * ("sync" finds "syncing", "bo" does not find "kebob"). Several words are first looked for as a phrase, since
 * Vietnamese words are short syllables ("đồng bộ" is one word in two); when no article holds the phrase, articles
 * holding every word, in any order, are found instead.
 */

const combiningMarks = /\p{M}/gu

/** One character folded: its marks dropped (NFD), đ read as d (Unicode does not decompose its stroke), lower case. */
function foldCharacter(character: string): string {
  return character.normalize('NFD').replace(combiningMarks, '').replace(/[đĐ]/g, 'd').replace(/\s/g, ' ').toLowerCase()
}

export function foldForSearch(text: string): string {
  return Array.from(text.normalize('NFC'), foldCharacter).join('')
}

/** The folded text with, for each of its characters, where it came from in the original (for excerpts). */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = ''
  const origins: number[] = []
  let offset = 0
  for (const character of text) {
    for (const piece of foldCharacter(character)) {
      folded += piece
      origins.push(offset)
    }
    offset += character.length
  }
  return { folded, origins }
}

const wordCharacter = /[\p{L}\p{N}]/u

/** Where `word` first appears at the start of a word of `text` (both folded), or -1. */
function wordStart(text: string, word: string): number {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !wordCharacter.test(text[at - 1] ?? '')) return at
  }
  return -1
}

export interface Searchable {
  title: string
  body: string
}

/** Where the match is in an article's text, with some words either side. */
interface Excerpt {
  before: string
  match: string
  after: string
}

export interface SearchHit<Item> {
  item: Item
  /** Absent when only the title matched (or nothing was searched). */
  excerpt?: Excerpt
}

interface Folded<Item> {
  item: Item
  title: string
  body: string
  folded: { folded: string; origins: number[] }
}

const excerptRadius = 70

/** The items that hold the query, those whose title holds it first; all of them, in order, for an empty query. */
export function searchArticles<Item extends Searchable>(items: readonly Item[], query: string): SearchHit<Item>[] {
  const words = foldForSearch(query).split(' ').filter(Boolean)
  if (words.length === 0) return items.map((item) => ({ item }))
  const folded: Folded<Item>[] = items.map((item) => {
    const body = item.body.normalize('NFC')
    return { item, title: foldForSearch(item.title), body, folded: foldWithOrigins(body) }
  })
  const phrase = words.join(' ')
  const byPhrase = hitsFor(folded, [phrase])
  return words.length > 1 && byPhrase.length === 0 ? hitsFor(folded, words) : byPhrase
}

function hitsFor<Item>(items: Folded<Item>[], needles: string[]): SearchHit<Item>[] {
  const hits = items.flatMap(({ item, title, body, folded }) => {
    const inTitle = needles.map((needle) => wordStart(title, needle) !== -1)
    const inBody = needles.map((needle) => wordStart(folded.folded, needle))
    if (!needles.every((_, index) => inTitle[index] || inBody[index] !== -1)) return []
    const first = inBody.findIndex((position) => position !== -1)
    const at = inBody[first]
    const excerpt = at === undefined ? undefined : excerptAt(body, folded.origins, at, needles[first]?.length ?? 0)
    return [{ item, excerpt, inTitle: inTitle.filter(Boolean).length }]
  })
  // A stable sort: equally good hits keep the articles' own order.
  return hits.sort((a, b) => b.inTitle - a.inTitle).map(({ item, excerpt }) => ({ item, excerpt }))
}

/** The words around the folded text's `[at, at + length)`, cut at spaces, in the article's own spelling. */
function excerptAt(body: string, origins: number[], at: number, length: number): Excerpt {
  const matchStart = origins[at] ?? 0
  const matchEnd = origins[at + length] ?? body.length
  // Some words either side, cut at a space unless the text starts or ends there.
  const start = origins[at - excerptRadius] ?? 0
  const end = origins[at + length + excerptRadius] ?? body.length
  const from = start === 0 ? 0 : Math.min(matchStart, body.indexOf(' ', start) + 1)
  const lastSpace = body.lastIndexOf(' ', end)
  const to = end === body.length || lastSpace < matchEnd ? end : lastSpace
  const tidy = (text: string) => text.replace(/\s+/g, ' ')
  return {
    before: `${from > 0 ? '… ' : ''}${tidy(body.slice(from, matchStart)).trimStart()}`,
    match: body.slice(matchStart, matchEnd),
    after: `${tidy(body.slice(matchEnd, to)).trimEnd()}${to < body.length ? ' …' : ''}`,
  }
}
