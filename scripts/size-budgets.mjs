// The byte budgets `npm test` holds, in one place: the size checks (check-sign-in-size.mjs, check-guest-size.mjs)
// fail over them, the bench prints them, and check-readme-facts.mjs fails when the README or docs/budgets.md states
// another figure. DESIGN's budgets; 1 KB = 1,024 bytes, gzipped.

/** The guest page's whole first load (HTML, CSS, script; not the ad's media): DESIGN's budget and the check's limit. */
export const guestPageKb = 50

/**
 * The console's sign-in route, its first-load JavaScript: the budget is DESIGN's 120 KB; the check fails over the
 * limit, what the console reaches today rounded up, until the budget is met (ADRs 007 and 030).
 */
export const signInFirstLoad = { budgetKb: 120, limitKb: 158 }
