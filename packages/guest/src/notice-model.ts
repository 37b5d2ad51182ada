import type { GuestOperator } from '@wifi/contract'
import type { GuestLanguage } from './model.ts'
import type { GuestNoticeKind, RetentionDays } from './notice-strings.ts'

/** The guest's buttons about their device's data: plain forms posting the guest session, no script needed. */
export interface GuestDataActions {
  withdrawAction: string
  eraseAction: string
  session: string
  /** Whether the session's guest agreed to measurement: only then is there a consent to withdraw. */
  measured: boolean
}

/** What the terms of use or the privacy notice page shows (plain JSON, like the guest page's model). */
export interface GuestNoticeModel {
  lang: GuestLanguage
  kind: GuestNoticeKind
  /**
   * The operator's text in this language, Markdown: `#`/`##`/`###` headings, paragraphs, `- ` lists, `**bold**`, and
   * links [text](https://…) — anything else shown as plain text, all of it escaped.
   */
  body: string
  /** Who answers for guests' data, as this version of the text names it (its fields that are null are not shown). */
  operator: GuestOperator
  /** The venue of the guest session the page was opened from. */
  venue?: { name: string; noticeName: string | null; noticeContact: string | null }
  version: { number: number; /** ISO */ publishedAt: string; contentHash: string }
  /** Back to the guest's page with its state (the live page's link), when opened from a session. */
  backHref?: string
  languageLinks?: Record<GuestLanguage, string>
  /** Privacy notice only: what the server knows for a fact, shown after the operator's text. */
  facts?: { retentionDays: RetentionDays }
  /** Privacy notice opened from a guest session: the guest's buttons (plain forms posting `session`). */
  dataActions?: GuestDataActions
}
