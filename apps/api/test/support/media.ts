import type { Media } from '@wifi/contract'
import sharp from 'sharp'
import type { Database } from '../../src/db/client.ts'
import { storeImage } from '../../src/modules/media/store-image.ts'

/** Random pixels: no encoder can shrink them much, so sizes stay as large as a real photo's. */
export function noisePixels(width: number, height: number, channels: 3 | 4 = 3): Buffer {
  const pixels = Buffer.alloc(width * height * channels)
  for (let index = 0; index < pixels.length; index++) pixels[index] = (Math.random() * 256) | 0
  return pixels
}

/** Smooth colour bands with a little noise, as a photo compresses; `width` × `height`. */
function photoPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      const grain = (Math.random() * 24) | 0
      pixels[at] = ((x * 255) / width + grain) & 255
      pixels[at + 1] = ((y * 255) / height + grain) & 255
      pixels[at + 2] = (((x + y) * 127) / (width + height) + grain) & 255
    }
  }
  return pixels
}

const fromPixels = (pixels: Buffer, width: number, height: number, channels: 3 | 4 = 3) =>
  sharp(pixels, { raw: { width, height, channels } })

export const pngImage = (width = 640, height = 480) =>
  fromPixels(photoPixels(width, height), width, height).png().toBuffer()

/**
 * A JPEG as a phone writes one: EXIF with the camera, the GPS position where it was taken and an orientation of 6
 * (the stored pixels lie on their side: a viewer turns them 90° clockwise).
 */
export const cameraJpeg = (width = 800, height = 600) =>
  fromPixels(photoPixels(width, height), width, height)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 51/1 0/1' },
    })
    .toBuffer()

let sample: Media | undefined

/** Stores one small real PNG in `db`, for the ads a test file makes; `sampleImageId` then names it. */
export async function storeSampleImage(db: Database): Promise<Media> {
  sample = await storeImage(db, await pngImage(400, 300), { uploadedBy: null })
  return sample
}

/** The media id `storeSampleImage` stored, for ad bodies. */
export function sampleImageId(): string {
  if (!sample) throw new Error('Call storeSampleImage(db) in beforeAll before building ads')
  return sample.id
}
