import { createRequire } from 'node:module'
import type { FastifyRequest } from 'fastify'
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import type { Config } from './config.ts'
import { serializeError } from './db/query-error-log.ts'

/**
 * Reset links carry their token in the query string; it must never reach a log line. Nor may a guest's MAC and
 * address, which gateways send in the captive pages' queries (CoovaChilli's `mac`, openNDS's encoded `fas`): the
 * console stores only a keyed hash of the MAC, so a captive page's URL is logged without its query.
 */
function withoutSecrets(url: string): string {
  if (url.startsWith('/wifi/')) return url.split('?')[0]!
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')
}

const options = (config: Pick<Config, 'logLevel'>): LoggerOptions => ({
  level: config.logLevel,
  serializers: {
    // Replaces Fastify's request serializer: the same fields, with secrets stripped from the URL.
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: withoutSecrets(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
    err: serializeError,
  },
  // Bodies and headers are never logged by the serializers; this catches a password or token logged by mistake.
  redact: { paths: ['password', '*.password', 'token', '*.token', 'headers.authorization'], censor: '[redacted]' },
})

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty')
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
