import type { TokenService } from './auth.ts'
import { detail, json, parseBody, throttled, type SimRequest, type SimResponse } from './http.ts'

/** POST /api/v1/users/token/ — throttled before anything else, as DRF checks throttles before the handler. */
export function handleTokenRequest(request: SimRequest, tokens: TokenService): SimResponse {
  const wait = tokens.throttle(request.clientIp)
  if (wait !== null) return throttled(wait)
  if (request.method !== 'POST') {
    return detail(405, `Method "${request.method}" not allowed.`, { Allow: 'POST, OPTIONS' })
  }
  const body = parseBody(request)
  if (!body.ok) return body.response
  const errors: Record<string, string[]> = {}
  const username = fieldValue(body.data.username, 'username', errors)
  const password = fieldValue(body.data.password, 'password', errors)
  if (Object.keys(errors).length > 0) return json(400, errors)
  if (!tokens.matches(username, password)) {
    return json(400, { non_field_errors: ['Unable to log in with provided credentials.'] })
  }
  return json(200, { token: tokens.issue() })
}

function fieldValue(value: unknown, field: string, errors: Record<string, string[]>): string {
  if (value === undefined || value === null) {
    errors[field] = [value === null ? 'This field may not be null.' : 'This field is required.']
    return ''
  }
  const text = typeof value === 'string' ? value : String(value)
  if (text.trim() === '') errors[field] = ['This field may not be blank.']
  return text
}
