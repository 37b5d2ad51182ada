import { createHash } from 'node:crypto'
import { mediaLimits, type Media } from '@wifi/contract'
import type { Database } from '../../db/client.ts'
import { media } from '../../db/schema.ts'
import { mediaTooLarge } from './media-errors.ts'
import { databaseMediaStore } from './media-store.ts'
import { toMediaView } from './media-view.ts'
import { processImage } from './process-image.ts'
import { inProcessingSlot } from './processing-slots.ts'

export interface StoreImageOptions {
  /** The user who uploaded or fetched it; null for images the server ships (the demo's). */
  uploadedBy: string | null
  /** The address the image was fetched from, if it was. */
  sourceUrl?: string | null
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Checks, cleans and stores an image (PNG or JPEG, at most `mediaLimits.maxBytes`), with its phone-sized
 * variants; answers the new media. Throws ApiError MEDIA_TOO_LARGE, MEDIA_UNSUPPORTED or MEDIA_UNREADABLE and then
 * stores nothing. Processing waits for one of a few slots, so uploads at once queue instead of starving the server.
 */
export async function storeImage(db: Database, bytes: Buffer, options: StoreImageOptions): Promise<Media> {
  if (bytes.length > mediaLimits.maxBytes) throw mediaTooLarge()
  const image = await inProcessingSlot(() => processImage(bytes))
  const fullHash = sha256(image.full.bytes)
  const variants = image.variants.map((variant) => ({ ...variant, hash: sha256(variant.bytes) }))

  return db.transaction(async (tx) => {
    const store = databaseMediaStore(tx)
    await store.put(fullHash, image.contentType, image.full.bytes)
    for (const variant of variants) await store.put(variant.hash, 'image/webp', variant.bytes)
    const [row] = await tx
      .insert(media)
      .values({
        blobHash: fullHash,
        contentType: image.contentType,
        width: image.full.width,
        height: image.full.height,
        bytes: image.full.bytes.length,
        variants: variants.map((variant) => ({
          width: variant.width,
          hash: variant.hash,
          bytes: variant.bytes.length,
        })),
        uploadedBy: options.uploadedBy,
        sourceUrl: options.sourceUrl ?? null,
      })
      .returning()
    if (!row) throw new Error('media insert returned no row')
    return toMediaView(row)
  })
}
