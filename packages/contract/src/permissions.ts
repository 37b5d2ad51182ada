import type { Role } from './constants.ts'

/**
 * The permissions a role alone decides, by name, and the roles that have each (docs/decisions/049): one table the
 * server's policy (apps/api/src/authorization/policy.ts) builds its rules from and the console reads to leave out
 * what the server would refuse, so the two can never disagree. Rules that depend on the row (an ad's author, a
 * venue's members, a user's own record) are the server's alone.
 */
export const rolePermissions = {
  /** Users are an admin-only resource (a customer manages their own account through /api/me): /users. */
  'users.manage': ['admin'],
  /** Ending another user's sessions, unlocking their sign-in, resetting their second factors (issue 24). */
  'accounts.care': ['admin'],
  /** Creating and deleting venues, and setting their owner, members and active flag. */
  'venues.administer': ['admin'],
  /** A venue's members (customer accounts) are shown to admins only. */
  'venues.readMembers': ['admin'],
  /** The audit trail names every operator's actions: /audit. */
  'audit.read': ['admin'],
  /**
   * Adding and deleting access points, syncing every one, OpenWISP's controller and device groups, gateway secrets
   * and settings.
   */
  'accessPoints.administer': ['admin'],
  /** Which gateway an access point runs (never its secret). */
  'accessPoints.readGateway': ['admin'],
  /** The sync runs that touched the reader's access points (a customer: their venues'): /openwisp. */
  'sync.readRuns': ['admin', 'customer'],
  /** Who started every sync run, and OpenWISP's own error details (its paths and addresses). */
  'sync.readDetails': ['admin'],
  /**
   * The guests' terms and privacy notice, the evidence of their choices, their data requests and their ad reports,
   * taking an ad down everywhere, and the guests' default access policy: the operator's responsibility
   * (docs/privacy.md).
   */
  'guestPrivacy.administer': ['admin'],
  /** A venue's own guest policy above the limits the service sets for member customers. */
  'guestPolicy.exceedLimits': ['admin'],
  /** The dashboard's user figures: users are an admin-only resource, so customers get none. */
  'dashboard.readUserFigures': ['admin'],
  /** Guests' figures at every venue, not only the reader's own. */
  'analytics.readEveryVenue': ['admin'],
  /**
   * Fetching ad images from the operator's own network (MEDIA_FETCH_ALLOW): a customer could otherwise probe that
   * network's ports and paths through the answers.
   */
  'media.fetchFromOperatorNetwork': ['admin'],
  /** Editing, deleting and making public any ad (docs/decisions/016, 023); a customer edits the ads they created. */
  'ads.administer': ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type RolePermission = keyof typeof rolePermissions

/** Whether `role` (none when signed out) has `permission`. */
export const roleHas = (role: Role | undefined, permission: RolePermission): boolean =>
  role !== undefined && (rolePermissions[permission] as readonly Role[]).includes(role)
