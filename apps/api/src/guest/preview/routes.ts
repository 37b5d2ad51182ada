import { apiPaths } from '@wifi/contract'
import { guestAssetsPath, guestLanguages, readGuestAssets, renderGuestPage } from '@wifi/guest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { ApiError, notFound } from '../../errors/api-error.ts'
import { signedIn } from '../../signed-in.ts'
import { getAd } from '../../modules/advertisements/ad-service.ts'
import { loadGuestAssetFiles, preferredCoding } from './guest-assets.ts'
import { previewContentSecurityPolicy, previewModelOf } from './preview-page.ts'
import { idParams } from '../../lib/id-params.ts'

/** Content-hashed names: a changed file gets a new name, so every copy may be kept for a year. */
const immutable = 'public, max-age=31536000, immutable'

/**
 * The guest page's built script and style sheet (public: the captive page loads them before the guest is online),
 * and the console's preview of an ad: the real guest page in its preview mode (docs/decisions/019).
 */
export const guestPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = readGuestAssets()
  if (!assets) app.log.warn('The guest page is not built (run npm run build): ad previews answer 503')
  const files = assets ? loadGuestAssetFiles(assets) : new Map()

  app.get(
    `${guestAssetsPath}:name`,
    {
      config: { public: true },
      schema: {
        tags: ['guest'],
        summary: "The guest page's script or style sheet, by its content-hashed name",
        // Built names are short ("guest-<hash>.js"); a longer one cannot be ours.
        params: z.object({ name: z.string().max(100) }),
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const file = files.get(request.params.name)
      if (!file) throw notFound('The file')
      const coding = preferredCoding(request.headers['accept-encoding'], file.encoded)
      reply
        .header('content-type', file.contentType)
        .header('cache-control', immutable)
        .header('vary', 'accept-encoding')
      if (coding) reply.header('content-encoding', coding)
      return reply.send(coding ? file.encoded[coding] : file.body)
    },
  )

  app.get(
    `${apiPaths.advertisements}/:id/preview`,
    {
      // The console frames it: the iframe sends the console's cookie, not its Authorization header.
      config: { tokenFromCookie: true },
      schema: {
        tags: ['advertisements'],
        summary:
          'The guest page showing an ad, in preview mode, as HTML for the console to frame (404 when the caller may not see the ad)',
        params: idParams,
        querystring: z.object({ lang: z.enum(guestLanguages).default('vi') }),
        produces: ['text/html'],
        // A string with an HTML content type is sent as it is, not serialized as JSON.
        response: { 200: z.string(), ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      const ad = await getAd(app.db, signedIn(request).user, request.params.id)
      if (!assets) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The guest page is not built.')
      const model = previewModelOf(ad, request.query.lang)
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', previewContentSecurityPolicy(model))
        .header('x-frame-options', 'SAMEORIGIN')
        .send(renderGuestPage(model, assets))
    },
  )
}
