import type { IncomingHttpHeaders } from 'node:http'
import type { JsonValue } from './types.ts'

export interface SimRequest {
  method: string
  /** Path without the query string. */
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** The Host header, which DRF uses to build absolute `next`/`previous` links. */
  host: string
  /** DRF's throttle identity: X-Forwarded-For when present, else the peer address. */
  clientIp: string
  body: Buffer
}

export interface SimResponse {
  status: number
  headers: Record<string, string>
  body?: string
}

export function json(status: number, data: JsonValue, headers: Record<string, string> = {}): SimResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json', Vary: 'Accept', ...headers },
    body: JSON.stringify(data),
  }
}

export function detail(status: number, message: string, headers: Record<string, string> = {}): SimResponse {
  return json(status, { detail: message }, headers)
}

export function noContent(): SimResponse {
  return { status: 204, headers: { Vary: 'Accept' } }
}

/** DRF's throttle answer, singular for one second as its ngettext does. */
export function throttled(seconds: number): SimResponse {
  const unit = seconds === 1 ? 'second' : 'seconds'
  return detail(429, `Request was throttled. Expected available in ${seconds} ${unit}.`, {
    'Retry-After': String(seconds),
  })
}

export function notFoundDetail(model: string): SimResponse {
  return detail(404, `No ${model} matches the given query.`)
}

export const PERMISSION_DENIED = 'You do not have permission to perform this action.'

/** Django's own page for URLs that match no pattern: the API never sees these, so they are not JSON. */
export function htmlNotFound(): SimResponse {
  return html(404, 'Not Found', '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>')
}

/** Django's page for an unhandled exception with DEBUG off; a 500 from OpenWISP is not JSON either. */
export function htmlServerError(): SimResponse {
  return html(500, 'Server Error (500)', '<h1>Server Error (500)</h1><p></p>')
}

function html(status: number, title: string, content: string): SimResponse {
  const body = `<!doctype html>\n<html lang="en">\n<head>\n  <title>${title}</title>\n</head>\n<body>\n  ${content}\n</body>\n</html>\n`
  return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body }
}

export type BodyResult = { ok: true; data: Record<string, unknown> } | { ok: false; response: SimResponse }

/** Parses JSON or form bodies as DRF's default parsers do, with DRF's error bodies. */
export function parseBody(request: SimRequest): BodyResult {
  const contentType = String(request.headers['content-type'] ?? '')
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  const text = request.body.toString('utf8')
  if (text.length === 0 && mediaType === '') return { ok: true, data: {} }
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
    if (text.trim() === '') return { ok: true, data: {} }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'invalid JSON'
      return { ok: false, response: detail(400, `JSON parse error - ${reason}`) }
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      const kind = Array.isArray(parsed) ? 'list' : parsed === null ? 'NoneType' : typeof parsed
      return {
        ok: false,
        response: json(400, { non_field_errors: [`Invalid data. Expected a dictionary, but got ${kind}.`] }),
      }
    }
    return { ok: true, data: parsed as Record<string, unknown> }
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    return { ok: true, data: Object.fromEntries(new URLSearchParams(text)) }
  }
  return { ok: false, response: detail(415, `Unsupported media type "${contentType}" in request.`) }
}
