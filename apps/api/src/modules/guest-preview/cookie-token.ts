import type { FastifyRequest } from 'fastify'

const cookieName = 'access_token'

/**
 * The console's access token from its `access_token` cookie (a JSON string, docs/decisions/003), for the one route
 * a browser loads by itself rather than through the console's API client: the preview in an iframe cannot send
 * an Authorization header. Undefined when the cookie is missing or not a JSON string.
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

/**
 * onRequest hook: a request with no Authorization header but the console's cookie is authenticated with the cookie's
 * token by the one authentication there is (`app.authenticate`, which reads the header only).
 */
export async function bearerFromCookie(request: FastifyRequest) {
  if (request.headers.authorization) return
  const token = accessTokenCookie(request)
  if (token) request.headers.authorization = `Bearer ${token}`
}
