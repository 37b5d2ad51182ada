import { mediaLimits } from '@wifi/contract'
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'
import { fullImageMaxSide, maxInputPixels } from './image-limits.ts'
import { mediaTooManyPixels, mediaUnreadable, mediaUnsupported } from './media-errors.ts'

/**
 * Turning an untrusted PNG or JPEG into what is stored (docs/decisions/018): the type decided by the first bytes,
 * the whole image decoded (a truncated or corrupt file is refused), turned upright by its EXIF orientation, every
 * piece of metadata dropped, and phone-sized WebP copies made.
 */

/** WebP qualities tried in turn for a variant until it fits `mediaLimits.variantMaxBytes`. */
const variantQualities = [82, 74, 66, 58, 50, 42, 34, 26, 18, 10]

// libvips' operation cache helps a program that reworks the same images; every upload here is new, so it would
// only hold memory.
sharp.cache(false)

type StoredImageType = 'image/png' | 'image/jpeg'

/** PNG's 8-byte signature, or JPEG's start-of-image marker followed by a marker's first byte. */
function detectImageType(bytes: Buffer): StoredImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return null
}

interface EncodedImage {
  bytes: Buffer
  width: number
  height: number
}

export interface ProcessedImage {
  contentType: StoredImageType
  full: EncodedImage
  /** WebP, narrowest first. */
  variants: EncodedImage[]
}

/**
 * Every read of the input goes through here: refusing on libvips' errors (truncated or corrupt data, not mere
 * warnings some cameras' files raise) and on too many pixels, turned upright by EXIF orientation.
 */
const decode = (bytes: Buffer): Sharp =>
  sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels, autoOrient: true })

type Pixels = { data: Buffer; info: OutputInfo }

const fromPixels = ({ data, info }: Pixels) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

/** The widths to make: the standard ones narrower than the image, and the image's own width below the widest. */
function variantWidthsFor(width: number): number[] {
  const widths: number[] = mediaLimits.variantWidths.filter((each) => each < width)
  const widest = Math.max(...mediaLimits.variantWidths)
  if (width <= widest) widths.push(width)
  return widths
}

/**
 * Encodes `pixels` as WebP at falling quality until it fits the variant budget; the smallest try is kept when
 * none fits (only pure noise comes near that).
 */
async function fittedWebp(pixels: Pixels): Promise<EncodedImage> {
  const { width, height } = pixels.info
  let smallest: Buffer | undefined
  for (const quality of variantQualities) {
    const encoded = await fromPixels(pixels).webp({ quality, effort: 4 }).toBuffer()
    if (!smallest || encoded.length < smallest.length) smallest = encoded
    if (encoded.length <= mediaLimits.variantMaxBytes) break
  }
  return { bytes: smallest as Buffer, width, height }
}

/**
 * The whole image decoded once, upright, in sRGB at 8 bits, at most `fullImageMaxSide` on its long side: the full
 * image and every variant are encoded from these pixels, so nothing of the input's metadata can follow.
 */
async function decodedPixels(bytes: Buffer): Promise<Pixels> {
  return decode(bytes)
    .resize({ width: fullImageMaxSide, height: fullImageMaxSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
}

async function fullImage(pixels: Pixels, contentType: StoredImageType): Promise<EncodedImage> {
  const image = fromPixels(pixels)
  const encoded =
    contentType === 'image/png'
      ? image.png({ compressionLevel: 6, adaptiveFiltering: true })
      : image.jpeg({ quality: 85, mozjpeg: true })
  return { bytes: await encoded.toBuffer(), width: pixels.info.width, height: pixels.info.height }
}

/**
 * Checks and cleans an image: PNG or JPEG by content, readable to its end, at most `maxInputPixels`. Throws
 * ApiError MEDIA_UNSUPPORTED, MEDIA_UNREADABLE or MEDIA_TOO_LARGE.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const contentType = detectImageType(bytes)
  if (!contentType) throw mediaUnsupported()

  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    throw mediaUnreadable()
  }
  // The container can lie about its contents (a PNG signature on another format is still refused).
  if (metadata.format !== (contentType === 'image/png' ? 'png' : 'jpeg')) throw mediaUnsupported()
  if (metadata.width * metadata.height > maxInputPixels) throw mediaTooManyPixels()

  try {
    const pixels = await decodedPixels(bytes)
    const full = await fullImage(pixels, contentType)
    const variants: EncodedImage[] = []
    for (const width of variantWidthsFor(full.width)) {
      variants.push(
        await fittedWebp(await fromPixels(pixels).resize({ width }).raw().toBuffer({ resolveWithObject: true })),
      )
    }
    return { contentType, full, variants }
  } catch {
    throw mediaUnreadable()
  }
}
