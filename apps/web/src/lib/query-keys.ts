import type {
  adReportQuerySchema,
  guestConsentQuerySchema,
  guestDataRequestQuerySchema,
  guestSessionQuerySchema,
  AccessPointListQuery,
  AccessPointMapQuery,
  AdListQuery,
  AnalyticsBreakdownQuery,
  AnalyticsQuery,
  AuditListQuery,
  SyncRunListQuery,
  UserListQuery,
  VenueAdListQuery,
  VenueListQuery,
  VenueSyncStateQuery,
} from '@wifi/contract'
import type * as z from 'zod/mini'
import { currentUserKey } from './current-user'

// The contract names these lists' schemas but not their queries' types.
export type GuestConsentQuery = z.output<typeof guestConsentQuerySchema>
export type GuestDataRequestQuery = z.output<typeof guestDataRequestQuerySchema>
export type AdReportQuery = z.output<typeof adReportQuerySchema>
export type GuestSessionQuery = z.output<typeof guestSessionQuerySchema>

/**
 * Every query key of the console, in one place (ADR 029). A key starts with the resource it reads, so that a write
 * refreshes everything read from that resource by invalidating its `all`, whichever feature reads it: the venues
 * a form offers as options are refreshed by a venue's edit, the dashboard's figures by a sync's end. Features take
 * their keys from here rather than spelling them, since they may not import each other.
 */
export const queryKeys = {
  me: currentUserKey,
  /** The sessions list; anything that ends sessions (a password change too) refreshes it. */
  sessions: [...currentUserKey, 'sessions'] as const,
  /** The own second factors, and whether REQUIRE_STRONG_MFA waits for one (read by the signed-in layout too). */
  secondFactors: [...currentUserKey, 'second-factors'] as const,
  /** The user's passkeys (Settings → Security). */
  passkeys: [...currentUserKey, 'passkeys'] as const,
  /** How many venues the user is a member of, and whom a customer without one asks (docs/decisions/056). */
  venueMembership: [...currentUserKey, 'venue-membership'] as const,
  dashboard: ['dashboard'] as const,
  /** The signed-in user's scheduled email reports, and each one's delivery history under it. */
  reportSubscriptions: {
    all: ['report-subscriptions'] as const,
    deliveries: (id: string) => ['report-subscriptions', id, 'deliveries'] as const,
  },
  analytics: {
    all: ['analytics'] as const,
    report: (query: AnalyticsQuery) => ['analytics', 'report', query] as const,
    breakdown: (query: AnalyticsBreakdownQuery) => ['analytics', 'breakdown', query] as const,
  },
  /** The audit trail: every write adds to it, so it is read afresh each time the page opens. */
  audit: {
    list: (query: AuditListQuery) => ['audit', 'list', query] as const,
  },
  users: {
    all: ['users'] as const,
    list: (query: UserListQuery) => ['users', 'list', query] as const,
    customerOptions: (search: string) => ['users', 'customer-options', search] as const,
  },
  venues: {
    all: ['venues'] as const,
    list: (query: VenueListQuery) => ['venues', 'list', query] as const,
  },
  venueAds: {
    venue: (venueId: string) => ['venue-ads', venueId] as const,
    list: (venueId: string, query: VenueAdListQuery) => ['venue-ads', venueId, 'list', query] as const,
  },
  advertisements: {
    all: ['advertisements'] as const,
    list: (query: AdListQuery) => ['advertisements', 'list', query] as const,
    /**
     * Guests' reports of ads, under the ads: each report shows its ad's title and whether it is taken down, so any
     * write to an ad (a takedown above all) refreshes them with the ad lists.
     */
    reports: (query: AdReportQuery) => ['advertisements', 'reports', query] as const,
  },
  accessPoints: {
    all: ['access-points'] as const,
    list: (query: AccessPointListQuery) => ['access-points', 'list', query] as const,
    map: (query: AccessPointMapQuery) => ['access-points', 'map', query] as const,
    /** Where gateways reach the captive pages: the server's configuration. */
    captiveUrl: ['captive-url'] as const,
  },
  /** Runs, the venues' sync states and the controller: all change when a run ends. */
  sync: {
    all: ['sync'] as const,
    run: (id: string) => ['sync', 'run', id] as const,
    runs: (query: SyncRunListQuery) => ['sync', 'runs', query] as const,
    runningAll: ['sync', 'running-all'] as const,
    venueStates: {
      all: ['sync', 'venues'] as const,
      list: (query: VenueSyncStateQuery) => ['sync', 'venues', query] as const,
    },
    controller: ['sync', 'controller'] as const,
    links: ['sync', 'links'] as const,
  },
  /** What an invitation link invites to (read once: the page it opens shows it). */
  invitation: (token: string) => ['invitation', token] as const,
  /** The terms and privacy notice guests read, their versions and the retention the notice states. */
  guestTexts: ['guest-texts'] as const,
  guestConsents: {
    all: ['guest-consents'] as const,
    list: (query: GuestConsentQuery) => ['guest-consents', 'list', query] as const,
  },
  guestDataRequests: {
    all: ['guest-data-requests'] as const,
    list: (query: GuestDataRequestQuery) => ['guest-data-requests', 'list', query] as const,
  },
  /**
   * The default guest access policy and the limits on customers' (every signed-in reader's); a venue's own policy is
   * read back in the venue, under `venues`.
   */
  guestPolicy: ['guest-policy'] as const,
  guestSessions: {
    all: ['guest-sessions'] as const,
    list: (query: GuestSessionQuery) => ['guest-sessions', 'list', query] as const,
  },
  openwisp: {
    deviceGroups: ['openwisp', 'device-groups'] as const,
  },
}
