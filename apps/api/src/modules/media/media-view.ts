import { mediaPathPrefix, type Media } from '@wifi/contract'
import type { MediaBlobType, MediaRow } from '../../db/schema.ts'

const extensionOf: Record<MediaBlobType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }
const typeOf = new Map(Object.entries(extensionOf).map(([type, extension]) => [extension, type as MediaBlobType]))

/** Where a blob is served: `/media/<sha256>.<png|jpg|webp>`; the name changes whenever the bytes do. */
const mediaSrc = (hash: string, contentType: MediaBlobType) => `${mediaPathPrefix}${hash}.${extensionOf[contentType]}`

/** The hash and type a served file name stands for; null for any other name. */
export function parseMediaFileName(name: string): { hash: string; contentType: MediaBlobType } | null {
  const match = /^([0-9a-f]{64})\.([a-z]+)$/.exec(name)
  const contentType = match && typeOf.get(match[2] as string)
  return match && contentType ? { hash: match[1] as string, contentType } : null
}

/** A stored image as the API shows it. */
export function toMediaView(row: MediaRow): Media {
  return {
    id: row.id,
    src: mediaSrc(row.blobHash, row.contentType),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    variants: row.variants.map((variant) => ({
      width: variant.width,
      src: mediaSrc(variant.hash, 'image/webp'),
      bytes: variant.bytes,
    })),
  }
}
