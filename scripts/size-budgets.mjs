// The byte budgets `npm test` holds, in one place: the size checks (check-sign-in-size.mjs, check-guest-size.mjs,
// check-first-visit-wire.mjs) fail over them, the bench prints them, and check-readme-facts.mjs fails when the README
// or docs/budgets.md states another figure. DESIGN's budgets; 1 KB = 1,024 bytes, gzipped (on the wire: as sent).

/** The guest page's whole first load (HTML, CSS, script; not the ad's media): DESIGN's budget and the check's limit. */
export const guestPageKb = 50

/**
 * The console's sign-in route, its first-load JavaScript: the budget is DESIGN's 120 KB, and the check's limit since
 * the sign-in page stopped loading i18next, react-hook-form and tailwind-merge (117.3 KB on 2026-12-08, ADRs 007 and
 * 030).
 */
export const signInFirstLoad = { budgetKb: 120, limitKb: 120 }

/**
 * The console's whole first visit to /sign-in on the wire, every static file as the server sends it to a browser
 * taking Brotli (check-first-visit-wire.mjs, docs/decisions/059): the budget is DESIGN's 230 KB. The limit is the
 * figure measured on 2026-12-08, 161.5 KB (165,364 bytes), rounded up and 3 KB more: room for a small change, not for
 * a new library or a second font; lower it with each figure that falls.
 */
export const firstVisitWire = { budgetKb: 230, limitKb: 165 }
