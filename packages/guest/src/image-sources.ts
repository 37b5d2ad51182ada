import type { GuestImage } from './model.ts'

/** The `srcset` of an image's phone-sized variants ("/media/a.webp 360w, …"); empty when it has none. */
export function srcsetOf(image: Pick<GuestImage, 'variants'>): string | undefined {
  if (image.variants.length === 0) return undefined
  return image.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ')
}

/** The ad's media spans the card: the whole screen less its margins on a phone, the card's width on larger screens. */
export const adImageSizes = '(min-width: 512px) 480px, calc(100vw - 32px)'

/**
 * The frame of a several-image ad keeps one shape while the images change (no jump), chosen from the first image
 * among a few classes: the page's CSP allows no inline style.
 */
const frameShapes = [
  { name: 'wide', ratio: 16 / 9 },
  { name: 'photo', ratio: 3 / 2 },
  { name: 'landscape', ratio: 4 / 3 },
  { name: 'square', ratio: 1 },
  { name: 'portrait', ratio: 4 / 5 },
] as const
export type FrameShape = (typeof frameShapes)[number]['name']

export function frameShapeOf(image: Pick<GuestImage, 'width' | 'height'> | undefined): FrameShape {
  if (!image || image.width <= 0 || image.height <= 0) return 'landscape'
  const ratio = image.width / image.height
  let best: (typeof frameShapes)[number] = frameShapes[2]
  for (const shape of frameShapes) {
    if (Math.abs(Math.log(ratio / shape.ratio)) < Math.abs(Math.log(ratio / best.ratio))) best = shape
  }
  return best.name
}
