import type { GuestVideo } from '../model.ts'
import type { GuestStrings } from '../strings.ts'
import { MediaCaption } from './media-caption.tsx'

interface AdVideoProps {
  video: GuestVideo
  text: GuestStrings
}

/** The ad's video with the browser's own controls, played inside the page on a phone, never started by itself. */
export function AdVideo({ video, text }: AdVideoProps) {
  return (
    <figure class="video">
      <div class="media-frame frame-wide">
        <video
          class="ad-video"
          src={video.url}
          controls
          playsInline
          preload="metadata"
          aria-label={video.title ?? text.adVideo}
        />
      </div>
      <MediaCaption title={video.title} description={video.description} />
    </figure>
  )
}
