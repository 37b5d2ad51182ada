import { randomUUID } from 'node:crypto'
import {
  adInputSchema,
  apiPaths,
  auditPaths,
  dashboardSchema,
  mediaSchema,
  userAccountCarePaths,
  type Media,
  type User,
} from '@wifi/contract'
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import { advertisements, rateLimits, totpFactors, users, venueAds, venueMembers, venues } from '../src/db/schema.ts'
import { addVenueMembers, createVenue as createVenueRow } from '../src/factories/venue-factory.ts'
import { adInput, csvLines, ids, uniqueTag, userBody, userInput, venueInput, withQuery } from './support/management.ts'
import { pngImage, storeSampleImage } from './support/media.ts'
import { expectAnswer, itEachCell, tokenOf, type MatrixRow, type SignedInName } from './support/permissions-matrix.ts'
import { sessionFor } from './support/sessions.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Every venue, user and advertisement endpoint (and the audit trail and the dashboard) for each kind of caller.
 * Each cell gets fresh targets: a venue the member customer belongs to, a venue nobody belongs to (whose id a
 * customer would have to guess), another user, and ads: one the member made, and a private and a public one the
 * other user made. A refused write must leave everything as it was, re-read by an admin.
 */

const { api, db, userWithSession } = useTestApp()

interface SignedIn {
  user: User
  token: string
}

interface Targets {
  /** A venue the member customer belongs to. */
  memberVenue: string
  /** A venue with no members: customers only know its id by guessing. */
  otherVenue: string
  /** A customer who is none of the callers. */
  otherUser: string
  /** The caller's own user id (the member's for the anonymous caller). */
  self: string
  /** A private ad the member customer made (the "owner" of docs/decisions/016). */
  memberAd: string
  /** A private ad the other user made: customers only know its id by guessing. */
  otherPrivateAd: string
  /** A public ad the other user made: every customer sees it, none but its author edits it. */
  otherPublicAd: string
  /** In the titles of this cell's ads, to list only them. */
  adTag: string
}

interface Row extends MatrixRow<Targets> {
  body?: (targets: Targets) => Promise<unknown> | unknown
  /** A write that records no audit entry when it succeeds (an upload, docs/decisions/018): it must change no target. */
  unaudited?: true
}

const actors = {} as Record<SignedInName, SignedIn>
/** The one venue the non-member customer belongs to. */
let nonMemberVenue: string
/** The image every ad of the matrix shows. */
let sampleMedia: Media
let uploadBody: Buffer

async function signedInWithProfile(role: 'admin' | 'customer'): Promise<SignedIn> {
  const tag = uniqueTag()
  const { user, token } = await userWithSession({
    role,
    firstname: role === 'admin' ? 'Quản' : 'Khách',
    lastname: `Trị ${tag}`,
    username: `${role}_${tag}`,
    phone: '+84901234567',
  })
  return { user: (await adminGet(apiPaths.user(user.id), token)).body, token }
}

beforeAll(async () => {
  sampleMedia = await storeSampleImage(db())
  uploadBody = await pngImage(64, 48)
  actors.admin = await signedInWithProfile('admin')
  actors.member = await signedInWithProfile('customer')
  actors.nonMember = await signedInWithProfile('customer')
  nonMemberVenue = (await createVenue([actors.nonMember.user.id])).id
})

const adminGet = (path: string, token = actors.admin.token) => api.request('GET', path, { token })

/** A venue inserted directly (fast, and no audit entry), with the given members. */
async function createVenue(memberIds: string[]) {
  const venue = await createVenueRow(db())
  await addVenueMembers(db(), venue.id, memberIds)
  return venue
}

/** A customer inserted directly (no password hashing: they never sign in). */
async function bystander() {
  const tag = uniqueTag()
  const [user] = await db()
    .insert(users)
    .values({
      email: `bystander-${tag}@example.test`,
      passwordHash: 'never-used',
      username: `bystander_${tag}`,
      firstname: 'Bystander',
      lastname: tag,
      phone: '+84901234567',
    })
    .returning()
  return user!.id
}

/** An ad inserted directly (fast, and no audit entry), made by `authorId`, showing the sample image. */
async function createAd(authorId: string, adTag: string, isPublic: boolean) {
  const body = adInputSchema.parse(adInput(uniqueTag(), { title: `Ad ${adTag} ${uniqueTag()}` }))
  const images = body.images.map((image) => ({ ...image, mediaId: sampleMedia.id, media: sampleMedia }))
  const [ad] = await db()
    .insert(advertisements)
    .values({ ...body, images, isPublic, authorId })
    .returning()
  return ad!.id
}

async function assignedAds(venueId: string) {
  const rows = await db().select({ adId: venueAds.adId }).from(venueAds).where(eq(venueAds.venueId, venueId))
  return rows.map((row) => row.adId).sort()
}

async function isAssigned(venueId: string, adId: string) {
  const [row] = await db()
    .select({ value: count() })
    .from(venueAds)
    .where(and(eq(venueAds.venueId, venueId), eq(venueAds.adId, adId)))
  return row?.value === 1
}

async function currentUser(id: string) {
  return (await adminGet(apiPaths.user(id))).body as User
}

const withChangedName = (user: User) => ({ ...userBody(user), firstname: `Changed ${uniqueTag()}` })

const venueDetails = () => {
  const { owner: _owner, status: _status, memberEmails: _members, ...details } = venueInput(uniqueTag())
  return details
}

const totalOf = async (path: string) => (await adminGet(withQuery(path, { pageSize: 10 }))).body.total as number

/**
 * What a refused write could have touched, as an admin reads it: every target, and the totals of venues, users
 * and audit entries (every change records an entry, so a write that slipped through moves that total).
 */
async function snapshot(targets: Targets) {
  const reads = [
    apiPaths.venue(targets.memberVenue),
    apiPaths.venue(targets.otherVenue),
    apiPaths.venue(nonMemberVenue),
    apiPaths.user(targets.otherUser),
    apiPaths.user(targets.self),
    apiPaths.advertisement(targets.memberAd),
    apiPaths.advertisement(targets.otherPrivateAd),
    apiPaths.advertisement(targets.otherPublicAd),
  ]
  const [records, venueTotal, userTotal, auditTotal, adTotal, memberVenueAds] = await Promise.all([
    Promise.all(
      reads.map(async (path) => {
        const { status, body } = await adminGet(path)
        return { path, status, body }
      }),
    ),
    totalOf(apiPaths.venues),
    totalOf(apiPaths.users),
    totalOf(auditPaths.audit),
    totalOf(apiPaths.advertisements),
    assignedAds(targets.memberVenue),
  ])
  return {
    records,
    venues: venueTotal,
    users: userTotal,
    audit: auditTotal,
    ads: adTotal,
    memberVenueAds,
  }
}

async function membershipCount(userId: string) {
  const [row] = await db().select({ value: count() }).from(venueMembers).where(eq(venueMembers.userId, userId))
  return row?.value ?? 0
}

const adChange = () => ({ title: `Changed ${uniqueTag()}` })

const rows: Row[] = [
  {
    label: 'list venues',
    method: 'GET',
    path: () => withQuery(apiPaths.venues, { pageSize: 100 }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    async check(response, actor, targets) {
      if (actor === 'admin') {
        const [all] = await db().select({ value: count() }).from(venues)
        expect(response.body.total).toBe(all?.value)
        expect(ids(response)).toEqual(expect.arrayContaining([targets.memberVenue, targets.otherVenue]))
        return
      }
      const own = actor === 'member' ? targets.memberVenue : nonMemberVenue
      expect(response.body.total).toBe(await membershipCount(actors[actor].user.id))
      expect(ids(response)).toContain(own)
      expect(ids(response)).not.toContain(targets.otherVenue)
      if (actor === 'nonMember') expect(ids(response)).toEqual([nonMemberVenue])
      for (const item of response.body.items) expect(item).not.toHaveProperty('members')
    },
  },
  {
    label: "read the member's venue",
    method: 'GET',
    path: (targets) => apiPaths.venue(targets.memberVenue),
    expected: { admin: 200, member: 200, nonMember: 404 },
    check(response, actor) {
      if (actor === 'admin') expect(response.body.members).toHaveLength(1)
      else expect(response.body).not.toHaveProperty('members')
    },
  },
  {
    label: 'read another venue (guessed id)',
    method: 'GET',
    path: (targets) => apiPaths.venue(targets.otherVenue),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: 'read a venue id that does not exist',
    method: 'GET',
    path: () => apiPaths.venue(randomUUID()),
    expected: { admin: 404, member: 404, nonMember: 404 },
  },
  {
    label: 'create a venue',
    method: 'POST',
    path: () => apiPaths.venues,
    body: () => venueInput(uniqueTag()),
    expected: { admin: 201, member: 403, nonMember: 403 },
  },
  {
    label: "replace the member's venue",
    method: 'PUT',
    path: (targets) => apiPaths.venue(targets.memberVenue),
    body: () => venueInput(uniqueTag(), { status: 'inactive' }),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'replace another venue (guessed id)',
    method: 'PUT',
    path: (targets) => apiPaths.venue(targets.otherVenue),
    body: () => venueInput(uniqueTag(), { memberEmails: [actors.member.user.email] }),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: "edit the member's venue's details",
    method: 'PATCH',
    path: (targets) => apiPaths.venue(targets.memberVenue),
    body: venueDetails,
    expected: { admin: 200, member: 200, nonMember: 404 },
  },
  {
    label: "set the member's venue's status through PATCH",
    method: 'PATCH',
    path: (targets) => apiPaths.venue(targets.memberVenue),
    body: () => ({ ...venueDetails(), status: 'inactive' }),
    expected: { admin: 400, member: 400, nonMember: 400 },
  },
  {
    label: "add members to the member's venue through PATCH",
    method: 'PATCH',
    path: (targets) => apiPaths.venue(targets.memberVenue),
    body: () => ({ ...venueDetails(), memberEmails: [actors.nonMember.user.email] }),
    expected: { admin: 400, member: 400, nonMember: 400 },
  },
  {
    label: "edit another venue's details (guessed id)",
    method: 'PATCH',
    path: (targets) => apiPaths.venue(targets.otherVenue),
    body: venueDetails,
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: 'edit a venue id that does not exist',
    method: 'PATCH',
    path: () => apiPaths.venue(randomUUID()),
    body: venueDetails,
    expected: { admin: 404, member: 404, nonMember: 404 },
  },
  {
    label: "delete the member's venue",
    method: 'DELETE',
    path: (targets) => apiPaths.venue(targets.memberVenue),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'delete another venue (guessed id)',
    method: 'DELETE',
    path: (targets) => apiPaths.venue(targets.otherVenue),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'delete a venue id that does not exist',
    method: 'DELETE',
    path: () => apiPaths.venue(randomUUID()),
    expected: { admin: 404, member: 403, nonMember: 403 },
  },
  {
    label: 'list users',
    method: 'GET',
    path: () => apiPaths.users,
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'read oneself',
    method: 'GET',
    path: (targets) => apiPaths.user(targets.self),
    expected: { admin: 200, member: 200, nonMember: 200 },
    check(response, _actor, targets) {
      expect(response.body.id).toBe(targets.self)
    },
  },
  {
    label: 'read another user',
    method: 'GET',
    path: (targets) => apiPaths.user(targets.otherUser),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'read a user id that does not exist',
    method: 'GET',
    path: () => apiPaths.user(randomUUID()),
    expected: { admin: 404, member: 403, nonMember: 403 },
  },
  {
    label: 'create a user',
    method: 'POST',
    path: () => apiPaths.users,
    body: () => userInput(uniqueTag(), { role: 'admin' }),
    expected: { admin: 201, member: 403, nonMember: 403 },
  },
  {
    label: 'update another user',
    method: 'PUT',
    path: (targets) => apiPaths.user(targets.otherUser),
    body: async (targets) => ({ ...withChangedName(await currentUser(targets.otherUser)), role: 'admin' }),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'update oneself through the users API',
    method: 'PUT',
    path: (targets) => apiPaths.user(targets.self),
    body: async (targets) => ({ ...withChangedName(await currentUser(targets.self)), role: 'admin' }),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'delete another user',
    method: 'DELETE',
    path: (targets) => apiPaths.user(targets.otherUser),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'delete oneself',
    method: 'DELETE',
    path: (targets) => apiPaths.user(targets.self),
    expected: { admin: 409, member: 403, nonMember: 403 },
  },
  {
    label: 'delete a user id that does not exist',
    method: 'DELETE',
    path: () => apiPaths.user(randomUUID()),
    expected: { admin: 404, member: 403, nonMember: 403 },
  },
  {
    label: "end another user's sessions",
    method: 'POST',
    path: (targets) => userAccountCarePaths.endSessions(targets.otherUser),
    // A session to end, so the admin's call changes something and is audited.
    body: async (targets) => void (await sessionFor(db(), { id: targets.otherUser })),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: "end one's own sessions from the users list",
    method: 'POST',
    path: (targets) => userAccountCarePaths.endSessions(targets.self),
    expected: { admin: 409, member: 403, nonMember: 403 },
    code: 'OWN_ACCOUNT_CARE',
  },
  {
    label: 'unlock another user',
    method: 'POST',
    path: (targets) => userAccountCarePaths.unlock(targets.otherUser),
    body: async (targets) =>
      void (await db()
        .insert(rateLimits)
        .values({ bucket: 'otp-failures:account', subject: targets.otherUser, hits: 10, windowStartedAt: new Date() })),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: "reset another user's second factors",
    method: 'POST',
    path: (targets) => userAccountCarePaths.resetSecondFactors(targets.otherUser),
    body: async (targets) =>
      void (await db()
        .insert(totpFactors)
        .values({ userId: targets.otherUser, secretSealed: 'sealed', confirmedAt: new Date() })),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: "reset one's own second factors from the users list",
    method: 'POST',
    path: (targets) => userAccountCarePaths.resetSecondFactors(targets.self),
    expected: { admin: 409, member: 403, nonMember: 403 },
    code: 'OWN_ACCOUNT_CARE',
  },
  {
    label: 'read the dashboard',
    method: 'GET',
    path: () => apiPaths.dashboard,
    expected: { admin: 200, member: 200, nonMember: 200 },
    async check(response, actor) {
      const { venues: byStatus, users: userFigures } = dashboardSchema.parse(response.body)
      const venueTotal = byStatus.active + byStatus.inactive
      if (actor === 'admin') {
        const [allVenues] = await db().select({ value: count() }).from(venues)
        const [allUsers] = await db().select({ value: count() }).from(users)
        expect(venueTotal).toBe(allVenues?.value)
        expect(userFigures && userFigures.active + userFigures.inactive).toBe(allUsers?.value)
        return
      }
      // A customer's figures cover only the venues they are a member of, and no users.
      expect(venueTotal).toBe(await membershipCount(actors[actor].user.id))
      expect(response.body).not.toHaveProperty('users')
    },
  },
  {
    label: 'list ads',
    method: 'GET',
    path: (targets) => withQuery(apiPaths.advertisements, { q: targets.adTag, pageSize: 100 }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    check(response, actor, targets) {
      const expected = {
        admin: [targets.memberAd, targets.otherPrivateAd, targets.otherPublicAd],
        member: [targets.memberAd, targets.otherPublicAd],
        nonMember: [targets.otherPublicAd],
      }[actor]
      expect(ids(response).sort()).toEqual(expected.sort())
    },
  },
  {
    label: 'export ads',
    method: 'GET',
    path: (targets) => withQuery(apiPaths.advertisementsExport, { q: targets.adTag }),
    expected: { admin: 200, member: 200, nonMember: 200 },
    check(response, actor) {
      // The header line and one line per ad the caller sees (after the first line, which says what the file holds).
      expect(csvLines(response)).toHaveLength({ admin: 3, member: 2, nonMember: 1 }[actor] + 1)
    },
  },
  {
    label: "read the member's ad",
    method: 'GET',
    path: (targets) => apiPaths.advertisement(targets.memberAd),
    expected: { admin: 200, member: 200, nonMember: 404 },
    check(response) {
      expect(response.body.editable).toBe(true)
      expect(response.body.author.id).toBe(actors.member.user.id)
    },
  },
  {
    label: "read another customer's private ad (guessed id)",
    method: 'GET',
    path: (targets) => apiPaths.advertisement(targets.otherPrivateAd),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: "read another customer's public ad",
    method: 'GET',
    path: (targets) => apiPaths.advertisement(targets.otherPublicAd),
    expected: { admin: 200, member: 200, nonMember: 200 },
    check(response, actor) {
      expect(response.body.editable).toBe(actor === 'admin')
    },
  },
  {
    label: 'create an ad',
    method: 'POST',
    path: () => apiPaths.advertisements,
    body: () => adInput(uniqueTag()),
    expected: { admin: 201, member: 201, nonMember: 201 },
    check(response, actor) {
      expect(response.body.author.id).toBe(actors[actor].user.id)
    },
  },
  {
    label: "edit the member's ad",
    method: 'PATCH',
    path: (targets) => apiPaths.advertisement(targets.memberAd),
    body: adChange,
    expected: { admin: 200, member: 200, nonMember: 404 },
  },
  {
    label: "edit another customer's private ad (guessed id)",
    method: 'PATCH',
    path: (targets) => apiPaths.advertisement(targets.otherPrivateAd),
    body: adChange,
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: "edit another customer's public ad",
    method: 'PATCH',
    path: (targets) => apiPaths.advertisement(targets.otherPublicAd),
    body: adChange,
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: 'edit an ad id that does not exist',
    method: 'PATCH',
    path: () => apiPaths.advertisement(randomUUID()),
    body: adChange,
    expected: { admin: 404, member: 404, nonMember: 404 },
  },
  {
    label: "delete the member's ad",
    method: 'DELETE',
    path: (targets) => apiPaths.advertisement(targets.memberAd),
    expected: { admin: 200, member: 200, nonMember: 404 },
  },
  {
    label: "delete another customer's private ad (guessed id)",
    method: 'DELETE',
    path: (targets) => apiPaths.advertisement(targets.otherPrivateAd),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: "delete another customer's public ad",
    method: 'DELETE',
    path: (targets) => apiPaths.advertisement(targets.otherPublicAd),
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
  {
    label: "list the ads of the member's venue",
    method: 'GET',
    path: (targets) => withQuery(apiPaths.venueAds(targets.memberVenue), { q: targets.adTag }),
    expected: { admin: 200, member: 200, nonMember: 404 },
    check(response, actor, targets) {
      const expected =
        actor === 'admin'
          ? [targets.memberAd, targets.otherPrivateAd, targets.otherPublicAd]
          : [targets.memberAd, targets.otherPublicAd]
      expect(ids(response).sort()).toEqual(expected.sort())
    },
  },
  {
    label: 'list the ads of another venue (guessed id)',
    method: 'GET',
    path: (targets) => apiPaths.venueAds(targets.otherVenue),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: "assign the member's ad to the member's venue",
    method: 'POST',
    path: (targets) => apiPaths.venueAdsAssign(targets.memberVenue),
    body: (targets) => ({ adIds: [targets.memberAd] }),
    expected: { admin: 200, member: 200, nonMember: 404 },
    async check(response, _actor, targets) {
      expect(response.body).toEqual({ assigned: 1, alreadyAssigned: 0 })
      expect(await isAssigned(targets.memberVenue, targets.memberAd)).toBe(true)
    },
  },
  {
    label: "assign a public ad to the member's venue",
    method: 'POST',
    path: (targets) => apiPaths.venueAdsAssign(targets.memberVenue),
    body: (targets) => ({ adIds: [targets.otherPublicAd] }),
    expected: { admin: 200, member: 200, nonMember: 404 },
  },
  {
    label: "assign another customer's private ad to the member's venue",
    method: 'POST',
    path: (targets) => apiPaths.venueAdsAssign(targets.memberVenue),
    body: (targets) => ({ adIds: [targets.otherPrivateAd] }),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: "assign the member's ad to another venue (guessed id)",
    method: 'POST',
    path: (targets) => apiPaths.venueAdsAssign(targets.otherVenue),
    body: (targets) => ({ adIds: [targets.memberAd] }),
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: "unassign the member's ad from the member's venue",
    method: 'POST',
    path: (targets) => apiPaths.venueAdsUnassign(targets.memberVenue),
    body: async (targets) => {
      await db().insert(venueAds).values({ venueId: targets.memberVenue, adId: targets.memberAd })
      return { adIds: [targets.memberAd] }
    },
    expected: { admin: 200, member: 200, nonMember: 404 },
    async check(response, _actor, targets) {
      expect(response.body).toEqual({ unassigned: 1, notAssigned: 0 })
      expect(await isAssigned(targets.memberVenue, targets.memberAd)).toBe(false)
    },
  },
  {
    label: "unassign another customer's private ad from the member's venue",
    method: 'POST',
    path: (targets) => apiPaths.venueAdsUnassign(targets.memberVenue),
    body: async (targets) => {
      await db().insert(venueAds).values({ venueId: targets.memberVenue, adId: targets.otherPrivateAd })
      return { adIds: [targets.otherPrivateAd] }
    },
    expected: { admin: 200, member: 404, nonMember: 404 },
  },
  {
    label: 'upload an image',
    method: 'POST',
    path: () => apiPaths.media,
    body: () => uploadBody,
    expected: { admin: 201, member: 201, nonMember: 201 },
    unaudited: true,
    check(response) {
      expect(mediaSchema.parse(response.body).width).toBe(64)
    },
  },
  {
    label: 'fetch an image from a loopback address',
    method: 'POST',
    path: () => apiPaths.mediaFromUrl,
    body: () => ({ url: 'http://127.0.0.1/image.png' }),
    expected: { admin: 400, member: 400, nonMember: 400 },
    code: 'MEDIA_URL_REFUSED',
  },
  {
    label: 'read the audit trail',
    method: 'GET',
    path: () => auditPaths.audit,
    expected: { admin: 200, member: 403, nonMember: 403 },
  },
]

describe('permissions matrix', () => {
  itEachCell(rows, async (cell) => {
    const { row, actor, expected } = cell
    const targets: Targets = {
      memberVenue: (await createVenue([actors.member.user.id])).id,
      otherVenue: (await createVenue([])).id,
      otherUser: await bystander(),
      self: actors[actor === 'anonymous' ? 'member' : actor].user.id,
      memberAd: '',
      otherPrivateAd: '',
      otherPublicAd: '',
      adTag: uniqueTag(),
    }
    targets.memberAd = await createAd(actors.member.user.id, targets.adTag, false)
    targets.otherPrivateAd = await createAd(targets.otherUser, targets.adTag, false)
    targets.otherPublicAd = await createAd(targets.otherUser, targets.adTag, true)
    const body = row.body ? await row.body(targets) : undefined
    const isWrite = row.method !== 'GET'
    const before = isWrite ? await snapshot(targets) : undefined

    const response = await api.request(row.method, row.path(targets), { token: tokenOf(actors, actor), body })

    await expectAnswer(response, cell, targets)
    if (!before) return
    const after = await snapshot(targets)
    if (expected >= 400 || row.unaudited) expect(after).toEqual(before)
    else expect(after.audit).toBe(before.audit + 1)
  })
})
