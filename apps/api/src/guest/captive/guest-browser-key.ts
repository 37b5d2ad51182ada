import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The key that proves a data request comes from the browser that opened the visit (docs/decisions/043): random, in an
 * HttpOnly, SameSite=Strict cookie that only the guest pages' paths receive. The server keeps its SHA-256 only.
 */
const cookieName = 'wifi_guest'
/** 32 random bytes, base64url. */
const keyPattern = /^[\w-]{43}$/
/** A month: long enough to ask about a visit afterwards from the same browser; the key names nothing but itself. */
const maxAgeSeconds = 30 * 24 * 60 * 60

const hashOf = (key: string) => createHash('sha256').update(key).digest()

function keyInCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=')
    if (name === cookieName && keyPattern.test(value)) return value
  }
  return undefined
}

/**
 * The browser's key for a new visit — the one it holds, so one browser can ask about all its visits, or a new one —
 * set (again) in its cookie on `reply`; answers the key's hash for the visit's row.
 */
export function issueBrowserKey(request: FastifyRequest, reply: FastifyReply): string {
  const key = keyInCookie(request) ?? randomBytes(32).toString('base64url')
  const secure = request.protocol === 'https' ? '; Secure' : ''
  reply.header(
    'set-cookie',
    `${cookieName}=${key}; Path=/wifi; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
  )
  return hashOf(key).toString('hex')
}

/** The request carries the key whose hash the visit keeps; compared in constant time. A visit with none has no owner. */
export function holdsBrowserKey(request: FastifyRequest, keyHash: string | null): boolean {
  const key = keyInCookie(request)
  if (!key || !keyHash) return false
  const expected = Buffer.from(keyHash, 'hex')
  const given = hashOf(key)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
