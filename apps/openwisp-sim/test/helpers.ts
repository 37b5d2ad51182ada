import { readFileSync } from 'node:fs'
import { afterAll, beforeAll } from 'vitest'
import { startSimulator, type Simulator, type SimulatorOptions } from '../src/index.ts'

/** Sample answers of a real OpenWISP, the contract's response shapes (docs/openwisp.md). */
const fixtures = JSON.parse(readFileSync(new URL('./openwisp-fixtures.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>

export function fixture(name: string): Record<string, unknown> {
  const value = fixtures[name]
  if (typeof value !== 'object' || value === null) throw new Error(`no fixture ${name}`)
  return value as Record<string, unknown>
}

export function errorFixture(name: string): unknown {
  return fixture('errors')[name]
}

export interface Reply {
  status: number
  headers: Headers
  text: string
  body: unknown
}

/** Talks to a simulator like a client would: real HTTP, a cached token. */
export class Client {
  private token: string | null = null

  constructor(readonly sim: Simulator) {}

  async login(): Promise<string> {
    const reply = await this.request('POST', '/api/v1/users/token/', { body: this.sim.credentials, auth: false })
    if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${reply.text}`)
    this.token = (reply.body as { token: string }).token
    return this.token
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; auth?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.auth !== false && !('Authorization' in headers)) {
      headers.Authorization = `Bearer ${this.token ?? (await this.login())}`
    }
    if (options.body !== undefined) headers['Content-Type'] ??= 'application/json'
    const url = path.startsWith('http') ? path : `${this.sim.url}${path}`
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    })
    const text = await response.text()
    let body: unknown = null
    if (response.headers.get('content-type')?.includes('application/json')) body = JSON.parse(text)
    return { status: response.status, headers: response.headers, text, body }
  }

  get(path: string, headers?: Record<string, string>): Promise<Reply> {
    return this.request('GET', path, { headers })
  }

  async json<T = Record<string, unknown>>(path: string): Promise<T> {
    const reply = await this.get(path)
    if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status} ${reply.text}`)
    return reply.body as T
  }
}

export interface ListBody<T = Record<string, unknown>> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

export async function startWithClient(options: SimulatorOptions = {}): Promise<{ sim: Simulator; client: Client }> {
  const sim = await startSimulator(options)
  return { sim, client: new Client(sim) }
}

/** The file's simulator and its client: started before its tests, closed after them. */
export function useSimulator(options: SimulatorOptions = {}): { sim: Simulator; client: Client } {
  const started = {} as { sim: Simulator; client: Client }
  beforeAll(async () => {
    Object.assign(started, await startWithClient(options))
  })
  afterAll(() => started.sim.close())
  return started
}

/** Every page of a list, following `next` as a client must. */
export async function allPages<T = Record<string, unknown>>(client: Client, path: string): Promise<T[]> {
  const items: T[] = []
  let next: string | null = path
  while (next) {
    const page: ListBody<T> = await client.json<ListBody<T>>(next)
    items.push(...page.results)
    next = page.next
  }
  return items
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}
