import { useEffect, useRef } from 'preact/hooks'
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
 * The ad, labelled as one above its media. Where the operator allows it, a real, labelled close button makes the ad
 * go in one tap: what stays is one line saying so, with the report control (a closed ad can still be reported).
 */
export function AdCard({ ad, ctaHref, preview, closeIn, closed, onClose, report, fields, text }: AdCardProps) {
  const closedLine = useRef<HTMLParagraphElement>(null)
  const closedByGuest = useRef(false)
  // The button goes away with the ad: focus moves to the line that takes its place, once it is there.
  useEffect(() => {
    if (closed && closedByGuest.current) closedLine.current?.focus()
  }, [closed])
  const close = () => {
    closedByGuest.current = true
    onClose()
  }
  const reportControl = report && (
    <ReportAd action={report.action} adId={ad.id} fields={fields} preview={preview} text={text} />
  )
  if (closed) {
    return (
      <article class="card ad-card ad-closed" aria-labelledby="guest-ad-closed">
        <p id="guest-ad-closed" class="ad-closed-line" ref={closedLine} tabIndex={-1}>
          {text.adClosedLine}
        </p>
        {reportControl}
      </article>
    )
  }
  return (
    <article class="card ad-card" aria-labelledby="guest-ad-title">
      <div class="ad-bar">
        <p class="eyebrow">{text.sponsored}</p>
        {closeIn !== null &&
          (closeIn === 0 ? (
            <button type="button" class="button-close" onClick={close}>
              <CloseIcon />
              <span>{text.closeAd}</span>
            </button>
          ) : (
            <p class="close-later">{text.closeAdIn(closeIn)}</p>
          ))}
      </div>
      <AdMedia ad={ad} text={text} />
      <div class="card-body">
        <h2 id="guest-ad-title" class="ad-title">
          {ad.title}
        </h2>
        <p class="ad-description">{ad.description}</p>
        {ad.ctaUrl && <CallToAction url={ctaHref ?? ad.ctaUrl} label={ad.ctaText} preview={preview} text={text} />}
        {reportControl}
      </div>
    </article>
  )
}
