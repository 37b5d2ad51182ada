import type { Advertisement } from '@wifi/contract'
import { guestAdFromView, guestStrings, type GuestLanguage, type GuestPageModel } from '@wifi/guest'
import { guestPagePolicy } from '../../security/guest-page-policy.ts'

/**
 * The guest page as the console previews an ad: the reader's ad, a stand-in venue name (the ad may run at many
 * venues, or none yet), and Connect that pretends (docs/decisions/019).
 */
export function previewModelOf(ad: Advertisement, lang: GuestLanguage): GuestPageModel {
  return { lang, venueName: guestStrings[lang].previewVenueName, mode: 'preview', ad: guestAdFromView(ad) }
}

/**
 * The preview's Content-Security-Policy, stricter than the console's and than the captive page's: no requests made
 * by script, nothing posted, and framed by the console only.
 */
export const previewContentSecurityPolicy = (model: GuestPageModel) =>
  guestPagePolicy({
    videoUrl: model.ad?.video?.url,
    connectSrc: "'none'",
    formAction: "'none'",
    frameAncestors: "'self'",
  })
