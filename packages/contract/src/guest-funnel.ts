import * as z from 'zod/mini'
import { msg } from './messages.ts'

/**
 * The captive page's fixed addresses. A gateway is configured once with them (openNDS `faspath`, CoovaChilli
 * `uamserver`), so they never change; they sit outside /api because a guest's browser, not the console, opens them.
 */
export const captivePaths = {
  /** openNDS sends the guest here (FAS secure level 1) with `?fas=<base64>`. */
  opennds: '/wifi/opennds',
  /**
   * openNDS at FAS secure level 2 sends the guest here (`faspath /wifi/opennds/<access point id>`) with
   * `?fas=…&iv=…`: the payload is encrypted with that access point's key, which must be known before decrypting.
   */
  openndsSecure: '/wifi/opennds/:accessPointId',
  /** CoovaChilli's UAM server URL: the guest arrives with `res=notyet`, and comes back with `res=success|failed`. */
  chilli: '/wifi/chilli',
  /** A guest session's page again, e.g. in the other language (`?session=…&lang=en`), without counting a new show. */
  page: '/wifi/page',
  /** The guest's Connect form posts here; the server checks every step again before the gateway hand-off. */
  connect: '/wifi/connect',
  /** The page's beacons: a step the guest reached (the wait over, the task matched, the terms ticked). */
  progress: '/wifi/progress',
  /** Where the gateway sends the guest once it let them online. */
  connected: '/wifi/connected',
  /** The ad's call-to-action link goes through here, so the click is recorded before the guest leaves. */
  callToAction: '/wifi/cta',
  /** The terms of use, before login (`?session=…` from a page: its Back link returns to it as it was). */
  terms: '/wifi/terms',
  /** The privacy notice, before login; from a session it also offers the guest's data requests. */
  privacy: '/wifi/privacy',
  /** The guest withdraws the ad measurement consent for the device of their session (a form post). */
  dataWithdraw: '/wifi/data/withdraw',
  /** The guest asks for the data held about the device of their session to be erased (a form post). */
  dataErase: '/wifi/data/erase',
  /** A guest reports the ad they were shown (a form post, or the page's script). */
  report: '/wifi/report',
} as const

const captiveRoutes = new Set<string>(Object.values(captivePaths))
/** Whether a route (as the router matched it, e.g. `/wifi/opennds/:accessPointId`) is one of the captive pages. */
export const isCaptiveRoute = (route: string | undefined) => route !== undefined && captiveRoutes.has(route)

/**
 * The steps of the guest funnel, in order. Each is recorded at most once per guest session, with the venue, the
 * access point, the ad, the time and the page's language (docs/decisions/020).
 */
export const funnelSteps = [
  'page_shown',
  'countdown_completed',
  /** The guest closed the ad (AD_CLOSE_AFTER_SECONDS set), which lifts the wait. */
  'ad_closed',
  'task_passed',
  'terms_accepted',
  'connect_pressed',
  'credential_issued',
  'gateway_confirmed',
  'cta_clicked',
] as const
export type FunnelStep = (typeof funnelSteps)[number]

const count = z.int().check(z.nonnegative())
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

const dayMs = 86_400_000

export const funnelQuerySchema = z
  .object({
    /** Vietnamese calendar days (UTC+7), inclusive; at most 366 days apart. */
    from: day,
    to: day,
    venueId: z.optional(z.uuid()),
    adId: z.optional(z.uuid()),
  })
  .check(
    z.refine(
      ({ from, to }) => {
        const days = (Date.parse(to) - Date.parse(from)) / dayMs
        return days >= 0 && days <= 366
      },
      { message: msg.funnelRangeInvalid, path: ['to'] },
    ),
  )
export type FunnelQuery = z.infer<typeof funnelQuerySchema>

/** One venue, ad and day: how many guest sessions reached each step. `adId` null: guests shown no ad. */
const funnelRowSchema = z.object({
  day,
  venueId: z.uuid(),
  venueName: z.string(),
  adId: z.nullable(z.uuid()),
  adTitle: z.nullable(z.string()),
  steps: z.object(Object.fromEntries(funnelSteps.map((step) => [step, count])) as Record<FunnelStep, typeof count>),
})
export type FunnelRow = z.infer<typeof funnelRowSchema>

export const funnelSchema = z.object({ rows: z.array(funnelRowSchema) })
