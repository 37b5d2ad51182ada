import { useRef } from 'preact/hooks'
import type { GuestAd, GuestReport } from '../model.ts'
import type { GuestStrings } from '../strings.ts'
import { AdMedia } from './ad-media.tsx'
import { CallToAction } from './call-to-action.tsx'
import { CloseIcon } from './icons.tsx'
import { ReportAd } from './report-ad.tsx'

interface AdCardProps {
  ad: GuestAd
  /** Where the call-to-action goes; the ad's own URL unless the live page records the click first. */
  ctaHref: string | undefined
  preview: boolean
  /**
   * Seconds until the guest may close the ad: 0 shows the close button, null means the ad cannot be closed (the
   * operator's switch is off).
   */
  closeIn: number | null
  closed: boolean
  onClose: () => void
  report: GuestReport | undefined
  /** The Connect form's hidden fields, which a report sends too. */
  fields: Record<string, string>
  text: GuestStrings
}

/**
 * The ad, labelled as one above its media. Where the operator allows it, a real, labelled close button hides the
 * media in one tap; the ad's words, its link and the report control stay.
 */
export function AdCard({ ad, ctaHref, preview, closeIn, closed, onClose, report, fields, text }: AdCardProps) {
  const title = useRef<HTMLHeadingElement>(null)
  const close = () => {
    onClose()
    // The button goes away with the media: focus stays with the ad, on its title.
    title.current?.focus()
  }
  return (
    <article class="card ad-card" aria-labelledby="guest-ad-title">
      <div class="ad-bar">
        <p class="eyebrow">{text.sponsored}</p>
        {!closed &&
          closeIn !== null &&
          (closeIn === 0 ? (
            <button type="button" class="button-close" onClick={close}>
              <CloseIcon />
              <span>{text.closeAd}</span>
            </button>
          ) : (
            <p class="close-later">{text.closeAdIn(closeIn)}</p>
          ))}
      </div>
      {!closed && <AdMedia ad={ad} text={text} />}
      <div class="card-body">
        <h2 id="guest-ad-title" class="ad-title" ref={title} tabIndex={-1}>
          {ad.title}
        </h2>
        <p class="ad-description">{ad.description}</p>
        {ad.ctaUrl && <CallToAction url={ctaHref ?? ad.ctaUrl} label={ad.ctaText} preview={preview} text={text} />}
        {report && <ReportAd action={report.action} adId={ad.id} fields={fields} preview={preview} text={text} />}
      </div>
    </article>
  )
}
