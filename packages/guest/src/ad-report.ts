/**
 * Why a guest may report an ad, as the report form sends it (`reason`), and the longest `details` it takes. The API
 * checks the same list (the contract's `adReportReasons`); the page keeps its own copy because its script may import
 * nothing of the contract but the task rule.
 */
export const guestAdReportReasons = ['misleading', 'offensive', 'unlawful', 'scam', 'other'] as const
export type GuestAdReportReason = (typeof guestAdReportReasons)[number]
export const maxReportDetailsLength = 500
