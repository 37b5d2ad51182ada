import { ApiError } from '../errors/api-error.ts'
import type { OpenWispClient } from './client.ts'
import { OpenWispError } from './openwisp-error.ts'

/** The client, or the API's 503 when OPENWISP_URL is not set. */
export function configuredOpenWisp(client: OpenWispClient | undefined): OpenWispClient {
  if (!client) throw new ApiError(503, 'OPENWISP_NOT_CONFIGURED', 'OpenWISP is not configured on this server.')
  return client
}

/**
 * Runs `call`; OpenWISP failing becomes the API's 502 with OpenWISP's words: OPENWISP_REFUSED when it refused what
 * was sent (400: a MAC another device has, a name it does not take), OPENWISP_FAILED otherwise.
 */
export async function throughOpenWisp<Value>(call: () => Promise<Value>): Promise<Value> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof OpenWispError)) throw error
    throw new ApiError(502, error.status === 400 ? 'OPENWISP_REFUSED' : 'OPENWISP_FAILED', error.message)
  }
}
