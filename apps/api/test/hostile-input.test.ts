import { apiPaths } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { maxJsonDepth } from '../src/plugins/json-body.ts'
import { uniqueTag, venueInput } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Every route of the OpenAPI document, sent what an attacker or a broken client sends: strings far too long,
 * JSON nested far too deep, wrong types, NUL bytes, unknown fields, bodies that are not objects, malformed
 * JSON, and hostile path and query values — signed in as an admin (to reach the deepest checks) and anonymously.
 * None may answer 5xx, and none may change the data.
 */

// The guest figures' rollup writes its own table on a timer, not for a request: not during the sweep, however long.
const { api, db, userWithSession } = useTestApp({ env: { ANALYTICS_ROLLUP_SECONDS: '3600' } })
let adminToken: string
let venueId: string

beforeAll(async () => {
  adminToken = (await userWithSession({ role: 'admin' })).token
  const venue = await api.request('POST', apiPaths.venues, { token: adminToken, body: venueInput(uniqueTag()) })
  venueId = venue.body.id
})

// Tables whose rows a refused request may legitimately touch: rate-limit counters and a session's last use; the
// challenge a passkey options request stores for 5 minutes (it takes no input to refuse, ADR 038); and the unconfirmed
// key an authenticator app's setup starts with (it takes no input either, ADR 039).
const volatileTables = new Set(['rate_limits', 'sessions', 'passkey_challenges', 'totp_factors'])

/** A fingerprint of every table's rows, to show that nothing changed. */
async function dataFingerprint(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db().execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  )
  const fingerprint: Record<string, string> = {}
  for (const { name } of tables) {
    if (volatileTables.has(name) || name.startsWith('__')) continue
    const [row] = rowsOf<{ digest: string | null }>(
      await db().execute(sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`)),
    )
    fingerprint[name] = row?.digest ?? 'empty'
  }
  return fingerprint
}

/** node-postgres returns `{ rows }`, PGlite too; both behind drizzle's execute. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows
}

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  maxLength?: number
  enum?: unknown[]
  pattern?: string
  format?: string
  const?: unknown
}

/** Where a schema takes text without saying how long it may be ("post /api/x body.name"). */
function unboundedStrings(schema: JsonSchema | undefined, where: string): string[] {
  if (!schema) return []
  const bounded =
    schema.maxLength !== undefined || schema.enum || schema.pattern || schema.format || schema.const !== undefined
  return [
    ...(schema.type === 'string' && !bounded ? [where] : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, child]) => unboundedStrings(child, `${where}.${name}`)),
    ...unboundedStrings(schema.items, `${where}[]`),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((child) =>
      unboundedStrings(child, where),
    ),
  ]
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

const longText = 'ü'.repeat(20_000)
const nul = 'a\u0000b'
const deepArray = '['.repeat(10_000) + ']'.repeat(10_000)
const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)

/** A value of the wrong type for a schema: text where a number is wanted and a number where text is. */
function wrongType(schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type
  if (type === 'string') return 12345
  if (type === 'array') return { not: 'an array' }
  if (type === 'object') return 'not an object'
  if (type === 'integer' || type === 'number' || type === 'boolean') return 'not a number'
  return [[{}]]
}

function bodiesFor(schema: JsonSchema | undefined): string[] {
  const fields = Object.keys(schema?.properties ?? {})
  const each = (value: (field: string) => unknown) =>
    JSON.stringify(Object.fromEntries(fields.map((field) => [field, value(field)])))
  return [
    each(() => longText),
    each(() => nul),
    each(() => [longText]),
    each((field) => wrongType(schema?.properties?.[field])),
    JSON.stringify({ unknownField: 'x', constructor: { prototype: { polluted: true } } }),
    '{"__proto__": {"polluted": true}}',
    deepArray,
    deepObject,
    '[]',
    'null',
    '"text"',
    '123',
    '{"email": "a@example.com",',
    '',
  ]
}

async function documentedOperations() {
  const document = await api.request('GET', `${apiPaths.docs}/json`)
  const operations: { method: string; path: string; operation: Operation }[] = []
  for (const [path, methods] of Object.entries(document.body.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase(), path, operation })
    }
  }
  return operations
}

async function send(method: string, path: string, body: string | undefined, token: string | undefined) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  })
  const text = await response.text()
  return { status: response.status, code: /"code":"([A-Z_]+)"/.exec(text)?.[1] }
}

/** Without OpenWISP settings (as here), its routes answer 503 by design: a state of the server, not a failure. */
const isServerFailure = ({ status, code }: { status: number; code?: string }) =>
  status >= 500 && !(status === 503 && code === 'OPENWISP_NOT_CONFIGURED')

describe('hostile input on every documented route', () => {
  it('never answers 5xx and never changes the data', async () => {
    const operations = await documentedOperations()
    expect(operations.length).toBeGreaterThan(15)
    const before = await dataFingerprint()
    const serverErrors: string[] = []

    for (const { method, path, operation } of operations) {
      // Signing out ends the session the rest of the run uses; it is sent without one below.
      const tokens = path === apiPaths.signOut ? [undefined] : [adminToken, undefined]
      const pathValues = path.includes('{') ? [crypto.randomUUID(), 'not-a-uuid', longText, '%00', venueId] : ['']
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
      const queries = [
        '',
        ...queryNames.flatMap((name) => [
          `?${name}=${encodeURIComponent('x'.repeat(5_000))}`,
          `?${name}=%00`,
          `?${name}=a&${name}=b&${name}=c`,
          `?${name}[]=1`,
        ]),
      ]
      const schema = operation.requestBody?.content?.['application/json']?.schema
      const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : bodiesFor(schema)

      for (const token of tokens) {
        for (const pathValue of pathValues) {
          // Only ids that name nothing (or a venue, with bodies that cannot pass) reach a handler that writes.
          const concretePath = path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue))
          if (method === 'DELETE' && pathValue === venueId) continue
          for (const query of queries) {
            for (const body of bodies) {
              const answer = await send(method, `${concretePath}${query}`, body, token)
              if (isServerFailure(answer)) {
                serverErrors.push(`${answer.status} ${method} ${concretePath.slice(0, 80)}${query.slice(0, 40)}`)
              }
            }
          }
        }
      }
    }

    expect(serverErrors).toEqual([])
    expect(await dataFingerprint()).toEqual(before)
    // Thousands of requests, one after another: its time grows with every documented route.
  }, 120_000)

  it('declares a maximum length for every text a request takes, in bodies, queries and paths', async () => {
    const unbounded = (await documentedOperations()).flatMap(({ method, path, operation }) => [
      ...unboundedStrings(operation.requestBody?.content?.['application/json']?.schema, `${method} ${path} body`),
      ...(operation.parameters ?? []).flatMap((parameter) =>
        unboundedStrings(parameter.schema, `${method} ${path} ${parameter.in}:${parameter.name}`),
      ),
    ])
    expect(unbounded).toEqual([])
  })

  it(`refuses JSON nested deeper than ${maxJsonDepth} levels with a 400 before anything reads it`, async () => {
    const response = await fetch(`${api.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deepObject,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringContaining('32') })
  })

  it('refuses emails longer than 254 characters on every public form with a field message', async () => {
    const email = `${'a'.repeat(250)}@example.com`
    for (const [path, body] of [
      [apiPaths.signUp, { email, password: 'Long-mail-7', confirmPassword: 'Long-mail-7' }],
      [apiPaths.signIn, { email, password: 'Long-mail-7' }],
      [apiPaths.forgotPassword, { email }],
    ] as const) {
      const response = await api.request('POST', path, { body })
      expect(response.status).toBe(400)
      expect(response.body.fields).toEqual({ email: 'validation:emailMax' })
    }
  })
})
