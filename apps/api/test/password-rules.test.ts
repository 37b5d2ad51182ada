import { apiPaths } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { findUserById } from '../src/modules/users/user-repository.ts'
import { resetTokenFrom } from './support/flows.ts'
import { auditOf, uniqueTag, userInput } from './support/management.ts'
import type { ApiResponse } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/** Wherever a new password is chosen, a common one is refused; own-account changes go into the audit trail. */

const { api, db, userWithSession, mail } = useTestApp({ mail: true })
let admin: Awaited<ReturnType<typeof userWithSession>>

beforeAll(async () => {
  admin = await userWithSession({ role: 'admin' })
})

const common = 'Qwerty123'

function expectCommonPassword(response: ApiResponse, field: string) {
  expect(response.status).toBe(400)
  expect(response.body).toEqual({
    code: 'COMMON_PASSWORD',
    message: expect.any(String),
    fields: { [field]: 'errors:COMMON_PASSWORD' },
  })
}

describe('common passwords are refused', () => {
  it('at a reset, leaving the link usable and the password unchanged', async () => {
    const { user } = await userWithSession()
    await api.request('POST', apiPaths.forgotPassword, { body: { email: user.email } })
    const token = resetTokenFrom(await mail.next(user.email))
    const refused = await api.request('POST', apiPaths.resetPassword, {
      body: { token, newPassword: common, confirmPassword: common },
    })
    expectCommonPassword(refused, 'newPassword')
    expect((await findUserById(db(), user.id))?.passwordHash).toBe(user.passwordHash)

    const accepted = await api.request('POST', apiPaths.resetPassword, {
      body: { token, newPassword: 'Mưa-Sài-Gòn-42', confirmPassword: 'Mưa-Sài-Gòn-42' },
    })
    expect(accepted.status).toBe(200)
  })

  it('at a password change, after the current password was checked', async () => {
    const { user, password, token } = await userWithSession()
    const refused = await api.request('POST', apiPaths.myPassword, {
      token,
      body: { currentPassword: password, newPassword: common, confirmPassword: common },
    })
    expectCommonPassword(refused, 'newPassword')
    expect((await findUserById(db(), user.id))?.passwordHash).toBe(user.passwordHash)
  })

  it('when an admin creates a user or sets their password', async () => {
    const tag = uniqueTag()
    const created = await api.request('POST', apiPaths.users, {
      token: admin.token,
      body: userInput(tag, { password: common, confirmPassword: common }),
    })
    expectCommonPassword(created, 'password')

    const { user } = await userWithSession()
    const updated = await api.request('PUT', apiPaths.user(user.id), {
      token: admin.token,
      body: {
        firstname: 'Lan',
        lastname: 'Trần',
        username: `user_${uniqueTag()}`,
        email: user.email,
        phone: '+84901234567',
        role: 'customer',
        status: 'active',
        password: common,
        confirmPassword: common,
      },
    })
    expectCommonPassword(updated, 'password')
    expect((await findUserById(db(), user.id))?.passwordHash).toBe(user.passwordHash)
  })
})

describe('changes to ones own account are audited', () => {
  it('records a profile update and a password change, the password only as changed', async () => {
    const { user, password, token } = await userWithSession()
    expect(
      (
        await api.request('PATCH', apiPaths.me, {
          token,
          body: { username: `hoa_${uniqueTag()}`, firstname: 'Hoa', lastname: 'Lê', phone: '' },
        })
      ).status,
    ).toBe(200)
    const changed = await api.request('POST', apiPaths.myPassword, {
      token,
      body: { currentPassword: password, newPassword: 'Hoa-Lê-2026-x', confirmPassword: 'Hoa-Lê-2026-x' },
    })
    expect(changed.status).toBe(200)

    const entries = (await auditOf(api, admin.token, user.id)).body.items
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({
      actorId: user.id,
      action: 'update',
      entity: 'user',
      changes: { password: ['[hidden]', '[hidden]'] },
    })
    expect(entries[1]).toMatchObject({
      actorId: user.id,
      changes: { firstname: [null, 'Hoa'], lastname: [null, 'Lê'] },
    })
    expect(JSON.stringify(entries)).not.toContain('argon2')
  })
})
