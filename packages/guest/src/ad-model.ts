import type { Advertisement } from '@wifi/contract'
import type { GuestAd, GuestImage } from './model.ts'

type AdImageView = Advertisement['images'][number]

/** The fallback image for a browser that ignores `srcset` must still be phone-sized: the widest variant up to this. */
const fallbackMaxWidth = 720

function guestImage(image: AdImageView): GuestImage {
  const { media } = image
  const variants = media.variants.map(({ width, src }) => ({ width, src })).sort((a, b) => a.width - b.width)
  const fallback = variants.filter((variant) => variant.width <= fallbackMaxWidth).at(-1) ?? variants[0]
  return {
    alt: image.altText,
    title: image.title,
    description: image.description,
    src: fallback?.src ?? media.src,
    width: media.width,
    height: media.height,
    variants,
  }
}

/** What the guest page needs of an ad as the API shows it: the media it shows, nothing about its schedule or author. */
export function guestAdFromView(ad: Advertisement): GuestAd {
  return {
    id: ad.id,
    title: ad.title,
    description: ad.description,
    componentType: ad.componentType,
    duration: ad.duration,
    ctaText: ad.ctaText,
    ctaUrl: ad.ctaUrl,
    targetText: ad.targetText,
    images: ad.componentType === 'video' ? [] : ad.images.map(guestImage),
    video:
      ad.componentType === 'video' && ad.video?.url
        ? { url: ad.video.url, title: ad.video.title, description: ad.video.description }
        : null,
  }
}
