/** A decompression bomb is a small file of huge dimensions: refused from its header, before any pixel is decoded. */
export const maxInputPixels = 50_000_000

/** The stored full image is capped on its long side: nothing the guest page or the console shows needs more. */
export const fullImageMaxSide = 2560
