import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors/api-error.ts'

/** No request of the API nests deeper than a handful of levels; 32 leaves room without inviting abuse. */
export const maxJsonDepth = 32

/**
 * How deeply arrays and objects nest in a JSON text, found in one pass without parsing: brackets inside strings
 * do not count. Stops counting as soon as `limit` is passed.
 */
function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index++ // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true
    } else if (char === 0x7d || char === 0x5d) depth--
  }
  return false
}

/**
 * The JSON body parser: Fastify's own (which refuses `__proto__` and `constructor` poisoning), behind a depth
 * check. Deeply nested JSON would otherwise reach the recursive checks after parsing and overflow the stack: a
 * 500 from a request that needs no account.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (exceedsDepth(text, maxJsonDepth)) {
      done(new ApiError(400, 'VALIDATION_FAILED', `JSON may nest at most ${maxJsonDepth} levels deep.`), undefined)
      return
    }
    parse(request, text, done)
  })
}

export default fp(jsonBodyPlugin, { name: 'json-body' })
