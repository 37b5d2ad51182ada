import type { WindowPolicy } from '../../rate-limit/shared-windows.ts'

/**
 * The captive pages' limits (docs/decisions/022), shared by every process. They guard capacity and the venue's
 * figures, not secrets: Connect, which produces the hand-off, keeps its own limit with the console's (ADR 011).
 */
export const captiveLimits = {
  /** New pages for one device (its keyed MAC hash): a guest reloading, not a script. */
  pagesPerDevice: { name: 'guest-pages:device', max: 30, windowSeconds: 10 * 60 },
  /**
   * New pages for one access point from one client address: a flood from one address — level-1 payloads with made-up
   * device MACs — stops there, while guests reaching the server from elsewhere still get their page.
   */
  pagesPerAccessPointAndAddress: { name: 'guest-pages:access-point-address', max: 300, windowSeconds: 60 },
  /** What one guest session may write besides Connect: its beacons and its page in the other language. */
  writesPerSession: { name: 'guest-session-writes', max: 20, windowSeconds: 10 * 60 },
  /**
   * "Report this ad" (docs/decisions/046): from one client address, from one access point's guests, and of one ad,
   * each within the hour. One report per guest session stops a guest; these stop a script opening visit after visit.
   */
  reportsPerAddress: { name: 'ad-reports:address', max: 5, windowSeconds: 60 * 60 },
  reportsPerAccessPoint: { name: 'ad-reports:access-point', max: 20, windowSeconds: 60 * 60 },
  reportsPerAd: { name: 'ad-reports:ad', max: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, WindowPolicy>
