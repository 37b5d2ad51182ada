/**
 * What the guest page shows, as plain JSON: the server renders the page from it and sends it along for the page's
 * script to hydrate the same tree. Nothing here may be a function or a class instance.
 */

export const guestLanguages = ['vi', 'en'] as const
export type GuestLanguage = (typeof guestLanguages)[number]

/** An image size made for phones, served from our own origin (WebP). */
interface GuestImageVariant {
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
  /**
   * The operator's switch for closable ads (AD_CLOSE_AFTER_SECONDS): null or absent, the ad is a wait as SPEC has it;
   * a number, an image ad may be closed at once and a video ad after this many seconds, which lifts the wait.
   */
  closeAfterSeconds?: number | null
}

/**
 * How Connect reaches the server on the live page: a plain form POST, so it works in captive browsers without
 * fetch or storage. The form sends the task answer as `answer`, `terms=accepted`, `measurement=accepted` when that box
 * is ticked, `adClosed=1` when the guest closed the ad, and `fields` as hidden inputs (the guest session and the
 * gateway's parameters, which the captive page decides).
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

/**
 * Where a guest who comes back to the page (from the terms or the privacy notice) had got to, so nothing is lost. The
 * server fills it from the link's query and its own clock; absent, the page starts afresh.
 */
export interface GuestInitialState {
  /** What the server's clock says is left of the wait: the countdown goes on from here, it never restarts. */
  secondsLeft?: number
  answer?: string
  termsAccepted?: boolean
  measurementAccepted?: boolean
  adClosed?: boolean
}

/** Where a guest reports the ad: a plain form POST (`ad`, `reason`, `details` and the Connect form's fields). */
export interface GuestReport {
  action: string
}

export interface GuestPageModel {
  lang: GuestLanguage
  venueName: string
  /** `preview`: the console shows the page; Connect pretends and nothing is sent. `live`: a guest behind a gateway. */
  mode: 'preview' | 'live'
  /** Null when the venue has no running ad: the page shows the terms and Connect only. */
  ad: GuestAd | null
  /**
   * Where the terms of use and the privacy notice are read; without them the checkbox names them without a link.
   * On the live page the links add the page's state to their query (see `GuestInitialState`).
   */
  termsUrl?: string
  privacyUrl?: string
  /** The state the page starts from when the guest comes back to it. */
  initial?: GuestInitialState
  /** The ad's report control; without it there is none. The preview shows it but sends nothing. */
  report?: GuestReport
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
  /** A device welcomed back within the venue's `adAgainAfterHours`: no ad this time, and the page says why. */
  welcomeBack?: boolean
}
