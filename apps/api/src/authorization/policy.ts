import { roleHas, type Role, type RolePermission, type StrongFactorRequirement, type SyncRun } from '@wifi/contract'
import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import {
  accessPoints,
  advertisements,
  guestSessions,
  syncRuns,
  users,
  venueMembers,
  venues,
  type AdvertisementRow,
  type UserRow,
  type VenueRow,
} from '../db/schema.ts'
import { ApiError, forbidden, notFound } from '../errors/api-error.ts'

/**
 * Who may do what, in one place: the only file where a rule is written. Routes declare the permission they need
 * (`app.allow`), services ask `can` and the visibility questions below; none decides on its own.
 *
 * - admin: everything on venues and users.
 * - customer: sees and edits the details of the venues they are a member of (not the members, owner or active
 *   flag); cannot create or delete venues; sees and changes no user but themselves (through /api/me).
 * - access points follow their venue: a member customer sees them, syncs their venue and reads its sync runs;
 *   syncing everything, linking device groups and gateway secrets are for admins.
 * - the dashboard counts what its reader may see (the visibility conditions below); its user figures are admins';
 *   its last sync is the newest run that synced the reader's access points, without a customer seeing the whole
 *   network's counts.
 * - advertisements (docs/decisions/016): admins manage every ad; any signed-in user creates ads, which belong to
 *   them; a customer sees their own ads and the public ones, edits and deletes their own, and assigns or unassigns
 *   the ads they see to and from the venues they are a member of. No route is closed to a role, so the ad routes
 *   declare no `may` rule: every answer depends on the ad and the venue (`findEditableAd`, `visibleAds`). Only
 *   admins make an ad public, and what guests see in a public ad is theirs to review (docs/decisions/023).
 */
const isAdmin = (user: Pick<UserRow, 'role'>) => user.role === 'admin'

/**
 * A rule: whether `user` has a permission, with a request's raw path parameters at hand for rules about "their own".
 * A route's rule runs before its body is validated, so a caller without the right learns nothing about what it takes.
 */
type Rule = (user: UserRow, params: Readonly<Record<string, string | undefined>>) => boolean

/**
 * The permissions about a request's own record, with their rules. The ones a role alone decides are the table the
 * console reads too (`rolePermissions` in the contract), so the two never disagree (docs/decisions/049).
 */
const recordRules = {
  /** One user's record: admins any, a customer only their own. */
  'user.read': (user, params) => roleHas(user.role, 'users.manage') || params.id === user.id,
} satisfies Record<string, Rule>

/**
 * Every permission the server knows, by name. A route declares the one it needs
 * (`preValidation: app.allow('users.manage')`); a service asks `can(user, …)`. Nothing outside this file compares a
 * role (test/policy-in-one-place.test.ts).
 */
export type Permission = RolePermission | keyof typeof recordRules

const isRecordRule = (permission: Permission): permission is keyof typeof recordRules =>
  Object.hasOwn(recordRules, permission)

/** Whether `user` has `permission` (`params`: the request's path parameters, for the rules about "their own"). */
export function can(user: UserRow, permission: Permission, params: Readonly<Record<string, string | undefined>> = {}) {
  return isRecordRule(permission) ? recordRules[permission](user, params) : roleHas(user.role, permission)
}

/** 403 unless `user` has `permission`: a route's declared rule, or a service's check before it acts. */
export function requireAccess(
  user: UserRow,
  permission: Permission,
  params: Readonly<Record<string, string | undefined>> = {},
): void {
  if (!can(user, permission, params)) throw forbidden()
}

/** Whether REQUIRE_STRONG_MFA (`none`, `admin` or `all`) asks `role` for a strong second factor. */
export const roleNeedsStrongFactor = (requirement: StrongFactorRequirement, role: Role) =>
  requirement === 'all' || (requirement === 'admin' && role === 'admin')

/** An active admin: the service keeps at least one (removing or demoting the last is refused). */
export const isActiveAdmin = (user: Pick<UserRow, 'role' | 'status'>) => isAdmin(user) && user.status === 'active'

/** The users who are active admins: who gets the operator's emails (ad reports) and who counts as the last admin. */
export const activeAdmins = () => and(eq(users.role, 'admin'), eq(users.status, 'active'))

/** The users who may be a venue's members: customers (an admin sees every venue already). */
export const mayBeVenueMembers = () => eq(users.role, 'customer')

/** Whether `user` may be a venue's member, as `mayBeVenueMembers` says of a query's users. */
export const mayBeVenueMember = (user: Pick<UserRow, 'role'>) => !isAdmin(user)

/** `venueId` (a column) is one of the venues `user` is a member of. */
const memberOf = (user: UserRow, venueId: SQL | AnyPgColumn) =>
  sql`exists (select 1 from ${venueMembers} where ${venueMembers.venueId} = ${venueId} and ${venueMembers.userId} = ${user.id})`

/** The condition that limits an access point query to what `user` may see: admins all, customers their venues'. */
export function visibleAccessPoints(user: UserRow): SQL | undefined {
  return isAdmin(user) ? undefined : memberOf(user, accessPoints.venueId)
}

/** Guest sessions and their funnel: admins all, customers those of their venues. */
export function visibleGuestSessions(user: UserRow): SQL | undefined {
  return isAdmin(user) ? undefined : memberOf(user, guestSessions.venueId)
}

/**
 * Sync runs: admins all; a customer the runs that synced their access points — their venues' runs and, once they
 * have a venue, the runs over everything. One rule for the dashboard's last sync, the runs list and a run's page,
 * so they never tell a customer two different things.
 */
export function visibleSyncRuns(user: UserRow): SQL | undefined {
  if (isAdmin(user)) return undefined
  const hasVenue = sql`exists (select 1 from ${venueMembers} where ${venueMembers.userId} = ${user.id})`
  return or(memberOf(user, syncRuns.venueId), and(eq(syncRuns.scope, 'all'), hasVenue))
}

/** A run over everything counts the whole network's access points: a customer sees the counts of their venues' only. */
export const seesSyncCounts = (user: UserRow, run: Pick<SyncRun, 'scope'>) =>
  can(user, 'sync.readDetails') || run.scope === 'venue'

/** The condition that limits a venue query to what `user` may see. */
export function visibleVenues(user: UserRow): SQL | undefined {
  if (isAdmin(user)) return undefined
  // A correlated sub-select, so a list stays one query however many venues a customer belongs to.
  return memberOf(user, sql`${venues.id}`)
}

/**
 * The venue `id` if `user` may see it. A venue the user may not see answers 404, exactly like one that does
 * not exist, so guessing ids reveals nothing.
 */
export async function findVisibleVenue(db: Database, user: UserRow, id: string): Promise<VenueRow> {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, id), visibleVenues(user)))
  if (!venue) throw notFound('The venue')
  return venue
}

/** Ads: admins all; a customer their own and the public ones. */
export function visibleAds(user: UserRow): SQL | undefined {
  return isAdmin(user) ? undefined : or(eq(advertisements.authorId, user.id), eq(advertisements.isPublic, true))
}

/** Whether `user` may edit and delete `ad`: admins any, a customer the ads they created. */
export const editsAd = (user: UserRow, ad: Pick<AdvertisementRow, 'authorId'>) =>
  can(user, 'ads.administer') || ad.authorId === user.id

/**
 * Whether `user` reads `ad`'s delivery at every venue: admins and the ad's author; anyone else who sees the ad (a
 * public one) reads it at their own venues only.
 */
export const readsDeliveryEverywhere = (user: UserRow, ad: Pick<AdvertisementRow, 'authorId'>) =>
  can(user, 'analytics.readEveryVenue') || ad.authorId === user.id

/**
 * Making an ad public shows it to every operator and, where a venue has no running ad of its own, to that venue's
 * guests: an administrator's decision, never a customer's (their promotion would run at other customers' venues).
 * A customer may keep an ad public that an administrator made so, and withdraw it.
 */
export function checkPublishing(user: UserRow, wasPublic: boolean, isPublic: boolean) {
  if (isPublic && !wasPublic && !can(user, 'ads.administer')) {
    throw new ApiError(403, 'FORBIDDEN', 'Only administrators can make an ad public.')
  }
}

/**
 * Whether an edited ad is public afterwards. What guests see in a public ad (its text, media, call-to-action, task
 * and countdown) is what the administrator who made it public reviewed, and it runs at every venue without an ad of
 * its own: anyone else's change to it takes the ad out of public until an administrator makes it public again
 * (docs/decisions/023).
 */
export function staysPublic(user: UserRow, isPublic: boolean, changesWhatGuestsSee: boolean): boolean {
  return isPublic && (can(user, 'ads.administer') || !changesWhatGuestsSee)
}

/** The ad `id` if `user` may see it; 404 otherwise, like an id that does not exist. */
export async function findVisibleAd(db: Database, user: UserRow, id: string): Promise<AdvertisementRow> {
  const [ad] = await db
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.id, id), visibleAds(user)))
  if (!ad) throw notFound('The advertisement')
  return ad
}

/**
 * The ad `id` if `user` may change it. One they cannot see answers 404 (nothing to learn from guessing ids); a
 * public ad someone else made, which they do see, answers 403.
 */
export async function findEditableAd(db: Database, user: UserRow, id: string): Promise<AdvertisementRow> {
  const ad = await findVisibleAd(db, user, id)
  if (!editsAd(user, ad)) throw forbidden()
  return ad
}
