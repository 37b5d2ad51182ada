import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../errors/api-error.ts'
import { declarePublic } from './authenticate.ts'

interface WebAppOptions {
  /** The built console (apps/web/dist). */
  webDist: string
}

/** Vite puts content-hashed files under assets/: a changed file gets a new name, so they may be cached forever. */
const immutable = 'public, max-age=31536000, immutable'

/**
 * Not one of the console's pages: the API, its built assets, or a file by its name (a captive browser's
 * /favicon.ico, a crawler's /robots.txt), which would otherwise be answered the console's page with 200.
 */
const isApiOrFile = (request: FastifyRequest) =>
  /^\/(api|assets)(\/|$|\?)/.test(request.url) || /\.[A-Za-z0-9]+$/.test(request.url.split('?')[0]!)

/**
 * Serves the console so one process is the whole product. Unknown GETs of a page (outside /api and /assets, no file
 * name) answer index.html so the console's router can show the page (or its own 404); everything else unknown is a
 * JSON 404.
 */
async function webAppPlugin(app: FastifyInstance, { webDist }: WebAppOptions) {
  const hasWebApp = existsSync(join(webDist, 'index.html'))
  if (!hasWebApp)
    app.log.warn(`No built console at ${webDist} (run npm run build, or set WEB_DIST); serving the API only`)

  // A scope of its own, so only the console's files are public (its pages sign in through the API).
  await app.register(async (files) => {
    files.addHook('onRoute', declarePublic)
    if (hasWebApp) {
      await files.register(fastifyStatic, {
        root: webDist,
        // The build writes a Brotli and a gzip copy beside each text file (scripts/precompress-static.mjs): the one
        // the browser takes is sent, with Vary: Accept-Encoding and an ETag of its own (docs/decisions/059).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? immutable : 'no-cache')
        },
      })
    }

    // A captive browser asks every page's host for its icon; the guest pages declare none (each request costs a guest
    // on a slow link). No content, kept a day: no error in the browser, no second ask.
    files.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
      reply.code(204).header('cache-control', 'public, max-age=86400').send(),
    )

    files.setNotFoundHandler((request, reply) => {
      if (hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && !isApiOrFile(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html')
      }
      throw notFound(`${request.method} ${request.url.split('?')[0]}`)
    })
  })
}

export default fp(webAppPlugin, { name: 'web-app' })
