/** The image shown after moving `step` images from `index` among `count`, wrapping around at either end. */
export function stepIndex(index: number, count: number, step: number): number {
  if (count === 0) return 0
  return (((index + step) % count) + count) % count
}

/** How long each image of a several-image ad stays when they change by themselves. */
export const imageRotationMs = 5000
