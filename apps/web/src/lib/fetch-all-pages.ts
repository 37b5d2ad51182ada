import type { ListResponse } from '@wifi/contract'

/** An export reads at most this many rows: enough for any venue's or operator's list, bounded for the browser. */
export const exportRowLimit = 10_000
const exportPageSize = 100

/**
 * Every row of a filtered, sorted list, page by page, up to `exportRowLimit`. Reports whether rows were left
 * out, so the caller can say so.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<ListResponse<T>>,
): Promise<{ rows: T[]; truncated: boolean }> {
  const rows: T[] = []
  for (let page = 1; ; page++) {
    const result = await fetchPage(page, exportPageSize)
    rows.push(...result.items)
    if (rows.length >= result.total || result.items.length === 0) return { rows, truncated: false }
    if (rows.length >= exportRowLimit) return { rows: rows.slice(0, exportRowLimit), truncated: true }
  }
}
