import type { Role } from '@wifi/contract'

/**
 * Who may see and do what in the console: the one place the web asks about a role (ADR 029). The server decides
 * (apps/api/src/authorization/policy.ts, whose names these follow); the console only leaves out what the server
 * would refuse, so nobody is offered a button that can only fail. A rule that depends on the row (an ad's author,
 * a venue's members) is the server's answer on that row, not a role, and is not here.
 */
const rules = {
  /** The users list and every account but one's own: /users. */
  manageUsers: ['admin'],
  /** Creating and deleting venues, and their owner, members and active flag. */
  administerVenues: ['admin'],
  /**
   * Adding access points, syncing all of them, their gateway kind, secret and settings, and OpenWISP's controller
   * and device groups.
   */
  administerAccessPoints: ['admin'],
  /** Making an ad public; an admin also reviewed what guests see in a public ad (ADR 023). */
  publishAds: ['admin'],
  /** The sync runs that touched the reader's access points (a customer: their venues'), on /openwisp. */
  readSyncRuns: ['admin', 'customer'],
  /** Why a sync failed, and the dashboard's figures about users and the whole network. */
  readNetworkDetails: ['admin'],
  /**
   * The guests' terms and privacy notice, the evidence of their choices, their data requests and their ad reports,
   * and taking an ad down everywhere (docs/decisions/033): Settings → Guest privacy and the ads' reports. The server
   * guards the guests' default access policy and the limits on customers' with the same rule: Settings → Guest access
   * policy. A venue's own policy is the venue's (its members set it within those limits), not a role's.
   */
  administerGuestPrivacy: ['admin'],
  /** The audit trail: every change, who made it and from where, before and after: /audit. */
  readAudit: ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof rules

/** Whether `role` (none when signed out) has `permission`. */
export const can = (role: Role | undefined, permission: Permission): boolean =>
  role !== undefined && (rules[permission] as readonly Role[]).includes(role)
