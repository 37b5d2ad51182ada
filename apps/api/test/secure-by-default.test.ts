import { randomUUID } from 'node:crypto'
import { apiPaths, captivePaths, mediaPathPrefix, passkeyPaths, venueInvitationPaths } from '@wifi/contract'
import { guestAssetsPath } from '@wifi/guest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../src/modules/sessions/session-service.ts'
import { createUser } from '../src/modules/users/user-factory.ts'
import { createTestDatabase, type TestDatabase } from './support/test-database.ts'
import { startTestApp, type TestApp } from './support/test-app.ts'

/**
 * Routes are authenticated unless they declare themselves public (docs/decisions/027): a module that forgets to ask
 * for a session still gets one asked for. Every operation the API documents is called without a token, and only
 * the public ones below may answer anything but 401.
 */

/** The operations anyone may call, as the OpenAPI document names them. Adding one here is a security decision. */
const publicOperations = new Set([
  `GET ${apiPaths.health}`,
  `GET ${apiPaths.healthReady}`,
  // Prometheus scrapes with METRICS_TOKEN, checked by the route (docs/metrics.md); 404 while it is not set.
  'GET /metrics',
  `POST ${apiPaths.signUp}`,
  `POST ${apiPaths.signIn}`,
  `POST ${apiPaths.verifyOtp}`,
  `POST ${apiPaths.resendOtp}`,
  `POST ${apiPaths.forgotPassword}`,
  `POST ${apiPaths.resetPassword}`,
  // A venue invitation's link (docs/decisions/056): what it invites to, and the account it makes; the token is the proof.
  `POST ${venueInvitationPaths.preview}`,
  `POST ${venueInvitationPaths.acceptWithNewAccount}`,
  // Sign-in with a passkey (docs/decisions/038): the second step carries the password step's token, alone the passkey.
  `POST ${passkeyPaths.signInPasskeyOptions}`,
  `POST ${passkeyPaths.signInPasskeyVerify}`,
  `POST ${passkeyPaths.passwordlessOptions}`,
  `POST ${passkeyPaths.passwordlessVerify}`,
  // FreeRADIUS calls them with its own shared token, checked by the route (docs/decisions/020 and 034).
  'POST /api/radius/authorize',
  'POST /api/radius/accounting',
  // openNDS's BinAuth on a router reports logouts signed with the access point's key, checked by the route (ADR 034).
  'POST /api/opennds/logout',
  // Ad images: guests load them before they are online.
  `GET ${mediaPathPrefix}{file}`,
  `GET ${guestAssetsPath}{name}`,
  // The captive page: a guest's browser, with no account, opens every one of them.
  `GET ${captivePaths.opennds}`,
  `GET ${captivePaths.openndsSecure.replace(':accessPointId', '{accessPointId}')}`,
  `GET ${captivePaths.chilli}`,
  `GET ${captivePaths.page}`,
  `POST ${captivePaths.connect}`,
  `POST ${captivePaths.progress}`,
  `GET ${captivePaths.connected}`,
  `GET ${captivePaths.callToAction}`,
  // What a guest reads before login and asks about their own visit (docs/decisions/033): from their guest session.
  `GET ${captivePaths.terms}`,
  `GET ${captivePaths.privacy}`,
  `POST ${captivePaths.dataWithdraw}`,
  `POST ${captivePaths.dataErase}`,
  `POST ${captivePaths.report}`,
])

/** A route a test registers the way a new module would, declaring nothing about authentication. */
const forgetfulRoute = '/api/test/forgot-to-declare'
/** A test route that declares itself public. */
const declaredPublicRoute = '/api/test/declared-public'

let database: TestDatabase
let api: TestApp

beforeAll(async () => {
  database = await createTestDatabase()
  api = await startTestApp({
    database: database.handle,
    addRoutes: (app) => {
      app.register(async (module) => {
        module.get(forgetfulRoute, async () => ({ reached: true }))
        module.get(declaredPublicRoute, { config: { public: true } }, async () => ({ reached: true }))
      })
    },
  })
})

afterAll(async () => {
  await api?.close()
  await database?.dispose()
})

interface Operation {
  method: string
  path: string
}

async function documentedOperations(): Promise<Operation[]> {
  const document = await api.request('GET', `${apiPaths.docs}/json`)
  expect(document.status).toBe(200)
  return Object.entries(document.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  )
}

/** A concrete address for a documented path: every parameter is an id (a UUID), which is valid wherever one is asked. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID())

describe('routes are authenticated unless they declare they are public', () => {
  it('answers 401 without a session on every documented operation that is not declared public', async () => {
    const operations = await documentedOperations()
    // The enumeration must really see the app's routes, including the ones a test adds.
    expect(operations.length).toBeGreaterThan(60)
    expect(operations).toContainEqual({ method: 'GET', path: forgetfulRoute })

    const unexpected: string[] = []
    for (const { method, path } of operations) {
      const name = `${method} ${path}`
      if (publicOperations.has(name) || path === declaredPublicRoute) continue
      const response = await api.request(method, concrete(path), method === 'GET' ? {} : { body: {} })
      if (response.status !== 401 || response.body.code !== 'UNAUTHENTICATED') {
        unexpected.push(`${name} answered ${response.status}`)
      }
    }
    expect(unexpected).toEqual([])
  })

  it('documents every operation but the public ones as needing a bearer token', async () => {
    const document = await api.request('GET', `${apiPaths.docs}/json`)
    const wrong: string[] = []
    for (const [path, methods] of Object.entries(document.body.paths as Record<string, Record<string, Json>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`
        const isPublic = publicOperations.has(name) || path === declaredPublicRoute
        const needsBearer = (operation.security ?? []).some((entry: Json) => 'bearer' in entry)
        if (needsBearer === isPublic) wrong.push(name)
      }
    }
    expect(wrong).toEqual([])
  })

  it('still lets every public operation answer without a session', async () => {
    for (const name of publicOperations) {
      const [method, path] = name.split(' ') as [string, string]
      const response = await api.request(method, concrete(path), method === 'GET' ? {} : { body: {} })
      expect(response.status, name).not.toBe(401)
    }
  })

  it('asks a route that declares nothing for a session, and lets it run with one', async () => {
    expect((await api.request('GET', forgetfulRoute)).status).toBe(401)
    expect((await api.request('GET', forgetfulRoute, { token: 'not-a-session' })).status).toBe(401)

    const { user } = await createUser(database.handle.db, { role: 'customer' })
    const { accessToken } = await createSession(
      database.handle.db,
      user.id,
      { ip: '127.0.0.1', userAgent: 'test' },
      'email',
    )
    const response = await api.request('GET', forgetfulRoute, { token: accessToken })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ reached: true })
  })

  it('lets a route declared public answer without a session', async () => {
    const response = await api.request('GET', declaredPublicRoute)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ reached: true })
  })

  it('keeps answering 404 for an address no route has, rather than asking for a session', async () => {
    const response = await api.request('POST', '/api/no-such-route')
    expect(response.status).toBe(404)
  })
})

// Operations of the OpenAPI document are read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any
