import type { FastifyRequest } from 'fastify'

const cookieName = 'access_token'

/**
 * The console's access token from its `access_token` cookie (a JSON string, docs/decisions/003), for a route a
 * browser loads by itself rather than through the console's API client (the ad preview in an iframe cannot send an
 * Authorization header). Undefined when the cookie is missing or not a JSON string.
 */
export function accessTokenCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== cookieName) continue
    try {
      const token: unknown = JSON.parse(decodeURIComponent(value.join('=')))
      return typeof token === 'string' && token !== '' ? token : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
