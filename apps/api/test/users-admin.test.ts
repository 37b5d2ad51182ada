import { randomUUID } from 'node:crypto'
import { apiPaths, msg, userSchema, userSortable, type User, type UserCreateInput } from '@wifi/contract'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { signInFully } from './support/flows.ts'
import {
  expectListed,
  ids,
  idsSortedBy,
  sortCases,
  uniqueTag,
  userInput,
  venueInput,
  withQuery,
  type Query,
} from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession, mail } = useTestApp({ mail: true })

let adminToken: string

beforeAll(async () => {
  adminToken = (await userWithSession({ role: 'admin' })).token
})

const me = (token: string) => api.request('GET', apiPaths.me, { token })
const create = (body: unknown, token = adminToken) => api.request('POST', apiPaths.users, { token, body })
const read = (id: string, token = adminToken) => api.request('GET', apiPaths.user(id), { token })
const update = (id: string, body: unknown, token = adminToken) => api.request('PUT', apiPaths.user(id), { token, body })
const remove = (id: string, token = adminToken) => api.request('DELETE', apiPaths.user(id), { token })
const list = (query: Query, token = adminToken) => api.request('GET', withQuery(apiPaths.users, query), { token })
const passwordStep = (email: string, password: string) =>
  api.request('POST', apiPaths.signIn, { body: { email, password } })

async function createdUser(input: UserCreateInput) {
  const response = await create(input)
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`)
  return userSchema.parse(response.body)
}

/** The body of a PUT that changes nothing (an empty password keeps the current one). */
function unchanged(user: User) {
  const { firstname, lastname, username, email, phone, role, status } = user
  return { firstname, lastname, username, email, phone, role, status, password: '', confirmPassword: '' }
}

const both = (password: string) => ({ password, confirmPassword: password })

describe('an admin manages users', () => {
  it('creates a user, normalising the input, who can then sign in', async () => {
    const tag = uniqueTag()
    const input = userInput(tag, {
      firstname: ' Đặng ',
      lastname: ` Hồng ${tag} `,
      email: ` User-${tag}@Example.TEST `,
      phone: '+84 (90) 123-4567',
      role: 'customer',
      ...both('First-pass1'),
    })
    const response = await create(input)
    expect(response.status).toBe(201)
    const user = userSchema.parse(response.body)
    expect(user).toMatchObject({
      firstname: 'Đặng',
      lastname: `Hồng ${tag}`,
      fullName: `Đặng Hồng ${tag}`,
      username: input.username,
      email: `user-${tag}@example.test`,
      phone: '+84901234567',
      role: 'customer',
      status: 'active',
    })
    expect(JSON.stringify(response.body)).not.toMatch(/password|first-pass1/i)
    expect((await read(user.id)).body).toEqual(response.body)

    const token = await signInFully(api, mail, user.email, 'First-pass1')
    expect((await me(token)).body.id).toBe(user.id)
  })

  it('creates an admin and an inactive user when asked', async () => {
    const admin = await createdUser(userInput(uniqueTag(), { role: 'admin' }))
    expect(admin.role).toBe('admin')
    const inactive = await createdUser(userInput(uniqueTag(), { status: 'inactive' }))
    expect(inactive.status).toBe('inactive')
  })

  it('adds a user without a phone, left out or empty, as the profile allows (docs/decisions/052)', async () => {
    const { phone: _phone, ...withoutPhone } = userInput(uniqueTag())
    const leftOut = await create(withoutPhone)
    expect(leftOut.status).toBe(201)
    expect(leftOut.body.phone).toBeNull()
    expect((await read(leftOut.body.id)).body.phone).toBeNull()

    expect((await createdUser(userInput(uniqueTag(), { phone: '  ' }))).phone).toBeNull()

    const withPhone = await createdUser(userInput(uniqueTag()))
    const cleared = await update(withPhone.id, { ...unchanged(withPhone), phone: '' })
    expect(cleared.status).toBe(200)
    expect(cleared.body.phone).toBeNull()
  })

  it('edits a user; an empty password keeps the old one and their sessions', async () => {
    const tag = uniqueTag()
    const user = await createdUser(userInput(tag, both('Keep-this-pass1')))
    const token = await signInFully(api, mail, user.email, 'Keep-this-pass1')
    const edited = {
      ...unchanged(user),
      firstname: 'Bảo',
      lastname: 'Ngọc',
      username: `edited_${tag}`,
      email: `edited-${tag}@example.test`,
      phone: '0912 345 678',
    }
    const response = await update(user.id, edited)
    expect(response.status).toBe(200)
    const { password: _password, confirmPassword: _confirm, ...profile } = edited
    expect(response.body).toMatchObject({
      ...profile,
      phone: '0912345678',
      fullName: 'Bảo Ngọc',
      createdAt: user.createdAt,
    })
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(user.updatedAt))
    expect((await read(user.id)).body).toEqual(response.body)

    expect((await me(token)).status).toBe(200)
    const withoutPasswordFields = { ...unchanged(response.body), password: undefined, confirmPassword: undefined }
    expect((await update(user.id, withoutPasswordFields)).status).toBe(200)
    expect(await signInFully(api, mail, edited.email, 'Keep-this-pass1')).toEqual(expect.any(String))
  })

  it("setting a user's password ends their sessions; the new password works and the old one not", async () => {
    const user = await createdUser(userInput(uniqueTag(), both('Old-password1')))
    const token = await signInFully(api, mail, user.email, 'Old-password1')
    const response = await update(user.id, { ...unchanged(user), ...both('New-password2') })
    expect(response.status).toBe(200)
    expect((await me(token)).status).toBe(401)
    const oldPassword = await passwordStep(user.email, 'Old-password1')
    expect(oldPassword.status).toBe(401)
    expect(oldPassword.body.code).toBe('INVALID_CREDENTIALS')
    expect(await signInFully(api, mail, user.email, 'New-password2')).toEqual(expect.any(String))
  })

  it('deactivating a user ends every session at once, and they cannot sign in until reactivated', async () => {
    const user = await createdUser(userInput(uniqueTag(), both('Some-password1')))
    const tokens = [
      await signInFully(api, mail, user.email, 'Some-password1'),
      await signInFully(api, mail, user.email, 'Some-password1'),
    ]
    const response = await update(user.id, { ...unchanged(user), status: 'inactive' })
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('inactive')
    for (const token of tokens) expect((await me(token)).status).toBe(401)
    const refused = await passwordStep(user.email, 'Some-password1')
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('ACCOUNT_INACTIVE')

    expect((await update(user.id, { ...unchanged(user), status: 'active' })).status).toBe(200)
    for (const token of tokens) expect((await me(token)).status).toBe(401)
    expect(await signInFully(api, mail, user.email, 'Some-password1')).toEqual(expect.any(String))
  })

  it('deletes a user, with their sessions and venue memberships', async () => {
    const user = await createdUser(userInput(uniqueTag(), both('Some-password1')))
    const token = await signInFully(api, mail, user.email, 'Some-password1')
    const venue = await api.request('POST', apiPaths.venues, {
      token: adminToken,
      body: venueInput(uniqueTag(), { memberEmails: [user.email] }),
    })
    expect(venue.body.members).toHaveLength(1)

    const response = await remove(user.id)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ok: true })
    expect((await read(user.id)).status).toBe(404)
    expect((await me(token)).status).toBe(401)
    expect((await api.request('GET', apiPaths.venue(venue.body.id), { token: adminToken })).body.members).toEqual([])
    expect((await remove(user.id)).status).toBe(404)
    expect((await update(user.id, unchanged(user))).status).toBe(404)
  })

  it('answers 404 for an id that does not exist and 400 for one that is not a uuid', async () => {
    const missing = randomUUID()
    for (const response of [
      await read(missing),
      await update(missing, userInput(uniqueTag())),
      await remove(missing),
    ]) {
      expect(response.status).toBe(404)
      expect(response.body.code).toBe('NOT_FOUND')
    }
    for (const response of [await read('42'), await remove('not-a-uuid')]) {
      expect(response.status).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    }
  })
})

describe('user validation (docs/product.md §5)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a malformed email', { email: 'not-an-email' }, { email: msg.userEmailInvalid }],
    ['an email without a domain', { email: 'lan@' }, { email: msg.userEmailInvalid }],
    ['an empty email', { email: '  ' }, { email: msg.emailRequired }],
    ['an empty password', both(''), { password: msg.newPasswordRequired }],
    ['a password under 8', both('Short1a'), { password: msg.newPasswordMin8 }],
    ['a password without an uppercase letter', both('quancaphe77'), { password: msg.newPasswordUppercase }],
    ['a password without a lowercase letter', both('NOLOWERCASE1'), { password: msg.newPasswordLowercase }],
    ['a password without a digit', both('NoDigitsHere'), { password: msg.newPasswordNumber }],
    [
      'passwords that do not match',
      { password: 'Valid-pass1', confirmPassword: 'Valid-pass2' },
      { confirmPassword: msg.passwordsDontMatchSignUp },
    ],
    ['a phone with letters', { phone: '09012abc45' }, { phone: msg.phoneInvalid }],
    ['a phone over 15 digits', { phone: '+8490123456789012' }, { phone: msg.phoneInvalid }],
    ['no role', { role: undefined }, { role: msg.roleRequired }],
    ['an unknown role', { role: 'superuser' }, { role: msg.roleRequired }],
    ['an unknown status', { status: 'banned' }, { status: msg.statusRequired }],
    [
      'empty names',
      { firstname: '', lastname: '   ' },
      { firstname: msg.firstnameRequired, lastname: msg.lastnameRequired },
    ],
    [
      'names over 50',
      { firstname: 'x'.repeat(51), lastname: 'y'.repeat(51) },
      { firstname: msg.firstnameMax, lastname: msg.lastnameMax },
    ],
    ['a username under 3', { username: 'ab' }, { username: msg.usernameLength }],
    ['no username', { username: undefined }, { username: msg.usernameLength }],
    ['a username with spaces', { username: 'bad name!' }, { username: msg.usernameCharacters }],
  ])('refuses %s with the exact keys, creating nothing', async (_case, change, fields) => {
    const tag = uniqueTag()
    const response = await create({ ...userInput(tag), ...change })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('VALIDATION_FAILED')
    expect(response.body.fields).toEqual(fields)
    expect((await list({ q: tag })).body.total).toBe(0)
  })

  it('reports a missing password confirmation with a message key', async () => {
    const tag = uniqueTag()
    const response = await create({ ...userInput(tag), confirmPassword: undefined })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('VALIDATION_FAILED')
    expect([msg.confirmPasswordRequired, msg.passwordsDontMatchSignUp]).toContain(response.body.fields?.confirmPassword)
    expect((await list({ q: tag })).body.total).toBe(0)
  })

  it('PUT applies the same rules, and a refused update changes nothing', async () => {
    const user = await createdUser(userInput(uniqueTag()))
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { email: 'nope', phone: '12ab' },
        { email: msg.userEmailInvalid, phone: msg.phoneInvalid },
      ],
      [both('Short1a'), { password: msg.newPasswordMin8 }],
      [both('quancaphe77'), { password: msg.newPasswordUppercase }],
      [both('NOLOWERCASE1'), { password: msg.newPasswordLowercase }],
      [both('NoDigitsHere'), { password: msg.newPasswordNumber }],
      [{ password: 'Valid-pass1', confirmPassword: '' }, { confirmPassword: msg.passwordsDontMatchSignUp }],
      [{ password: '', confirmPassword: 'Valid-pass1' }, { confirmPassword: msg.passwordsDontMatchSignUp }],
      [{ role: 'owner' }, { role: msg.roleRequired }],
      [{ status: '' }, { status: msg.statusRequired }],
    ]
    for (const [change, fields] of cases) {
      const response = await update(user.id, { ...unchanged(user), firstname: 'Changed', ...change })
      expect(response.status, JSON.stringify(change)).toBe(400)
      expect(response.body.fields).toEqual(fields)
    }
    expect((await read(user.id)).body).toEqual(user)
  })

  it('a duplicate email, in any letter case, is a field error on create and on update', async () => {
    const tag = uniqueTag()
    const taken = await createdUser(userInput(tag))
    const other = await createdUser(userInput(uniqueTag()))
    const sameEmail = taken.email.toUpperCase()

    const created = await create(userInput(uniqueTag(), { email: sameEmail, lastname: `Refused ${tag}` }))
    const updated = await update(other.id, { ...unchanged(other), email: sameEmail })
    for (const response of [created, updated]) {
      expect(response.status).toBe(409)
      expect(response.body).toMatchObject({ code: 'EMAIL_IN_USE', fields: { email: 'errors:EMAIL_IN_USE' } })
    }
    expect((await list({ q: `refused ${tag}` })).body.total).toBe(0)
    expect((await read(other.id)).body).toEqual(other)
  })

  it('a duplicate username, in any letter case, is a field error on create and on update', async () => {
    const tag = uniqueTag()
    await createdUser(userInput(tag, { username: `Taken_${tag}` }))
    const other = await createdUser(userInput(uniqueTag()))
    const sameUsername = `taken_${tag}`

    const created = await create(userInput(uniqueTag(), { username: sameUsername, lastname: `Refused ${tag}` }))
    const updated = await update(other.id, { ...unchanged(other), username: sameUsername.toUpperCase() })
    for (const response of [created, updated]) {
      expect(response.status).toBe(409)
      expect(response.body).toMatchObject({
        code: 'USERNAME_IN_USE',
        fields: { username: 'errors:USERNAME_IN_USE' },
      })
    }
    expect((await list({ q: `refused ${tag}` })).body.total).toBe(0)
    expect((await read(other.id)).body).toEqual(other)
  })

  it('keeping ones own email and username is no clash', async () => {
    const user = await createdUser(userInput(uniqueTag()))
    const response = await update(user.id, { ...unchanged(user), email: user.email.toUpperCase(), firstname: 'Khoa' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ email: user.email, firstname: 'Khoa' })
  })
})

describe("an admin's own account", () => {
  /** An admin whose record passes the user form's rules, so a PUT of it unchanged is valid. */
  const freshAdmin = () => {
    const tag = uniqueTag()
    return userWithSession({
      role: 'admin',
      firstname: 'Self',
      lastname: tag,
      username: `self_${tag}`,
      phone: '+84901234567',
    })
  }

  it('cannot be deactivated by themselves (409 CANNOT_CHANGE_SELF on the status)', async () => {
    const admin = await freshAdmin()
    const self = (await read(admin.user.id, admin.token)).body
    const response = await update(admin.user.id, { ...unchanged(self), status: 'inactive' }, admin.token)
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({
      code: 'CANNOT_CHANGE_SELF',
      fields: { status: 'errors:CANNOT_CHANGE_SELF' },
    })
    expect((await read(admin.user.id)).body).toEqual(self)
    expect((await me(admin.token)).status).toBe(200)
  })

  it('cannot be deleted by themselves (409 CANNOT_CHANGE_SELF)', async () => {
    const admin = await freshAdmin()
    const response = await remove(admin.user.id, admin.token)
    expect(response.status).toBe(409)
    expect(response.body.code).toBe('CANNOT_CHANGE_SELF')
    expect((await read(admin.user.id)).status).toBe(200)
    expect((await me(admin.token)).status).toBe(200)
  })

  it('can edit their other fields', async () => {
    const admin = await freshAdmin()
    const self = (await read(admin.user.id, admin.token)).body
    const response = await update(admin.user.id, { ...unchanged(self), firstname: 'Renamed' }, admin.token)
    expect(response.status).toBe(200)
    expect(response.body.firstname).toBe('Renamed')
    expect((await me(admin.token)).status).toBe(200)
  })

  /** Runs `work` while the given admins are the only active ones, then reactivates the others. */
  async function withOnlyActiveAdmins(keep: string[], work: () => Promise<void>) {
    const others = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), notInArray(users.id, keep)))
    const otherIds = others.map((other) => other.id)
    expect(otherIds.length).toBeGreaterThan(0)
    await db().update(users).set({ status: 'inactive' }).where(inArray(users.id, otherIds))
    try {
      await work()
    } finally {
      await db().update(users).set({ status: 'active' }).where(inArray(users.id, otherIds))
    }
  }

  it('the last active admin cannot demote themselves (409 LAST_ADMIN); with another active admin they can', async () => {
    const admin = await freshAdmin()
    const self = (await read(admin.user.id, admin.token)).body
    const demote = () => update(admin.user.id, { ...unchanged(self), role: 'customer' }, admin.token)

    await withOnlyActiveAdmins([admin.user.id], async () => {
      const refused = await demote()
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ code: 'LAST_ADMIN', fields: { role: 'errors:LAST_ADMIN' } })
      expect((await read(admin.user.id, admin.token)).body).toEqual(self)
    })

    const allowed = await demote()
    expect(allowed.status).toBe(200)
    expect(allowed.body.role).toBe('customer')
    expect((await list({}, admin.token)).status).toBe(403)
  })

  it('when the last two active admins demote themselves at the same moment, one stays admin and the other gets 409', async () => {
    const pair = [await freshAdmin(), await freshAdmin()]
    const pairIds = pair.map(({ user }) => user.id)
    const demotions = await Promise.all(
      pair.map(async ({ user, token }) => ({ ...unchanged((await read(user.id, token)).body), role: 'customer' })),
    )
    await withOnlyActiveAdmins(pairIds, async () => {
      // A race either way round: several rounds, each starting from two active admins.
      for (let round = 0; round < 10; round += 1) {
        await db().update(users).set({ role: 'admin' }).where(inArray(users.id, pairIds))
        const responses = await Promise.all(
          pair.map(({ user, token }, index) => update(user.id, demotions[index], token)),
        )
        const outcomes = responses.map((response) => `${response.status} ${response.body.code ?? ''}`.trim())
        expect(outcomes.sort(), `round ${round}`).toEqual(['200', '409 LAST_ADMIN'])
      }
    })
  })
})

describe('the user list', () => {
  const tag = uniqueTag()
  /** Usernames in mixed case: the list sorts them ignoring case. */
  const rows = [
    { firstname: 'Cuong', username: `d_${tag}`, email: 'b', phone: '+84900000004', role: 'admin', status: 'active' },
    { firstname: 'Anh', username: `B_${tag}`, email: 'e', phone: '+84900000002', role: 'customer', status: 'inactive' },
    { firstname: 'Em', username: `a_${tag}`, email: 'c', phone: '+84900000005', role: 'customer', status: 'active' },
    { firstname: 'Binh', username: `E_${tag}`, email: 'a', phone: '+84900000001', role: 'admin', status: 'inactive' },
    { firstname: 'Duy', username: `c_${tag}`, email: 'd', phone: '+84900000003', role: 'customer', status: 'active' },
  ] as const
  /** updatedAt in yet another order than createdAt. */
  const updatedDaysAgo = [3, 5, 1, 4, 2]
  let created: User[] = []

  beforeAll(async () => {
    created = []
    for (const [index, row] of rows.entries()) {
      const { user } = await createUser(db(), { ...row, lastname: `List ${tag}`, email: `${row.email}-${tag}@x.test` })
      const updatedAt = new Date(Date.now() - updatedDaysAgo[index]! * 24 * 60 * 60 * 1000)
      await db().update(users).set({ updatedAt }).where(eq(users.id, user.id))
      created.push((await read(user.id)).body)
    }
  })

  it.each(sortCases(userSortable))('sorts by %s %s', async (column, order) => {
    // Usernames ignoring case.
    const key = (user: User) => (column === 'username' ? (user.username ?? '').toLowerCase() : (user[column] ?? ''))
    expect(created).toHaveLength(rows.length)
    expectListed(await list({ q: tag, sort: column, order, pageSize: 100 }), idsSortedBy(created, key, order))
  })

  it('sorts newest first when no sort is given', async () => {
    expect(ids(await list({ q: tag }))).toEqual(created.map((user) => user.id).reverse())
  })

  it('filters by role and by status, several separated by commas', async () => {
    const matching = (predicate: (user: User) => boolean) =>
      created
        .filter(predicate)
        .map((user) => user.id)
        .sort()
    const found = async (query: Record<string, string>) => ids(await list({ q: tag, pageSize: 100, ...query })).sort()

    expect(await found({ role: 'admin' })).toEqual(matching((user) => user.role === 'admin'))
    expect(await found({ role: 'customer' })).toEqual(matching((user) => user.role === 'customer'))
    expect(await found({ status: 'inactive' })).toEqual(matching((user) => user.status === 'inactive'))
    expect(await found({ role: 'customer', status: 'active' })).toEqual(
      matching((user) => user.role === 'customer' && user.status === 'active'),
    )
    expect(await found({ role: 'admin,customer', status: 'active,inactive' })).toEqual(matching(() => true))
    for (const query of [{ role: 'owner' }, { role: 'admin,owner' }, { status: 'banned' }]) {
      const response = await list({ q: tag, ...query })
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    }
  })

  it('searches names, username, email and phone, ignoring letter case, in Vietnamese', async () => {
    const searchTag = uniqueTag()
    const { user } = await createUser(db(), {
      firstname: 'Đặng',
      lastname: `Thị Hồng ${searchTag}`,
      username: `hong_${searchTag}`,
      email: `dang.hong-${searchTag}@example.test`,
      phone: '+84977123456',
    })
    const found = async (q: string) => ids(await list({ q, pageSize: 100 }))

    expect(await found(`ĐẶNG THỊ HỒNG ${searchTag.toUpperCase()}`)).toEqual([user.id])
    expect(await found(`thị hồng ${searchTag}`)).toEqual([user.id])
    expect(await found(`HONG_${searchTag.toUpperCase()}`)).toEqual([user.id])
    expect(await found(`Dang.Hong-${searchTag}@`)).toEqual([user.id])
    expect(await found('+84977123456')).toEqual([user.id])
    expect(await found(`${searchTag}%`)).toEqual([])
    expect(await found(`hong${searchTag}`)).toEqual([])
    expect(await found(`h_ng_${searchTag}`)).toEqual([])
  })

  it('pages with the total; a page past the end is empty, not an error', async () => {
    const response = await list({ q: tag, page: 2, pageSize: 10 })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ items: [], total: rows.length, page: 2, pageSize: 10 })
  })

  it('refuses page sizes other than 10, 20, 50 and 100, and unknown sort columns', async () => {
    for (const query of [{ pageSize: 15 }, { pageSize: 0 }, { page: 0 }, { sort: 'password' }, { order: 'down' }]) {
      const response = await list({ q: tag, ...query })
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(response.body.code).toBe('VALIDATION_FAILED')
    }
  })
})
