import { captivePaths, type Language } from '@wifi/contract'
import { guestAdFromView, type GuestInitialState, type GuestPageModel } from '@wifi/guest'
import type { AdvertisementRow, GuestSessionRow } from '../../db/schema.ts'
import { today } from '../../modules/advertisements/ad-service.ts'
import { toAdView } from '../../modules/advertisements/ad-view.ts'
import { isSessionId } from './guest-sessions.ts'

/** A captive path with the guest session (and more) in its query. */
export const sessionPath = (path: string, sessionId: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ session: sessionId, ...extra })}`

/** The guest session a landing address we gave the gateway names (`sessionPath(connected, …)`), if it is one of ours. */
export function sessionOfLandingUrl(address: string): string | null {
  try {
    const url = new URL(address)
    const session = url.searchParams.get('session')
    return url.pathname === captivePaths.connected && isSessionId(session) ? session : null
  } catch {
    return null
  }
}

/** What a live page shows besides its session and ad: the operator's switch, and where a returning guest was. */
export interface LivePageOptions {
  /** AD_CLOSE_AFTER_SECONDS: null, the ad is a wait; a number, the guest may close it (docs/privacy.md). */
  closeAfterSeconds: number | null
  initial?: GuestInitialState
}

/**
 * The live guest page of a session: its venue, its ad with the countdown and task it had when shown (what Connect
 * is checked against), the terms and privacy notice it links to, the ad's report form, and a Connect form that posts
 * the session id. Links stay relative: the guest reaches the server at whatever address the gateway sent them to.
 */
export function livePageModel(
  session: GuestSessionRow,
  ad: AdvertisementRow | null,
  venueName: string,
  lang: Language,
  options: LivePageOptions,
): GuestPageModel {
  const guestAd = ad && {
    ...guestAdFromView(toAdView(ad, null, today(), false)),
    duration: session.adDuration,
    targetText: session.targetText,
    closeAfterSeconds: options.closeAfterSeconds,
  }
  return {
    lang,
    venueName,
    mode: 'live',
    ad: guestAd,
    termsUrl: sessionPath(captivePaths.terms, session.id, { lang }),
    privacyUrl: sessionPath(captivePaths.privacy, session.id, { lang }),
    initial: options.initial,
    welcomeBack: session.returning || undefined,
    report: guestAd ? { action: captivePaths.report } : undefined,
    callToActionHref: guestAd?.ctaUrl ? sessionPath(captivePaths.callToAction, session.id) : undefined,
    connect: { action: captivePaths.connect, progressAction: captivePaths.progress, fields: { session: session.id } },
    languageLinks: {
      vi: sessionPath(captivePaths.page, session.id, { lang: 'vi' }),
      en: sessionPath(captivePaths.page, session.id, { lang: 'en' }),
    },
  }
}
