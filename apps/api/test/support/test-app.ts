import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { expect } from 'vitest'
import { buildApp, type App, type AppOverrides } from '../../src/app.ts'
import { parseConfig } from '../../src/config.ts'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { createLogger } from '../../src/logger.ts'

// Responses are checked field by field in the tests (and parsed with the contract's schemas where it matters).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

export interface ApiResponse {
  status: number
  headers: Headers
  body: Json
}

/** An answer refusing the request: its status and its error code. */
export function expectError(response: ApiResponse, status: number, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  expect(response.body.code).toBe(code)
}

export interface RequestOptions {
  /** Sent as JSON; a Buffer is sent as it is (as application/octet-stream unless `headers` says otherwise). */
  body?: unknown
  token?: string
  /** The client address the app sees (via X-Forwarded-For; test apps trust the proxy). */
  ip?: string
  headers?: Record<string, string>
}

export interface TestApp {
  app: App
  url: string
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[]
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>
  close(): Promise<void>
}

export interface TestAppOptions {
  database: DatabaseHandle
  smtpUrl?: string
  env?: Record<string, string>
  /** Extra routes a test needs (registered before the app starts listening). */
  addRoutes?: (app: App) => void
  mediaFetch?: AppOverrides['mediaFetch']
  openwispCommandWaitMs?: AppOverrides['openwispCommandWaitMs']
  now?: AppOverrides['now']
  reportBeatEveryMs?: AppOverrides['reportBeatEveryMs']
}

/** A fixed key, so test apps never write a generated one into DATA_DIR. */
export const testSecretsKey = Buffer.alloc(32, 7).toString('base64')

let addressCounter = 0
/**
 * A client address no other request in this process used. Requests get one each by default, so the
 * per-address rate limits of one test never spill into another.
 */
export function freshAddress(): string {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

/** Starts the real app on 127.0.0.1 with a random port; tests talk to it with fetch over HTTP. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const config = parseConfig({
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'http://console.test',
    WEB_DIST: '/nonexistent/web-dist',
    SECRETS_KEY: testSecretsKey,
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  })
  const logs: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line))
      done()
    },
  })
  const app = await buildApp(config, {
    database: options.database,
    logger: createLogger(config, sink),
    mediaFetch: options.mediaFetch,
    openwispCommandWaitMs: options.openwispCommandWaitMs,
    now: options.now,
    reportBeatEveryMs: options.reportBeatEveryMs,
  })
  options.addRoutes?.(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  return {
    app,
    url,
    logs,
    async request(method, path, { body, token, ip, headers = {} } = {}) {
      const raw = Buffer.isBuffer(body)
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          'x-forwarded-for': ip ?? freshAddress(),
          ...(body === undefined ? {} : { 'content-type': raw ? 'application/octet-stream' : 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
      })
      const text = await response.text()
      const isJson = response.headers.get('content-type')?.includes('application/json')
      return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text }
    },
    close: () => app.close(),
  }
}
