import type { Advertisement } from '@wifi/contract'
import { guestAdFromView, guestStrings, type GuestLanguage, type GuestPageModel } from '@wifi/guest'

/**
 * The guest page as the console previews an ad: the reader's ad, a stand-in venue name (the ad may run at many
 * venues, or none yet), and Connect that pretends (docs/decisions/019).
 */
export function previewModelOf(ad: Advertisement, lang: GuestLanguage): GuestPageModel {
  return { lang, venueName: guestStrings[lang].previewVenueName, mode: 'preview', ad: guestAdFromView(ad) }
}

/**
 * The preview's Content-Security-Policy, stricter than the console's: only our own script and style sheet, no inline
 * script or style, images from our origin, the ad's video from its own host (kept as given), no requests made by
 * script, nothing posted, and framed by the console only.
 */
export function previewContentSecurityPolicy(model: GuestPageModel): string {
  const videoUrl = model.ad?.video?.url
  const videoOrigin = videoUrl ? new URL(videoUrl).origin : null
  return [
    "default-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `media-src 'self'${videoOrigin && videoOrigin !== 'null' ? ` ${videoOrigin}` : ''}`,
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join('; ')
}
