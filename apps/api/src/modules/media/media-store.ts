import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { mediaBlobs, type MediaBlobType } from '../../db/schema.ts'

interface StoredBlob {
  contentType: MediaBlobType
  bytes: Buffer
}

/**
 * Where the bytes of images live, by the SHA-256 of their content (docs/decisions/018). The database is the store
 * by default, so every API process behind a load balancer serves the same files; an object store would implement
 * the same two calls.
 */
export interface MediaStore {
  /** Keeps `bytes` under `hash`; storing the same bytes again keeps one copy. */
  put(hash: string, contentType: MediaBlobType, bytes: Buffer): Promise<void>
  get(hash: string): Promise<StoredBlob | null>
}

/** The store in the `media_blobs` table; give it a transaction to store blobs with the row that names them. */
export function databaseMediaStore(db: Database): MediaStore {
  return {
    async put(hash, contentType, bytes) {
      await db
        .insert(mediaBlobs)
        .values({ hash, contentType, size: bytes.length, data: bytes })
        // Renewing stored_at locks the row and moves it out of pruning's reach (modules/media/prune-media.ts).
        .onConflictDoUpdate({ target: mediaBlobs.hash, set: { storedAt: sql`now()` } })
    },
    async get(hash) {
      const [row] = await db
        .select({ contentType: mediaBlobs.contentType, bytes: mediaBlobs.data })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.hash, hash))
      return row ?? null
    },
  }
}
