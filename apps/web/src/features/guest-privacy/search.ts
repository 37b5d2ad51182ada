import { guestConsentQuerySchema } from '@wifi/contract'
import type { GuestConsentQuery } from '@/lib/query-keys'

/** The page's three tabs, in order; the first is shown when the address names none (or one it does not know). */
export const guestPrivacyTabs = ['texts', 'consents', 'requests'] as const
export type GuestPrivacyTab = (typeof guestPrivacyTabs)[number]

/** /settings/guest-privacy's search: the tab, and the consent evidence list's page, sort and filters. */
export type GuestPrivacySearch = Partial<GuestConsentQuery> & { tab?: GuestPrivacyTab }

const isTab = (value: unknown): value is GuestPrivacyTab => guestPrivacyTabs.some((tab) => tab === value)

/**
 * The route's search as the page reads it: the tab, and the evidence list's query (its defaults, and the
 * contract's refusal of a malformed day or venue, which shows the error page as any list's bad search does).
 */
export function parseGuestPrivacySearch({ tab, ...rest }: Record<string, unknown>) {
  return { tab: isTab(tab) ? tab : guestPrivacyTabs[0], consents: guestConsentQuerySchema.parse(rest) }
}
