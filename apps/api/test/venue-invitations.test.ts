import { apiPaths, invitationPage, invitationTtlSeconds, msg, venueInvitationPaths } from '@wifi/contract'
import type { ReceivedMail } from '@wifi/test-mail'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, rateLimits, venueInvitations, venueMembers } from '../src/db/schema.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { findUserByEmail } from '../src/modules/users/user-repository.ts'
import { hashToken } from '../src/security/tokens.ts'
import { uniqueTag } from './support/management.ts'
import { expectError, freshAddress } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * A customer's way into a venue (docs/decisions/056): an admin invites an address, the emailed link makes the
 * account (or asks its owner to sign in) and adds it to the venue, once, for a week; a customer without a venue is
 * told whom to write to.
 */

const { api, db, mail, userWithSession, startApp } = useTestApp({ mail: true })

let admin: Awaited<ReturnType<typeof userWithSession>>
beforeAll(async () => {
  admin = await userWithSession({ role: 'admin' })
})

const password = 'Invited-pass1'
const newAccount = (token: string, overrides: Record<string, string> = {}) => ({
  token,
  firstname: 'Lan',
  lastname: 'Nguyễn',
  password,
  confirmPassword: password,
  ...overrides,
})

const invite = (
  venueId: string,
  body: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
) => api.request('POST', venueInvitationPaths.invite(venueId), { token: admin.token, ...options, body })

/** The token of an invitation email's link. */
function tokenFrom(email: ReceivedMail): string {
  const match = /invitation\?token=([\w-]+)/.exec(email.text)
  if (!match?.[1]) throw new Error(`No invitation link in "${email.text}"`)
  return match[1]
}

/** Invites `email` to a new venue as the admin and reads the link's token from the email. */
async function invited(email = `owner-${uniqueTag()}@example.com`) {
  const venue = await createVenue(db(), { name: `Quán ${uniqueTag()}` })
  const response = await invite(venue.id, { email })
  expect(response.status, JSON.stringify(response.body)).toBe(202)
  return { venue, email, token: tokenFrom(await mail.next(email)) }
}

const preview = (token: string, ip?: string) =>
  api.request('POST', venueInvitationPaths.preview, { body: { token }, ip })

async function auditEntries(entityId: string) {
  return db().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.at))
}

async function isMember(venueId: string, userId: string) {
  const rows = await db()
    .select()
    .from(venueMembers)
    .where(and(eq(venueMembers.venueId, venueId), eq(venueMembers.userId, userId)))
  return rows.length === 1
}

describe('inviting an address to a venue', () => {
  it('emails a one-time link for a week to an address without an account, stored as its hash, and audits it', async () => {
    const venue = await createVenue(db(), { name: 'Cà phê Gió' })
    const email = `new-${uniqueTag()}@example.com`
    const before = Date.now()
    const response = await invite(venue.id, { email: email.toUpperCase() })
    expect(response.status).toBe(202)
    expect(response.body).toEqual({ email, expiresAt: expect.any(String) })
    const expiresIn = new Date(response.body.expiresAt).getTime() - before
    expect(expiresIn).toBeGreaterThan(invitationTtlSeconds * 1000 - 60_000)
    expect(expiresIn).toBeLessThanOrEqual(invitationTtlSeconds * 1000 + 1000)

    const message = await mail.next(email)
    const token = tokenFrom(message)
    expect(message.subject).toBe('Lời mời quản lý địa điểm “Cà phê Gió” trên Wi-Fi Console')
    expect(message.text.trim()).toBe(
      [
        'Quản trị viên Wi-Fi Console mời bạn quản lý địa điểm “Cà phê Gió”.',
        `Mở liên kết sau để tạo tài khoản với địa chỉ email này và vào địa điểm: http://console.test${invitationPage}?token=${token}`,
        'Liên kết chỉ dùng được một lần, trong 7 ngày.',
        'Nếu bạn không chờ lời mời này, hãy bỏ qua email này; sẽ không có tài khoản nào được tạo.',
      ].join('\n'),
    )
    const rows = await db().select().from(venueInvitations).where(eq(venueInvitations.venueId, venue.id))
    expect(rows).toEqual([
      expect.objectContaining({ email, tokenHash: hashToken(token), invitedBy: admin.user.id, usedAt: null }),
    ])
    expect(JSON.stringify(rows)).not.toContain(token)

    const [entry] = await auditEntries(venue.id)
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'update',
      entity: 'venue',
      changes: { invitedEmail: [null, email] },
    })
  })

  it('writes in the language the admin chose, else the console’s; to an account’s owner, says to sign in', async () => {
    const venue = await createVenue(db(), { name: 'Bún chả Hương' })
    const { user } = await createUser(db())
    expect((await invite(venue.id, { email: user.email, language: 'en' })).status).toBe(202)
    const english = await mail.next(user.email)
    expect(english.subject).toBe('You are invited to manage “Bún chả Hương” on Wi-Fi Console')
    expect(english.text.trim()).toBe(
      [
        'A Wi-Fi Console administrator invites you to manage the venue “Bún chả Hương”.',
        `Open this link and sign in with your account to open the venue: http://console.test/invitation?token=${tokenFrom(english)}`,
        'The link works once, for 7 days.',
        'If you were not expecting this invitation, ignore this email; your account stays as it is.',
      ].join('\n'),
    )

    const other = `console-language-${uniqueTag()}@example.com`
    await invite(venue.id, { email: other }, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect((await mail.next(other)).subject).toBe('You are invited to manage “Bún chả Hương” on Wi-Fi Console')
    await invite(venue.id, { email: other, language: 'vi' }, { headers: { 'accept-language': 'en' } })
    expect((await mail.next(other)).subject).toBe('Lời mời quản lý địa điểm “Bún chả Hương” trên Wi-Fi Console')
  })

  it('answers an address with an account exactly as one without', async () => {
    const venue = await createVenue(db())
    const { user } = await createUser(db())
    const fresh = `fresh-${uniqueTag()}@example.com`
    const [withAccount, without] = [
      await invite(venue.id, { email: user.email }),
      await invite(venue.id, { email: fresh }),
    ]
    expect(withAccount.status).toBe(without.status)
    expect(Object.keys(withAccount.body)).toEqual(Object.keys(without.body))
    await mail.next(user.email)
    await mail.next(fresh)
  })

  it('refuses a customer with the exact message, storing and sending nothing', async () => {
    const venue = await createVenue(db())
    const customer = await userWithSession({ role: 'customer' })
    await addVenueMembers(db(), venue.id, [customer.user.id])
    const email = `by-customer-${uniqueTag()}@example.com`
    const response = await invite(venue.id, { email }, { token: customer.token })
    expect(response.status).toBe(403)
    expect(response.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' })
    expect(await db().select().from(venueInvitations).where(eq(venueInvitations.email, email))).toEqual([])
    expect(mail.pending(email)).toHaveLength(0)
    expect(await auditEntries(venue.id)).toEqual([])
  })

  it('refuses an administrator’s, a deactivated account’s and a member’s address with their messages', async () => {
    const venue = await createVenue(db())
    const { user: otherAdmin } = await createUser(db(), { role: 'admin' })
    const { user: inactive } = await createUser(db(), { status: 'inactive' })
    const { user: member } = await createUser(db())
    await addVenueMembers(db(), venue.id, [member.id])
    const cases = [
      [otherAdmin.email, 'INVITEE_IS_ADMIN', 'This address belongs to an administrator, who sees every venue already.'],
      [
        inactive.email,
        'INVITEE_INACTIVE',
        'The account with this address is deactivated. Activate it under Users, then invite it.',
      ],
      [member.email, 'ALREADY_MEMBER', 'This address is a member of this venue already.'],
    ] as const
    for (const [email, code, message] of cases) {
      const response = await invite(venue.id, { email })
      expect(response.status).toBe(409)
      expect(response.body).toEqual({ code, message })
      expect(mail.pending(email)).toHaveLength(0)
    }
    expect(await db().select().from(venueInvitations).where(eq(venueInvitations.venueId, venue.id))).toEqual([])
  })

  it('validates the body and the venue', async () => {
    const venue = await createVenue(db())
    const bad = await invite(venue.id, { email: 'not an email', language: 'fr' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ email: msg.emailInvalid, language: expect.any(String) })
    expectError(await invite(crypto.randomUUID(), { email: 'someone@example.com' }), 404, 'NOT_FOUND')
  })

  it('sends at most 3 invitations an hour to one address', async () => {
    const email = `flooded-${uniqueTag()}@example.com`
    for (let sent = 0; sent < 3; sent++) {
      expect((await invite((await createVenue(db())).id, { email })).status).toBe(202)
    }
    const refused = await invite((await createVenue(db())).id, { email })
    expectError(refused, 429, 'RATE_LIMITED')
    expect(mail.messagesTo(email)).toHaveLength(3)
  })

  it('voids the earlier link when the same address is invited to the same venue again', async () => {
    const { venue, email, token: first } = await invited()
    await invite(venue.id, { email })
    const second = tokenFrom(await mail.next(email))
    expect((await preview(second)).status).toBe(200)
    expect((await preview(first)).body).toEqual({
      code: 'INVITATION_INVALID',
      message:
        'This invitation link is not valid. Open the latest invitation email, or ask an administrator to invite you again.',
    })
  })
})

describe('accepting with a new account', () => {
  it('shows what the link invites to, then makes the account, joins the venue and signs in', async () => {
    const { venue, email, token } = await invited()
    const shown = await preview(token)
    expect(shown.status).toBe(200)
    expect(shown.body).toEqual({ venueName: venue.name, email, hasAccount: false, expiresAt: expect.any(String) })

    const accepted = await api.request('POST', venueInvitationPaths.acceptWithNewAccount, { body: newAccount(token) })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body).toMatchObject({
      accessToken: expect.any(String),
      user: { email, firstname: 'Lan', lastname: 'Nguyễn', fullName: 'Lan Nguyễn', role: 'customer', status: 'active' },
      venue: { id: venue.id, name: venue.name },
    })
    const session = accepted.body.accessToken as string
    const venues = await api.request('GET', apiPaths.venues, { token: session })
    expect(venues.body.items.map((item: { id: string }) => item.id)).toEqual([venue.id])
    const membership = await api.request('GET', venueInvitationPaths.myVenueMembership, { token: session })
    expect(membership.body).toEqual({ venues: 1, askEmail: null })

    // The password chosen signs in, with the emailed code as always.
    const signIn = await api.request('POST', apiPaths.signIn, { body: { email, password } })
    expect(signIn.status).toBe(200)
    await mail.next(email)

    const user = (await findUserByEmail(db(), email))!
    const [userEntry] = await auditEntries(user.id)
    expect(userEntry).toMatchObject({ actorId: user.id, action: 'create', entity: 'user' })
    expect(userEntry!.changes).toMatchObject({
      email: [null, email],
      role: [null, 'customer'],
      password: [null, '[hidden]'],
    })
    const [venueEntry] = await auditEntries(venue.id)
    expect(venueEntry).toMatchObject({
      actorId: user.id,
      actorEmail: email,
      action: 'update',
      entity: 'venue',
      changes: { members: [[], [email]] },
    })
  })

  it('works once: the used link says so, and makes nothing more', async () => {
    const { email, token } = await invited()
    expect(
      (await api.request('POST', venueInvitationPaths.acceptWithNewAccount, { body: newAccount(token) })).status,
    ).toBe(200)
    const used = {
      code: 'INVITATION_USED',
      message: 'This invitation has already been used. Sign in to open your venue.',
    }
    expect((await preview(token)).body).toEqual(used)
    const again = await api.request('POST', venueInvitationPaths.acceptWithNewAccount, {
      body: newAccount(token, { firstname: 'Someone', lastname: 'Else' }),
    })
    expect(again.status).toBe(400)
    expect(again.body).toEqual(used)
    expect((await findUserByEmail(db(), email))!.firstname).toBe('Lan')
  })

  it('refuses an expired link with its message', async () => {
    const { email, token } = await invited()
    await db()
      .update(venueInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(venueInvitations.tokenHash, hashToken(token)))
    const expired = {
      code: 'INVITATION_EXPIRED',
      message: 'This invitation has expired. Ask an administrator to invite you again.',
    }
    expect((await preview(token)).body).toEqual(expired)
    const accepted = await api.request('POST', venueInvitationPaths.acceptWithNewAccount, { body: newAccount(token) })
    expect(accepted.status).toBe(400)
    expect(accepted.body).toEqual(expired)
    expect(await findUserByEmail(db(), email)).toBeUndefined()
  })

  it('refuses a link that was never sent, and a missing one', async () => {
    const response = await preview('a'.repeat(43))
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      code: 'INVITATION_INVALID',
      message:
        'This invitation link is not valid. Open the latest invitation email, or ask an administrator to invite you again.',
    })
    const missing = await api.request('POST', venueInvitationPaths.preview, { body: {} })
    expect(missing.body.fields).toEqual({ token: msg.invitationTokenRequired })
  })

  it('holds the sign-up form’s password rule and refuses a common password, leaving the link usable', async () => {
    const { email, token } = await invited()
    const weak = 'quancaphe77'
    const signUp = await api.request('POST', apiPaths.signUp, {
      body: { email: `rule-${uniqueTag()}@example.com`, password: weak, confirmPassword: weak },
    })
    const refused = await api.request('POST', venueInvitationPaths.acceptWithNewAccount, {
      body: newAccount(token, { password: weak, confirmPassword: weak }),
    })
    expect(signUp.status).toBe(400)
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual(signUp.body.fields)

    const common = await api.request('POST', venueInvitationPaths.acceptWithNewAccount, {
      body: newAccount(token, { password: 'Password1', confirmPassword: 'Password1' }),
    })
    expect(common.body).toEqual({
      code: 'COMMON_PASSWORD',
      message: expect.any(String),
      fields: { password: 'errors:COMMON_PASSWORD' },
    })
    const mismatch = await api.request('POST', venueInvitationPaths.acceptWithNewAccount, {
      body: newAccount(token, { confirmPassword: 'Other-pass1', firstname: '' }),
    })
    expect(mismatch.body.fields).toEqual({
      firstname: msg.firstnameRequired,
      confirmPassword: msg.passwordsDontMatchSignUp,
    })
    expect(await findUserByEmail(db(), email)).toBeUndefined()
    expect((await preview(token)).status).toBe(200)
  })

  it('makes one account when the link is used twice at once', async () => {
    const { venue, email, token } = await invited()
    const answers = await Promise.all(
      [0, 1].map(() => api.request('POST', venueInvitationPaths.acceptWithNewAccount, { body: newAccount(token) })),
    )
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1)
    const user = (await findUserByEmail(db(), email))!
    expect(await isMember(venue.id, user.id)).toBe(true)
  })

  it('stops a client that presents 10 bad links in 15 minutes, good ones too', async () => {
    const { token } = await invited()
    const ip = freshAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await preview(`guess-${attempt}-${'x'.repeat(30)}`, ip)).body.code).toBe('INVITATION_INVALID')
    }
    expectError(await preview(token, ip), 429, 'RATE_LIMITED')
    expect((await preview(token)).status).toBe(200)
    // A good link takes its count back: previews of it never use the limit up.
    const [counter] = await db().select().from(rateLimits).where(eq(rateLimits.subject, ip))
    expect(counter?.hits).toBe(11)
  })
})

describe('accepting with an existing account', () => {
  it('asks its owner to sign in, refuses another account, then joins the venue', async () => {
    const owner = await userWithSession({ role: 'customer' })
    const stranger = await userWithSession({ role: 'customer' })
    const { venue, token } = await invited(owner.user.email)
    expect((await preview(token)).body).toMatchObject({ email: owner.user.email, hasAccount: true })

    const asNew = await api.request('POST', venueInvitationPaths.acceptWithNewAccount, { body: newAccount(token) })
    expect(asNew.status).toBe(409)
    expect(asNew.body).toEqual({
      code: 'INVITATION_ACCOUNT_EXISTS',
      message: 'An account with this email exists already. Sign in to accept the invitation.',
    })
    expectError(await api.request('POST', venueInvitationPaths.accept, { body: { token } }), 401, 'UNAUTHENTICATED')
    const wrong = await api.request('POST', venueInvitationPaths.accept, { token: stranger.token, body: { token } })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual({
      code: 'INVITATION_OTHER_ACCOUNT',
      message: 'This invitation is for another email address. Sign out, then sign in with the invited address.',
    })
    expect(await isMember(venue.id, stranger.user.id)).toBe(false)

    const accepted = await api.request('POST', venueInvitationPaths.accept, { token: owner.token, body: { token } })
    expect(accepted.status).toBe(200)
    expect(accepted.body).toEqual({ venue: { id: venue.id, name: venue.name } })
    expect(await isMember(venue.id, owner.user.id)).toBe(true)
    const [entry] = await auditEntries(venue.id)
    expect(entry).toMatchObject({ actorId: owner.user.id, changes: { members: [[], [owner.user.email]] } })

    const reused = await api.request('POST', venueInvitationPaths.accept, { token: owner.token, body: { token } })
    expectError(reused, 400, 'INVITATION_USED')
  })
})

describe('a customer without a venue', () => {
  it('is told none, with the address to write to: SUPPORT_EMAIL, else ADMIN_EMAIL, else none', async () => {
    const customer = await userWithSession({ role: 'customer' })
    const read = async (app = api) =>
      (await app.request('GET', venueInvitationPaths.myVenueMembership, { token: customer.token })).body
    expect(await read()).toEqual({ venues: 0, askEmail: null })

    const withAdmin = await startApp({ env: { ADMIN_EMAIL: 'Boss@Example.vn', ADMIN_PASSWORD: 'Boss-pass12' } })
    expect(await read(withAdmin)).toEqual({ venues: 0, askEmail: 'boss@example.vn' })
    const withSupport = await startApp({
      env: { SUPPORT_EMAIL: 'ho-tro@example.vn', ADMIN_EMAIL: 'boss@example.vn', ADMIN_PASSWORD: 'Boss-pass12' },
    })
    expect(await read(withSupport)).toEqual({ venues: 0, askEmail: 'ho-tro@example.vn' })

    await addVenueMembers(db(), (await createVenue(db())).id, [customer.user.id])
    expect(await read()).toEqual({ venues: 1, askEmail: null })
  })
})
