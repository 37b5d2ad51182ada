import type { GuestAd } from '../model.ts'
import type { GuestStrings } from '../strings.ts'
import { AdMedia } from './ad-media.tsx'
import { CallToAction } from './call-to-action.tsx'

interface AdCardProps {
  ad: GuestAd
  /** Where the call-to-action goes; the ad's own URL unless the live page records the click first. */
  ctaHref: string | undefined
  preview: boolean
  text: GuestStrings
}

export function AdCard({ ad, ctaHref, preview, text }: AdCardProps) {
  return (
    <article class="card ad-card" aria-labelledby="guest-ad-title">
      <AdMedia ad={ad} text={text} />
      <div class="card-body">
        <p class="eyebrow">{text.sponsored}</p>
        <h2 id="guest-ad-title" class="ad-title">
          {ad.title}
        </h2>
        <p class="ad-description">{ad.description}</p>
        {ad.ctaUrl && <CallToAction url={ctaHref ?? ad.ctaUrl} label={ad.ctaText} preview={preview} text={text} />}
      </div>
    </article>
  )
}
