import { apiPaths, authTimings, sessionListSchema } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions } from '../src/db/schema.ts'
import { describeUserAgent } from '../src/modules/sessions/user-agent.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { startSignIn } from './support/flows.ts'
import { freshAddress } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/** Settings → Security: the user's sessions, and ending one or all others (docs/decisions/013). */

const { api, db, mail } = useTestApp({ mail: true })

const agents = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  windowsCocCoc:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/130.0.248 Chrome/124.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
}

/** Signs in from a given browser and address; returns the session's token. */
async function signInFrom(email: string, password: string, userAgent: string, ip = freshAddress()) {
  const headers = { 'user-agent': userAgent }
  const { challengeToken, code } = await startSignIn(api, mail, email, password, { headers, ip })
  const response = await api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code }, headers, ip })
  return response.body.accessToken as string
}

const listOf = async (token: string) => {
  const response = await api.request('GET', apiPaths.mySessions, { token })
  expect(response.status).toBe(200)
  return sessionListSchema.parse(response.body).items
}
const me = (token: string) => api.request('GET', apiPaths.me, { token })

describe('the sessions list', () => {
  it('lists the live sessions with browser, system, address and times, this one first and marked', async () => {
    const { user, password } = await createUser(db())
    const phoneAddress = freshAddress()
    const phone = await signInFrom(user.email, password, agents.androidChrome, phoneAddress)
    const laptop = await signInFrom(user.email, password, agents.windowsCocCoc)
    const ended = await signInFrom(user.email, password, agents.iphoneSafari)
    await api.request('POST', apiPaths.signOut, { token: ended })
    const someoneElse = await createUser(db())
    await signInFrom(someoneElse.user.email, someoneElse.password, agents.iphoneSafari)

    const items = await listOf(phone)
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({ current: true, browser: 'Chrome 131', system: 'Android 14', ip: phoneAddress })
    expect(items[1]).toMatchObject({ current: false, browser: 'Cốc Cốc 130', system: 'Windows' })
    expect(Date.parse(items[0]!.signedInAt)).toBeLessThanOrEqual(Date.parse(items[0]!.lastActiveAt))
    expect((await listOf(laptop))[0]).toMatchObject({ current: true, browser: 'Cốc Cốc 130' })
  })

  it('ends one other session at once; another user’s session cannot be ended and stays', async () => {
    const { user, password } = await createUser(db())
    const mine = await signInFrom(user.email, password, agents.androidChrome)
    const other = await signInFrom(user.email, password, agents.iphoneSafari)
    const otherId = (await listOf(mine)).find((session) => !session.current)!.id

    const stranger = await createUser(db())
    const strangerToken = await signInFrom(stranger.user.email, stranger.password, agents.windowsCocCoc)
    const refused = await api.request('DELETE', apiPaths.mySession(otherId), { token: strangerToken })
    expect(refused.status).toBe(404)
    expect((await me(other)).status).toBe(200)

    const response = await api.request('DELETE', apiPaths.mySession(otherId), { token: mine })
    expect(response.status).toBe(200)
    expect((await me(other)).status).toBe(401)
    expect((await me(mine)).status).toBe(200)
    expect((await listOf(mine)).map((session) => session.id)).not.toContain(otherId)
    expect((await api.request('DELETE', apiPaths.mySession(otherId), { token: mine })).status).toBe(404)
    expect(api.logs).toContainEqual(
      expect.objectContaining({ securityEvent: 'session.ended', userId: user.id, sessionId: otherId }),
    )
  })

  it('ends every other session and keeps this one', async () => {
    const { user, password } = await createUser(db())
    const mine = await signInFrom(user.email, password, agents.androidChrome)
    const others = [
      await signInFrom(user.email, password, agents.iphoneSafari),
      await signInFrom(user.email, password, agents.windowsCocCoc),
    ]
    const response = await api.request('DELETE', apiPaths.mySessions, { token: mine })
    expect(response.body).toEqual({ ended: 2 })
    for (const token of others) expect((await me(token)).status).toBe(401)
    expect((await me(mine)).status).toBe(200)
    expect(await listOf(mine)).toHaveLength(1)
  })

  it('ending this session signs out', async () => {
    const { user, password } = await createUser(db())
    const mine = await signInFrom(user.email, password, agents.androidChrome)
    const [current] = await listOf(mine)
    expect((await api.request('DELETE', apiPaths.mySession(current!.id), { token: mine })).status).toBe(200)
    expect((await me(mine)).status).toBe(401)
  })

  it('needs a session, and a session id that is a uuid', async () => {
    expect((await api.request('GET', apiPaths.mySessions)).status).toBe(401)
    expect((await api.request('DELETE', apiPaths.mySessions)).status).toBe(401)
    const { user, password } = await createUser(db())
    const mine = await signInFrom(user.email, password, agents.androidChrome)
    expect((await api.request('DELETE', apiPaths.mySession('not-a-uuid'), { token: mine })).status).toBe(400)
  })
})

describe('session lifetimes', () => {
  it(`ends a session unused for ${authTimings.sessionIdleSeconds / 3600} hours, even before its absolute end`, async () => {
    const { user, password } = await createUser(db())
    const token = await signInFrom(user.email, password, agents.androidChrome)
    const [session] = await listOf(token)
    const idle = authTimings.sessionIdleSeconds * 1000
    await db()
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - idle + 60_000) })
      .where(eq(sessions.id, session!.id))
    expect((await me(token)).status).toBe(200)
    await db()
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - idle - 1000) })
      .where(eq(sessions.id, session!.id))
    expect((await me(token)).status).toBe(401)
  })

  it(`ends a session ${authTimings.sessionTtlSeconds / 86400} days after sign-in, however much it is used`, async () => {
    const { user, password } = await createUser(db())
    const token = await signInFrom(user.email, password, agents.androidChrome)
    const [session] = await listOf(token)
    const [row] = await db().select().from(sessions).where(eq(sessions.id, session!.id))
    // created_at is the database's clock and expires_at the server's: the same instant, give or take a moment.
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime()
    expect(Math.abs(lifetime - authTimings.sessionTtlSeconds * 1000)).toBeLessThan(5_000)
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session!.id))
    expect((await me(token)).status).toBe(401)
  })
})

describe('describing a user agent', () => {
  it.each([
    [agents.androidChrome, 'Chrome 131', 'Android 14'],
    [agents.windowsCocCoc, 'Cốc Cốc 130', 'Windows'],
    [agents.iphoneSafari, 'Safari 18.1', 'iOS 18.1'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131',
      'macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox 132', 'Linux'],
    [
      'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 Zalo android/12100 ZaloTheme/light ZaloLanguage/vi',
      'Zalo',
      'Android 13',
    ],
    ['curl/8.5.0', null, null],
  ])('%s → %s on %s', (userAgent, browser, system) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, system })
  })
})
