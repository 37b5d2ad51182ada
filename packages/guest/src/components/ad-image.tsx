import { adImageSizes, srcsetOf } from '../image-sources.ts'
import type { GuestImage } from '../model.ts'

interface AdImageProps {
  image: GuestImage
  /** The first image is what the guest sees first: fetch it at once; later ones when shown. */
  first: boolean
}

/**
 * One ad image: the browser picks a phone-sized variant from `srcset`, and width and height reserve its place so
 * nothing moves when it arrives.
 */
export function AdImage({ image, first }: AdImageProps) {
  const srcset = srcsetOf(image)
  return (
    <img
      class="ad-image"
      src={image.src}
      srcset={srcset}
      sizes={srcset ? adImageSizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={first ? 'eager' : 'lazy'}
      fetchpriority={first ? 'high' : undefined}
      decoding="async"
    />
  )
}
