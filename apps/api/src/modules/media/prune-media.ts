import { and, lt, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { advertisements, media, mediaBlobs } from '../../db/schema.ts'

/**
 * How long an image may wait to be used by an ad: an upload belongs to a form being filled in, and a form left
 * open over a lunch break must still save.
 */
const unusedMediaRetentionHours = 24

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`

/**
 * Deletes media no ad shows, neither uploaded nor used within a day, then the blobs no media names. Rows that a
 * transaction at work renews (an ad saved with the media: used_at; an identical upload: stored_at) are locked by
 * it, and once it commits their renewed time no longer matches, so pruning never takes what is being saved.
 */
export async function pruneUnusedMedia(db: Database): Promise<void> {
  await db.delete(media).where(
    and(
      lt(sql`coalesce(${media.usedAt}, ${media.createdAt})`, hoursAgo(unusedMediaRetentionHours)),
      notExists(
        db
          .select({ one: sql`1` })
          .from(advertisements)
          .where(sql`${advertisements.images} @> jsonb_build_array(jsonb_build_object('mediaId', ${media.id}::text))`),
      ),
    ),
  )
  await db.delete(mediaBlobs).where(
    and(
      lt(mediaBlobs.storedAt, hoursAgo(unusedMediaRetentionHours)),
      notExists(
        db
          .select({ one: sql`1` })
          .from(media)
          .where(
            sql`${media.blobHash} = ${mediaBlobs.hash} or ${media.variants} @> jsonb_build_array(jsonb_build_object('hash', ${mediaBlobs.hash}))`,
          ),
      ),
    ),
  )
}
