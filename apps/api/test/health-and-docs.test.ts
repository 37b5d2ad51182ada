import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiErrorSchema, apiPaths } from '@wifi/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

const secret = 'connection to 10.9.8.7 refused: password=hunter2'
const databaseSecret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash'
const { api, database, startApp } = useTestApp({
  addRoutes: (app) => {
    app.get('/api/test/failure', { config: { public: true } }, async () => {
      throw new Error(secret)
    })
    // A query that fails with a secret among its parameters, as a failed insert of a password hash would.
    app.get('/api/test/database-failure', { config: { public: true } }, async () => {
      await app.db.execute(sql`select ${databaseSecret}::int`)
    })
  },
})

describe('health, docs and errors', () => {
  it('says the process is alive, and ready with its database up and migrated', async () => {
    const live = await api.request('GET', apiPaths.health)
    expect(live.status).toBe(200)
    expect(live.body).toEqual({ status: 'ok' })
    const ready = await api.request('GET', apiPaths.healthReady)
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({ status: 'ready', database: 'up', migrations: 'current' })
  })

  it('serves the OpenAPI document listing every route, and Swagger UI', async () => {
    const document = await api.request('GET', `${apiPaths.docs}/json`)
    expect(document.status).toBe(200)
    expect(document.body.openapi).toMatch(/^3\./)
    const paths = Object.keys(document.body.paths)
    // A path with a parameter is a function of it; the document names the parameter (`{id}`, `{kind}`).
    const anyParameter = (path: string) => path.replace(/\{[^}]+\}/g, '{}')
    for (const path of Object.values(apiPaths)) {
      const documented = typeof path === 'function' ? path('{id}') : path
      if (documented !== apiPaths.docs) expect(paths.map(anyParameter)).toContain(anyParameter(documented))
    }
    const signIn = document.body.paths[apiPaths.signIn].post
    expect(Object.keys(signIn.requestBody.content['application/json'].schema.properties)).toEqual(['email', 'password'])
    expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429', '500']))
    expect(paths.some((path) => path.startsWith('/api/docs'))).toBe(false)

    const ui = await api.request('GET', apiPaths.docs)
    expect(ui.status).toBe(200)
    expect(ui.body).toContain('swagger-ui')
  })

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await api.request('GET', '/api/no-such-thing')
    expect(response.status).toBe(404)
    expect(apiErrorSchema.parse(response.body).code).toBe('NOT_FOUND')
    const post = await api.request('POST', '/api/no-such-thing', { body: {} })
    expect(post.status).toBe(404)
    expect(post.body.code).toBe('NOT_FOUND')
  })

  it('answers a failure with a generic 500 that leaks nothing, and logs the real error', async () => {
    const response = await api.request('GET', '/api/test/failure')
    expect(response.status).toBe(500)
    expect(response.body).toEqual({ code: 'INTERNAL', message: expect.any(String) })
    expect(JSON.stringify(response.body)).not.toContain('hunter2')
    expect(JSON.stringify(response.body)).not.toContain('10.9.8.7')
    expect(api.logs.some((line) => JSON.stringify(line).includes(secret))).toBe(true)
  })

  it('logs a failed query without its parameters, which may hold password hashes or personal data', async () => {
    const response = await api.request('GET', '/api/test/database-failure')
    expect(response.status).toBe(500)
    expect(JSON.stringify(api.logs)).toContain('select $1::int')
    expect(JSON.stringify(api.logs)).not.toContain('secret-hash')
  })

  it('tells browsers and proxies not to store API answers (they carry session tokens and Wi-Fi passwords)', async () => {
    for (const path of [apiPaths.health, '/api/no-such-thing', `${apiPaths.docs}/json`]) {
      expect((await api.request('GET', path)).headers.get('cache-control')).toBe('no-store')
    }
    const refused = await api.request('POST', apiPaths.signIn, { body: {} })
    expect(refused.headers.get('cache-control')).toBe('no-store')
  })

  it('answers malformed JSON and wrong content with the error shape', async () => {
    const response = await fetch(`${api.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(response.status).toBe(400)
    expect(apiErrorSchema.parse(await response.json()).code).toBe('VALIDATION_FAILED')

    const tooLarge = await api.request('POST', apiPaths.signIn, { body: { email: 'x'.repeat(300_000) } })
    expect(tooLarge.status).toBe(413)
    expect(apiErrorSchema.safeParse(tooLarge.body).success).toBe(true)
  })

  it('sends security headers with a strict script policy', async () => {
    const response = await api.request('GET', apiPaths.health)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('serving the console', () => {
  let webDist: string
  let web: TestApp

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'web-dist-'))
    await mkdir(join(webDist, 'assets'))
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>')
    await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")')
    web = await startApp({ env: { WEB_DIST: webDist } })
  })

  afterAll(async () => {
    await rm(webDist, { recursive: true, force: true })
  })

  it('answers index.html, uncached, for any page of the console', async () => {
    for (const path of ['/', '/some/page', '/settings/security?tab=1']) {
      const response = await web.request('GET', path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.body).toContain('<title>console</title>')
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('caches hashed assets for good, and does not answer missing assets or API routes with the page', async () => {
    const asset = await web.request('GET', '/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')

    expect((await web.request('GET', '/assets/missing-000.js')).status).toBe(404)
    // Another file by its name is a 404, not the console's page; a captive browser's ask for the page's icon is
    // answered with no content, kept a day.
    const robots = await web.request('GET', '/robots.txt')
    expect(robots.status).toBe(404)
    expect(robots.body.code).toBe('NOT_FOUND')
    const icon = await web.request('GET', '/favicon.ico')
    expect(icon.status).toBe(204)
    expect(icon.body).toBe('')
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400')
    const api404 = await web.request('GET', '/api/unknown')
    expect(api404.status).toBe(404)
    expect(api404.body.code).toBe('NOT_FOUND')
  })

  it('serves the API as usual beside the console', async () => {
    expect((await web.request('GET', apiPaths.health)).status).toBe(200)
  })
})

// Last, because it closes this file's database.
describe('when the database is down', () => {
  it('the process stays alive but is not ready, in the error shape', async () => {
    await database.handle.close()
    const response = await api.request('GET', apiPaths.healthReady)
    expect(response.status).toBe(503)
    expect(apiErrorSchema.parse(response.body)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is not reachable.',
    })
    expect((await api.request('GET', apiPaths.health)).body).toEqual({ status: 'ok' })
  })
})
