import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { TokenService } from './auth.ts'
import { applyBetweenPages, type BetweenPagesEvent } from './between-pages.ts'
import type { CommandRunner } from './command-runner.ts'
import { CONTROL_PREFIX, handleControl, type RequestLogEntry } from './control.ts'
import type { FaultInjector } from './faults.ts'
import { detail, htmlServerError, throttled, type SimRequest, type SimResponse } from './http.ts'
import type { Page } from './pagination.ts'
import { TOKEN_PATH, dispatchApi } from './router.ts'
import type { SimulatorStore } from './store.ts'
import { handleTokenRequest } from './token.ts'
import type { DeviceRecord } from './types.ts'

const MAX_BODY_BYTES = 1_000_000

export interface ServerParts {
  store: SimulatorStore
  tokens: TokenService
  faults: FaultInjector
  seed: number
  requests: RequestLogEntry[]
  betweenPagesEvents: BetweenPagesEvent[]
  commands: CommandRunner
}

/** The order of a request's life: control routes, then latency, then the token endpoint or faults and the API. */
export function createRequestListener(parts: ServerParts) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    respond(incoming, parts)
      .catch((error: unknown) => {
        // A bug in the simulator must not pass for an injected fault, so it is reported.
        console.error('openwisp-sim: internal error', error)
        return htmlServerError()
      })
      .then((response) => {
        parts.requests.push({ method: incoming.method ?? 'GET', path: incoming.url ?? '/', status: response.status })
        write(outgoing, response, incoming.method === 'HEAD')
      })
      .catch(() => outgoing.destroy())
  }
}

async function respond(incoming: IncomingMessage, parts: ServerParts): Promise<SimResponse> {
  const body = await readBody(incoming)
  if (body === null) return detail(413, 'Request body too large.')
  const request = toSimRequest(incoming, body)
  if (request.path.startsWith(CONTROL_PREFIX)) return handleControl(request, parts)
  if (parts.faults.latencyMs > 0) await sleep(parts.faults.latencyMs)
  if (request.path === TOKEN_PATH) return handleTokenRequest(request, parts.tokens)
  const decision = parts.faults.next()
  if (decision.kind === 'error') return htmlServerError()
  if (decision.kind === 'throttle') return throttled(decision.seconds)
  return dispatchApi(request, {
    tokens: parts.tokens,
    context: {
      store: parts.store,
      seed: parts.seed,
      devicePageServed: (page: Page<DeviceRecord>) => {
        const fault = parts.faults.takeBetweenPages(page.number)
        if (!fault) return
        const event = applyBetweenPages(parts.store, fault, page.items)
        if (event) parts.betweenPagesEvents.push(event)
      },
      commandCreated: (command) => parts.commands.start(command),
    },
  })
}

function toSimRequest(incoming: IncomingMessage, body: Buffer): SimRequest {
  const url = new URL(incoming.url ?? '/', 'http://simulator.invalid')
  const forwarded = incoming.headers['x-forwarded-for']
  const forwardedFor = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).replace(/\s+/g, '')
  const local = incoming.socket.localAddress ?? '127.0.0.1'
  return {
    method: (incoming.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: incoming.headers,
    host: incoming.headers.host ?? `${local}:${incoming.socket.localPort ?? 80}`,
    clientIp: forwardedFor || incoming.socket.remoteAddress || 'unknown',
    body,
  }
}

async function readBody(incoming: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

function write(outgoing: ServerResponse, response: SimResponse, headOnly: boolean): void {
  const headers: Record<string, string | number> = { ...response.headers }
  if (response.body !== undefined) headers['Content-Length'] = Buffer.byteLength(response.body)
  outgoing.writeHead(response.status, headers)
  outgoing.end(headOnly ? undefined : response.body)
}
