import type { GuestAd } from '../model.ts'
import type { GuestStrings } from '../strings.ts'
import { AdImage } from './ad-image.tsx'
import { AdVideo } from './ad-video.tsx'
import { ImageCarousel } from './image-carousel.tsx'
import { MediaCaption } from './media-caption.tsx'

interface AdMediaProps {
  ad: GuestAd
  text: GuestStrings
}

/** What the ad shows by its component type: one image, several in turn, or a video. */
export function AdMedia({ ad, text }: AdMediaProps) {
  if (ad.componentType === 'video') return ad.video ? <AdVideo video={ad.video} text={text} /> : null
  if (ad.componentType === 'multiple_images' && ad.images.length > 1) {
    return <ImageCarousel images={ad.images} text={text} />
  }
  const image = ad.images[0]
  if (!image) return null
  return (
    <figure class="single-image">
      <div class="media-frame">
        <AdImage image={image} first />
      </div>
      <MediaCaption title={image.title} description={image.description} />
    </figure>
  )
}
