import { Agent, request as send, type Dispatcher } from 'undici'
import type { z } from 'zod'
import { OpenWispError } from './openwisp-error.ts'
import { responseDetail, type DetailSource } from './response-detail.ts'
import {
  deviceCommandSchema,
  deviceConfigDocumentSchema,
  deviceDetailSchema,
  deviceIdSchema,
  deviceLocationSchema,
  deviceSchema,
  locationSchema,
  monitoringDetailSchema,
  monitoringItemSchema,
  openwispGroupSchema,
  organizationSchema,
  pageSchema,
  tokenSchema,
} from './schemas.ts'
import type { TokenStore } from './token-store.ts'

export interface OpenWispClientOptions {
  /** The controller's base URL, e.g. https://openwisp.example.com (a path prefix is kept). */
  url: string
  username: string
  password: string
  tokenStore: TokenStore
  /** Every request is abandoned after this long. */
  timeoutMs?: number
  /** Tries per request for 5xx answers, network errors, time-outs and 429s. */
  maxAttempts?: number
  backoffBaseMs?: number
  backoffCapMs?: number
  /** A 429 asking to wait longer than this fails the call instead of holding a sync for it. */
  maxRetryAfterSeconds?: number
  onRetry?: (call: string, problem: string, waitMs: number) => void
}

/** OpenWISP's REST paths the console calls (docs/openwisp.md): spelled here only, every other file calls a method. */
const paths = {
  token: '/api/v1/users/token/',
  organizations: '/api/v1/users/organization/',
  groups: '/api/v1/controller/group/',
  group: (id: string) => `/api/v1/controller/group/${id}/`,
  devices: '/api/v1/controller/device/',
  device: (id: string) => `/api/v1/controller/device/${id}/`,
  deviceLocation: (id: string) => `/api/v1/controller/device/${id}/location/`,
  deactivateDevice: (id: string) => `/api/v1/controller/device/${id}/deactivate/`,
  locations: '/api/v1/controller/location/',
  locationDevices: (id: string) => `/api/v1/controller/location/${id}/device/`,
  deviceCommands: (id: string) => `/api/v1/controller/device/${id}/command/`,
  deviceCommand: (id: string, commandId: string) => `/api/v1/controller/device/${id}/command/${commandId}/`,
  monitoredDevices: '/api/v1/monitoring/device/',
  monitoredDevice: (id: string) => `/api/v1/monitoring/device/${id}/`,
}

/** How a list is read: abandoned with `signal`, and `onPage` told of each page read. */
export interface ListOptions {
  signal?: AbortSignal
  onPage?: () => void
}

/** What a new device is created with: its group's organization, its MAC, and its NetJSON configuration. */
export interface NewDevice {
  name: string
  organization: string
  group: string
  mac_address: string
  config: { backend: string; config: Record<string, unknown> }
}

/** A device's changes: its name, and its NetJSON configuration sent back whole when it changes. */
export interface DeviceChanges {
  name: string
  config?: { config: Record<string, unknown> }
}
const devicePageSize = 100
/** Kept-alive connections to the controller: a sync's per-device calls reuse them instead of connecting anew. */
const connectionsPerController = 16

/**
 * The REST client of docs/openwisp.md. The token is obtained once and cached (the token endpoint allows
 * 20 calls a day), and obtained again once after a 401; 5xx answers, network errors and time-outs are retried
 * with capped exponential back-off; a 429 waits as long as its Retry-After says; anything else is an
 * OpenWispError naming the call.
 */
export class OpenWispClient {
  private readonly origin: URL
  private readonly timeoutMs: number
  private readonly maxAttempts: number
  private readonly backoffBaseMs: number
  private readonly backoffCapMs: number
  private readonly maxRetryAfterSeconds: number
  private token: Promise<string> | undefined
  private readonly closing = new AbortController()
  /**
   * undici's request rather than fetch: a first sync makes a call per device, and fetch's WHATWG streams cost
   * about five times the CPU per call (bench/openwisp-sync.mjs).
   */
  private readonly dispatcher = new Agent({ connections: connectionsPerController })
  /** The refused token the current one replaced. */
  private renewedFrom: string | undefined

  constructor(private readonly options: OpenWispClientOptions) {
    this.origin = new URL(options.url.replace(/\/*$/, '/'))
    this.timeoutMs = options.timeoutMs ?? 15_000
    this.maxAttempts = options.maxAttempts ?? 4
    this.backoffBaseMs = options.backoffBaseMs ?? 250
    this.backoffCapMs = options.backoffCapMs ?? 5_000
    this.maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? 30
  }

  // The calls the console makes, one method each. A read answers null (or a delete false) when OpenWISP answers 404.

  listOrganizations(options?: ListOptions) {
    return this.list(paths.organizations, organizationSchema, options?.signal, options?.onPage)
  }

  /** The device groups (a venue's link); `schema` reads more of each group than the console keeps (the demo's SSID). */
  listGroups<Schema extends z.ZodType = typeof openwispGroupSchema>(schema?: Schema) {
    return this.list(paths.groups, schema ?? openwispGroupSchema) as Promise<z.output<Schema>[]>
  }

  getGroup(id: string) {
    return this.find(paths.group(id), openwispGroupSchema)
  }

  /** Every device, or a device group's. */
  listDevices(filter: { group?: string }, options?: ListOptions) {
    const path = filter.group ? `${paths.devices}?${new URLSearchParams({ group: filter.group })}` : paths.devices
    return this.list(path, deviceSchema, options?.signal, options?.onPage)
  }

  /** A device as the list shows it. */
  getDevice(id: string, signal?: AbortSignal) {
    return this.find(paths.device(id), deviceSchema, signal)
  }

  /** A device with its configuration's SSID and its deactivation. */
  getDeviceDetail(id: string, signal?: AbortSignal) {
    return this.find(paths.device(id), deviceDetailSchema, signal)
  }

  /** A device's NetJSON configuration, every key kept, to send back with one value changed. */
  getDeviceConfiguration(id: string) {
    return this.find(paths.device(id), deviceConfigDocumentSchema)
  }

  /** OpenWISP answers a create with the list's shape: no configuration body, no deactivation flag. */
  createDevice(device: NewDevice) {
    return this.write('POST', paths.devices, device, deviceSchema)
  }

  updateDevice(id: string, changes: DeviceChanges) {
    return this.write('PATCH', paths.device(id), changes, deviceDetailSchema)
  }

  /** OpenWISP deletes only a deactivated device. */
  deactivateDevice(id: string) {
    return this.write('POST', paths.deactivateDevice(id), {}, deviceDetailSchema)
  }

  deleteDevice(id: string) {
    return this.remove(paths.device(id))
  }

  /** Has OpenWISP run a shell command on the device (over its SSH credentials); null when the device is gone. */
  runDeviceCommand(id: string, command: string) {
    return this.write('POST', paths.deviceCommands(id), { type: 'custom', input: { command } }, deviceCommandSchema)
  }

  /** How a command sent with runDeviceCommand is going. */
  getDeviceCommand(id: string, commandId: string) {
    return this.find(paths.deviceCommand(id, commandId), deviceCommandSchema)
  }

  getDeviceLocation(id: string, signal?: AbortSignal) {
    return this.find(paths.deviceLocation(id), deviceLocationSchema, signal)
  }

  listLocations(options?: ListOptions) {
    return this.list(paths.locations, locationSchema, options?.signal, options?.onPage)
  }

  /** The devices at a location (their ids). */
  listLocationDevices(locationId: string, options?: ListOptions) {
    return this.list(paths.locationDevices(locationId), deviceIdSchema, options?.signal, options?.onPage)
  }

  /** Every device's monitoring status; the list cannot filter by group. */
  listMonitoredDevices(options?: ListOptions) {
    return this.list(paths.monitoredDevices, monitoringItemSchema, options?.signal, options?.onPage)
  }

  /** A device's monitoring status with the metrics behind it. */
  getMonitoredDevice(id: string, signal?: AbortSignal) {
    return this.find(paths.monitoredDevice(id), monitoringDetailSchema, signal)
  }

  // The transport the calls above share.

  /**
   * GET one resource, or null when OpenWISP answers 404 (it does not exist, or is not ours to see). `signal`
   * abandons the call, retries included.
   */
  async find<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    signal?: AbortSignal,
  ): Promise<z.output<Schema> | null> {
    const body = await this.request({ method: 'GET', path }, signal)
    return body === notFound ? null : parse(`GET ${path}`, schema, body)
  }

  /**
   * Writes to OpenWISP: POST, PUT or PATCH `body` and parse the answer with `schema`, or DELETE (no answer). Null
   * when OpenWISP answers 404 (the object is gone). A write is sent once: after a network error, a time-out or a 5xx
   * nobody knows whether it took effect, and creating twice is worse than a clear error. A 401 (token renewed) and a
   * 429 (its Retry-After) are sent again, since OpenWISP refused those without doing anything.
   */
  async write<Schema extends z.ZodType>(
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    body: unknown,
    schema: Schema,
  ): Promise<z.output<Schema> | null> {
    const answer = await this.request({ method, path, body }, undefined)
    return answer === notFound ? null : parse(`${method} ${path}`, schema, answer)
  }

  /** DELETE `path`; false when OpenWISP had nothing there (404). Sent once, like every write. */
  async remove(path: string): Promise<boolean> {
    return (await this.request({ method: 'DELETE', path }, undefined)) !== notFound
  }

  /**
   * Every item of a paginated list, following `next` (the only stable way through pages, says the contract).
   * A page that vanished because the list shrank meanwhile ends the listing rather than failing it. `onPage` is
   * told of each page read.
   */
  async list<Schema extends z.ZodType>(
    path: string,
    itemSchema: Schema,
    signal?: AbortSignal,
    onPage?: () => void,
  ): Promise<z.output<Schema>[]> {
    const items: z.output<Schema>[] = []
    const fetched = new Set<string>()
    let next: string | null = withPageSize(path)
    while (next !== null) {
      if (fetched.has(next)) throw new OpenWispError(`GET ${path}`, `its pages loop back to ${next}`)
      fetched.add(next)
      const call: string = `GET ${next}`
      const body = await this.request({ method: 'GET', path: next }, signal)
      if (body === notFound) {
        if (fetched.size === 1) throw new OpenWispError(call, '404 not found', 404)
        break
      }
      const envelope: z.output<typeof pageSchema> = parse(call, pageSchema, body)
      for (const item of envelope.results) items.push(parse(call, itemSchema, item))
      onPage?.()
      next = envelope.next === null ? null : this.relative(envelope.next)
    }
    return items
  }

  /**
   * Whether the controller answers and takes the console's token: one small read, tried once (an operator asking
   * wants the answer now, not after the back-off). Throws the OpenWispError saying what went wrong.
   */
  async probe(): Promise<void> {
    await this.request({ method: 'GET', path: `${paths.organizations}?page_size=1` }, undefined, 1)
  }

  /** Abandons every call in flight, e.g. when the server shuts down. */
  close(): void {
    this.closing.abort(new OpenWispError('client', 'closed while the call was in flight'))
    void this.dispatcher.close()
  }

  /** The path and query of a `next` link, to be fetched from our configured origin (the token never goes elsewhere). */
  private relative(link: string): string {
    const url = new URL(link, this.origin)
    const prefix = this.origin.pathname.replace(/\/$/, '')
    const path = prefix && url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname
    return path + url.search
  }

  private async request(
    call: Call,
    callerSignal: AbortSignal | undefined,
    attempts = this.maxAttempts,
  ): Promise<unknown> {
    const name = `${call.method} ${call.path}`
    const signal = callerSignal ? AbortSignal.any([callerSignal, this.closing.signal]) : this.closing.signal
    let renewedToken = false
    return this.retrying(name, signal, attempts, async () => {
      const token = await this.currentToken()
      const outcome = await this.attempt(name, call, token, signal)
      if (outcome.kind === 'retry' && call.method !== 'GET' && outcome.status !== 429) {
        throw new OpenWispError(
          name,
          `${outcome.problem} (a write is not sent again: it may have taken effect)`,
          outcome.status,
        )
      }
      if (outcome.kind !== 'unauthorized') return outcome
      if (renewedToken) throw new OpenWispError(name, `${outcome.problem} (again, with a newly obtained token)`, 401)
      renewedToken = true
      await this.renewToken(token)
      return { kind: 'again' }
    })
  }

  /**
   * Runs `once` until it is done: a retryable failure waits (its Retry-After, or the back-off) and tries again, up
   * to `maxAttempts` tries; `again` tries at once without using one (a renewed token).
   */
  private async retrying<Value>(
    call: string,
    signal: AbortSignal | undefined,
    maxAttempts: number,
    once: () => Promise<Exclude<Outcome<Value>, { kind: 'unauthorized' }> | { kind: 'again' }>,
  ): Promise<Value> {
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted()
      const outcome = await once()
      if (outcome.kind === 'done') return outcome.value
      if (outcome.kind === 'again') {
        attempt--
        continue
      }
      if (attempt >= maxAttempts) {
        throw new OpenWispError(call, `${outcome.problem}, after ${attempt} attempts`, outcome.status)
      }
      const waitMs = outcome.waitMs ?? this.backoff(attempt)
      this.options.onRetry?.(call, outcome.problem, waitMs)
      await sleep(waitMs, signal)
    }
  }

  private async attempt(name: string, call: Call, token: string, signal: AbortSignal): Promise<Outcome<unknown>> {
    let response: Answer
    const withBody = call.body !== undefined
    try {
      response = await this.send(call.method, call.path, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(withBody && { 'content-type': 'application/json' }),
        },
        body: withBody ? JSON.stringify(call.body) : undefined,
        signal,
      })
    } catch (error) {
      signal.throwIfAborted()
      return { kind: 'retry', problem: networkProblem(error, this.timeoutMs) }
    }
    if (response.status === 204) return { kind: 'done', value: undefined }
    if (response.ok) {
      try {
        return { kind: 'done', value: await readJson(name, response) }
      } catch (error) {
        if (error instanceof OpenWispError) throw error
        // The body stalled or was cut off after the headers: as retryable as no answer at all.
        signal.throwIfAborted()
        return { kind: 'retry', problem: networkProblem(error, this.timeoutMs) }
      }
    }
    if (response.status === 401) return { kind: 'unauthorized', problem: await responseDetail(response) }
    if (response.status === 404) {
      // OpenWISP's own 404s are JSON; an HTML page means a wrong path (e.g. OPENWISP_URL), not a missing object.
      if (!response.header('content-type')?.includes('json')) {
        throw new OpenWispError(name, await responseDetail(response), 404)
      }
      await response.discard()
      return { kind: 'done', value: notFound }
    }
    if (response.status === 429) return this.throttled(name, response)
    if (response.status >= 500)
      return { kind: 'retry', problem: await responseDetail(response), status: response.status }
    throw new OpenWispError(name, await responseDetail(response), response.status)
  }

  /** One HTTP exchange with the controller, abandoned after the time-out or when `signal` aborts. */
  private async send(
    method: Call['method'],
    path: string,
    options: { headers: Record<string, string>; body?: string; signal?: AbortSignal },
  ): Promise<Answer> {
    const timeout = AbortSignal.timeout(this.timeoutMs)
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
    const response = await send(this.url(path), {
      method,
      headers: options.headers,
      body: options.body,
      signal,
      dispatcher: this.dispatcher,
    })
    return answerOf(response, signal)
  }

  private async throttled(call: string, response: Answer): Promise<Outcome<unknown>> {
    const seconds = retryAfterSeconds(response.header('retry-after') ?? null)
    const problem = await responseDetail(response)
    if (seconds > this.maxRetryAfterSeconds) {
      throw new OpenWispError(call, `${problem} (asked to wait ${seconds} s)`, 429)
    }
    return { kind: 'retry', problem, status: 429, waitMs: seconds * 1000 }
  }

  private currentToken(): Promise<string> {
    this.token ??= this.loadOrObtainToken().catch((error: unknown) => {
      this.token = undefined
      throw error
    })
    return this.token
  }

  /**
   * After a 401: another process may already have stored a fresh token; otherwise ask OpenWISP for one. Calls
   * refused together with the same token share one renewal (the token endpoint allows 20 calls a day).
   */
  private renewToken(rejected: string): Promise<string> {
    if (this.token && this.renewedFrom === rejected) return this.token
    this.renewedFrom = rejected
    this.token = this.options.tokenStore
      .clear(rejected)
      .then(() => this.loadOrObtainToken())
      .catch((error: unknown) => {
        this.token = undefined
        throw error
      })
    return this.token
  }

  private async loadOrObtainToken(): Promise<string> {
    const stored = await this.options.tokenStore.load()
    if (stored) return stored
    const token = await this.obtainToken()
    await this.options.tokenStore.save(token)
    return token
  }

  private obtainToken(): Promise<string> {
    const call = `POST ${paths.token}`
    return this.retrying(call, undefined, this.maxAttempts, async () => {
      try {
        const response = await this.send('POST', paths.token, {
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ username: this.options.username, password: this.options.password }),
        })
        if (response.ok) return { kind: 'done', value: parse(call, tokenSchema, await readJson(call, response)).token }
        const problem = await responseDetail(response)
        // Throttled (20 a day) or refused credentials: waiting or retrying cannot help within a sync.
        if (response.status < 500) throw new OpenWispError(call, problem, response.status)
        return { kind: 'retry', problem }
      } catch (error) {
        if (error instanceof OpenWispError) throw error
        return { kind: 'retry', problem: networkProblem(error, this.timeoutMs) }
      }
    })
  }

  private url(path: string): URL {
    return new URL(path.replace(/^\//, ''), this.origin)
  }

  /** Full jitter: concurrent clients retrying a struggling controller spread out instead of arriving together. */
  private backoff(attempt: number): number {
    const ceiling = Math.min(this.backoffCapMs, this.backoffBaseMs * 2 ** (attempt - 1))
    return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2)
  }
}

type Outcome<Value> =
  | { kind: 'done'; value: Value }
  | { kind: 'unauthorized'; problem: string }
  | { kind: 'retry'; problem: string; status?: number; waitMs?: number }

const notFound = Symbol('not found')

/** One call to OpenWISP: a read, or a write with its JSON body. */
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  body?: unknown
}

function withPageSize(path: string): string {
  const [pathname = '', query = ''] = path.split('?')
  const search = new URLSearchParams(query)
  if (!search.has('page_size')) search.set('page_size', String(devicePageSize))
  return `${pathname}?${search}`
}

/** What the client needs of an HTTP answer. */
interface Answer extends DetailSource {
  ok: boolean
  header: (name: string) => string | undefined
  /** Reads and drops the body, so its connection can serve the next call. */
  discard: () => Promise<void>
}

function answerOf(response: Dispatcher.ResponseData, signal: AbortSignal): Answer {
  const { statusCode: status, headers, body } = response
  return {
    status,
    ok: status >= 200 && status < 300,
    header: (name) => {
      const value = headers[name]
      return Array.isArray(value) ? value.join(', ') : value
    },
    // A body that stalls after the headers is cut off by the same time-out as the rest of the call.
    text: () => {
      signal.throwIfAborted()
      signal.addEventListener('abort', () => body.destroy(signal.reason as Error), { once: true })
      return body.text()
    },
    discard: () => body.dump(),
  }
}

async function readJson(call: string, response: Answer): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new OpenWispError(call, `${response.status} answered with something that is not JSON`, response.status)
  }
}

function parse<Schema extends z.ZodType>(call: string, schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new OpenWispError(
    call,
    `answered outside the contract (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'})`,
  )
}

function networkProblem(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined
  return `network error (${cause ?? (error instanceof Error ? error.message : String(error))})`
}

/** Retry-After is seconds or an HTTP date; a missing or unreadable one means "a second". */
function retryAfterSeconds(header: string | null): number {
  if (header === null) return 1
  if (/^\d+$/.test(header.trim())) return Number(header)
  const date = Date.parse(header)
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/** Waits `ms`, or rejects with the abort reason as soon as `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', abort, { once: true })
  })
}
