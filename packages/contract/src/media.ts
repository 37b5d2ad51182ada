import * as z from 'zod/mini'
import { limits } from './constants.ts'
import { msg } from './messages.ts'

/**
 * Ad images (docs/decisions/018): an upload or a fetched URL is checked by content, stripped of its metadata and
 * stored once by the SHA-256 of its bytes, with phone-sized WebP variants. Everything is served from our own
 * origin under `mediaPathPrefix`, because a captive browser reaches nothing else before it is let online.
 */
export const mediaLimits = {
  /** SPEC §5: uploads up to 10 MB (10 × 1024 × 1024 bytes), for a file and for a URL alike. */
  maxBytes: 10 * 1024 * 1024,
  /** The widths of the phone-sized variants; the guest page picks by the screen's width. */
  variantWidths: [360, 720, 1080],
  /** A variant is encoded at falling quality until it fits this size. */
  variantMaxBytes: 150 * 1024,
} as const

/** The content types an upload may have, decided by the file's first bytes (not its name or declared type). */
export const mediaUploadTypes = ['image/png', 'image/jpeg'] as const

/** Where stored media is served from: `/media/<sha256>.<ext>`, cached for a year (the name changes with the bytes). */
export const mediaPathPrefix = '/media/'

const mediaVariantSchema = z.object({ width: z.int(), src: z.string(), bytes: z.int() })

/** A stored image as the API returns it, and as an ad keeps it with each of its images. */
export const mediaSchema = z.object({
  id: z.uuid(),
  /** The cleaned full-size image (PNG or JPEG, no metadata). */
  src: z.string(),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
  /** WebP, narrowest first; never wider than the image itself. */
  variants: z.array(mediaVariantSchema),
})
export type Media = z.infer<typeof mediaSchema>

/** Fetch an image by its address once, on the server, and store it like an upload. */
export const mediaFromUrlSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(limits.websiteMax, msg.tooLong)),
})
