import { createRequire } from 'node:module'
import { isCaptiveRoute } from '@wifi/contract'
import type { FastifyRequest } from 'fastify'
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import type { Config } from './config.ts'
import { serializeError } from './db/query-error-log.ts'

/** Reset links carry their token in the query string; it must never reach a log line. */
const withoutTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')

const underWifi = /^\/wifi(?:\/|$)/i

/**
 * A guest's request, whose query and address the log must not keep: gateways send the guest's MAC and address in
 * the captive pages' queries (CoovaChilli's `mac` and `ip`, openNDS's encoded `fas`), and the connection is the
 * guest's own (docs/decisions/020, 024). Decided by the route the router matched, which decodes the path
 * (`/%77ifi/chilli` is `/wifi/chilli` to it); a path under /wifi no route takes counts too, since a gateway set up
 * with a wrong path still sends the MAC. /api/radius/authorize is not one: FreeRADIUS calls it, not a guest.
 */
function isGuestRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  if (route !== undefined) return isCaptiveRoute(route)
  const path = request.url.split('?')[0]!
  try {
    return underWifi.test(decodeURIComponent(path))
  } catch {
    return underWifi.test(path)
  }
}

const options = (config: Pick<Config, 'logLevel'>): LoggerOptions => ({
  level: config.logLevel,
  serializers: {
    // Replaces Fastify's request serializer: the same fields, with secrets stripped from the URL.
    req: (request: FastifyRequest) =>
      isGuestRequest(request)
        ? { method: request.method, url: request.url.split('?')[0], host: request.host }
        : { method: request.method, url: withoutTokens(request.url), host: request.host, remoteAddress: request.ip },
    err: serializeError,
  },
  // Bodies and headers are never logged by the serializers; this catches a password or token logged by mistake.
  redact: { paths: ['password', '*.password', 'token', '*.token', 'headers.authorization'], censor: '[redacted]' },
})

// `require.resolve` with the name spelled out, which knip reads as a use of the dev dependency.
const require = createRequire(import.meta.url)

function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty')
    return true
  } catch {
    return false
  }
}

/**
 * Pino logger: JSON lines by default (what log collectors want), pretty lines for a developer at a terminal.
 * pino-pretty is a dev dependency, so a production install without it still starts.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'production'>, destination?: DestinationStream): Logger {
  if (destination) return pino(options(config), destination)
  if (process.stdout.isTTY && !config.production && prettyAvailable()) {
    return pino({
      ...options(config),
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    })
  }
  return pino(options(config))
}
