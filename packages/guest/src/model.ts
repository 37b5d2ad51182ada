/**
 * What the guest page shows, as plain JSON: the server renders the page from it and sends it along for the page's
 * script to hydrate the same tree. Nothing here may be a function or a class instance.
 */

export const guestLanguages = ['vi', 'en'] as const
export type GuestLanguage = (typeof guestLanguages)[number]

/** An image size made for phones, served from our own origin (WebP). */
export interface GuestImageVariant {
  width: number
  src: string
}

export interface GuestImage {
  alt: string
  title: string | null
  description: string | null
  /** The fallback for browsers without `srcset`: a phone-sized variant when there is one, else the stored image. */
  src: string
  width: number
  height: number
  /** Narrowest first; the browser picks by the screen's width through `srcset`. */
  variants: GuestImageVariant[]
}

export interface GuestVideo {
  url: string
  title: string | null
  description: string | null
}

export interface GuestAd {
  id: string
  title: string
  description: string
  componentType: 'single_image' | 'multiple_images' | 'video'
  /** The countdown the guest waits out, in seconds. */
  duration: number
  ctaText: string | null
  ctaUrl: string | null
  /** The text the guest types; null (or no letter or digit) means the ad sets no task. */
  targetText: string | null
  images: GuestImage[]
  video: GuestVideo | null
}

/**
 * How Connect reaches the server on the live page: a plain form POST, so it works in captive browsers without
 * fetch or storage. The form sends the task answer as `answer`, `terms=accepted`, and `fields` as hidden inputs
 * (the guest session and the gateway's parameters, which the captive page decides).
 */
export interface GuestConnect {
  action: string
  fields: Record<string, string>
  /**
   * Where the page reports each step as the guest reaches it (the wait over, the task matched, the terms ticked), so
   * the venue's funnel also counts guests who stop before Connect. Posted with `fields`, `step` and the `answer`.
   */
  progressAction?: string
}

export interface GuestPageModel {
  lang: GuestLanguage
  venueName: string
  /** `preview`: the console shows the page; Connect pretends and nothing is sent. `live`: a guest behind a gateway. */
  mode: 'preview' | 'live'
  /** Null when the venue has no running ad: the page shows the terms and Connect only. */
  ad: GuestAd | null
  /** Where the terms of use are read; without it the checkbox names them without a link. */
  termsUrl?: string
  /**
   * The live page's call-to-action link: through the server, which records the click and sends the guest on to the
   * ad's URL. Without it, the ad's URL itself.
   */
  callToActionHref?: string
  /** The live page's Connect; the preview has none. */
  connect?: GuestConnect
  /**
   * The language switch's links. The captive page keeps the gateway's parameters in them; without it, `?lang=xx`
   * on the current path.
   */
  languageLinks?: Record<GuestLanguage, string>
}
