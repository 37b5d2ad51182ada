import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'

/**
 * Security headers for the API, the console and the API docs. The console and Swagger UI load only same-origin
 * scripts, styles and fonts (and the map's tiles from their server); styles may be inline (the theme and font switching set style attributes), scripts
 * never. upgrade-insecure-requests is off because the demo is served over plain http on any address.
 *
 * Helmet is built once here and applied to every request: @fastify/helmet builds it again for each request (parsing
 * the policy each time), which cost the busiest route, the captive page, a twentieth of its time.
 */
/**
 * Where the access points map loads its tiles from, as a policy source: the template's scheme and host, with a
 * `{s}` subdomain as a wildcard (`https://*.tile.example.org`).
 */
function tileSource(tiles: Config['mapTiles']): string[] {
  if (!tiles) return []
  const [scheme, rest = ''] = tiles.url.split('://')
  return [`${scheme}://${rest.split('/')[0]!.replace('{s}', '*')}`]
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const applySecurityHeaders = helmet({
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSource(app.config.mapTiles)],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
  })
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  )

  // API answers carry session tokens, Wi-Fi passwords and personal data: no browser or proxy may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}

export default fp(securityHeadersPlugin, { name: 'security-headers' })
