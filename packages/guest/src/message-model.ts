import type { GuestMessageKind } from './message-strings.ts'
import type { GuestLanguage } from './model.ts'
import type { GuestDataActions } from './notice-model.ts'

/** What a captive message page shows (plain JSON, like the guest page's model). */
export interface GuestMessageModel {
  lang: GuestLanguage
  kind: GuestMessageKind
  /** Known when the access point was found. */
  venueName?: string
  /** The gateway's own reply message (CoovaChilli's `reply`), shown as the gateway gave it. */
  gatewayReply?: string
  /** Seconds until another attempt may succeed. */
  retryAfter?: number
  /** A link back to the guest page (`back`) or to start over (`retry`). */
  action?: { kind: 'back' | 'retry'; href: string }
  /** The ad's call-to-action, offered again once the guest is online; `href` records the click first. */
  callToAction?: { href: string; label: string | null; adTitle: string }
  /** The same page in each language; without them there is no switch (an answer to a form post has no address). */
  languageLinks?: Record<GuestLanguage, string>
  /** The `connected` page's "Your data": a link to the privacy notice and the guest's buttons. */
  dataActions?: GuestDataActions & { privacyHref: string }
}
