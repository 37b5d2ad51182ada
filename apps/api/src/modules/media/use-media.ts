import type { Media } from '@wifi/contract'
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { media } from '../../db/schema.ts'
import { toMediaView } from './media-view.ts'

/**
 * The stored media among `ids`, by id, marked as used by an ad being saved; ids not stored are simply absent.
 * Marking (rather than only reading) takes the rows out of pruning's reach, even one running at this moment.
 */
export async function useMedia(db: Database, ids: readonly string[]): Promise<Map<string, Media>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .update(media)
    .set({ usedAt: sql`now()` })
    .where(inArray(media.id, unique))
    .returning()
  return new Map(rows.map((row) => [row.id, toMediaView(row)]))
}
