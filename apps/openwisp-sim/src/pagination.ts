import { detail, type SimRequest, type SimResponse } from './http.ts'
import type { JsonObject, JsonValue } from './types.ts'

const DEFAULT_PAGE_SIZE = 10
const MAX_PAGE_SIZE = 100

export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  items: T[]
  number: number
}

export type PageResult<T> = { ok: true; page: Page<T> } | { ok: false; response: SimResponse }

/** DRF's PageNumberPagination over an already ordered list. */
export function paginate<T>(items: readonly T[], request: SimRequest): PageResult<T> {
  const size = pageSize(request.query.get('page_size'))
  // Django's Paginator allows an empty first page.
  const pages = Math.max(1, Math.ceil(items.length / size))
  const number = pageNumber(request.query.get('page'), pages)
  if (number === null || number < 1 || number > pages) {
    return { ok: false, response: detail(404, 'Invalid page.') }
  }
  const start = (number - 1) * size
  return {
    ok: true,
    page: {
      count: items.length,
      next: number < pages ? linkTo(request, number + 1) : null,
      previous: number > 1 ? linkTo(request, number - 1) : null,
      items: items.slice(start, start + size),
      number,
    },
  }
}

/** A page as DRF answers it: `{ count, next, previous, results }`. */
export function envelope<T>(page: Page<T>, serialize: (item: T) => JsonValue): JsonObject {
  return { count: page.count, next: page.next, previous: page.previous, results: page.items.map(serialize) }
}

/** A bad or non-positive page_size falls back to the default; a large one is cut to the maximum. */
function pageSize(raw: string | null): number {
  if (raw === null || !/^\s*\+?\d+\s*$/.test(raw)) return DEFAULT_PAGE_SIZE
  const value = Number(raw.trim())
  if (value <= 0) return DEFAULT_PAGE_SIZE
  return Math.min(value, MAX_PAGE_SIZE)
}

function pageNumber(raw: string | null, pages: number): number | null {
  if (raw === null) return 1
  if (raw === 'last') return pages
  if (!/^\s*[+-]?\d+\s*$/.test(raw)) return null
  return Number(raw.trim())
}

/**
 * DRF's replace_query_param/remove_query_param: the page is replaced (or dropped for page 1), the other
 * parameters are kept, and Python's urlencode sorts them by name.
 */
function linkTo(request: SimRequest, page: number): string {
  const params = new Map<string, string[]>()
  for (const [key, value] of request.query) {
    const values = params.get(key)
    if (values) values.push(value)
    else params.set(key, [value])
  }
  if (page === 1) params.delete('page')
  else params.set('page', [String(page)])
  const query = [...params.keys()]
    .sort()
    .flatMap((key) => (params.get(key) ?? []).map((value) => `${quotePlus(key)}=${quotePlus(value)}`))
    .join('&')
  return `http://${request.host}${request.path}${query ? `?${query}` : ''}`
}

/** Python's urllib.parse.quote_plus: only letters, digits and `_.-~` stay as they are. */
function quotePlus(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}
