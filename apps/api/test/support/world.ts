import { beforeAll } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import type { UserRow } from '../../src/db/schema.ts'
import type { TestDatabase } from './test-database.ts'
import type { ApiResponse, RequestOptions, TestApp } from './test-app.ts'
import { late, useTestApp, type TestAppFixture, type UseTestAppOptions } from './use-test-app.ts'

/** A signed-in user: the row and the bearer token of a session. */
export interface Caller {
  user: UserRow
  token: string
}

/**
 * A describe's own app on its own database, with an admin signed in: for files whose describes each start from
 * nothing (their figures, their OpenWISP simulator). Made by `useWorld`.
 */
export interface World {
  api: TestApp
  database: TestDatabase
  db: Database
  admin: Caller
  /** A new customer, signed in. */
  customer(): Promise<Caller>
  /** A request to the app, as the admin unless `options.token` says otherwise. */
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>
  /** The text of every answer `request` got: what a caller could have read. */
  answers: string[]
}

async function worldOf(fixture: TestAppFixture): Promise<World> {
  const { api, userWithSession } = fixture
  const admin = await userWithSession({ role: 'admin' })
  const answers: string[] = []
  return {
    api,
    database: fixture.database,
    db: fixture.db(),
    admin,
    customer: () => userWithSession({ role: 'customer' }),
    async request(method, path, options = {}) {
      const response = await api.request(method, path, { token: admin.token, ...options })
      answers.push(typeof response.body === 'string' ? response.body : JSON.stringify(response.body))
      return response
    },
    answers,
  }
}

/**
 * `useTestApp(options)` for the enclosing describe, and its `world`, made in a beforeAll after the app started (so
 * usable from the describe's own hooks and tests).
 */
export function useWorld(options: UseTestAppOptions = {}): TestAppFixture & { world: World } {
  const fixture = useTestApp(options)
  let world: World | undefined
  beforeAll(async () => {
    world = await worldOf(fixture)
  })
  return { ...fixture, world: late('world', () => world) }
}
