import { apiPaths, mediaFromUrlSchema, mediaLimits, mediaPathPrefix, mediaSchema } from '@wifi/contract'
import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { can } from '../../authorization/policy.ts'
import { ApiError, notFound } from '../../errors/api-error.ts'
import { errorResponses } from '../../errors/error-responses.ts'
import { signedIn } from '../../signed-in.ts'
import { fetchRemoteImage, RemoteFetchError, type RemoteFetchOptions } from './fetch-remote.ts'
import { createPerKeyLimit } from './fetches-per-user.ts'
import { mediaTooLarge, mediaUnsupported } from './media-errors.ts'
import { databaseMediaStore } from './media-store.ts'
import { parseMediaFileName } from './media-view.ts'
import { storeImage } from './store-image.ts'

export interface MediaRoutesOptions {
  /** How images are fetched by URL; tests let a local server count as public. */
  fetch?: Pick<RemoteFetchOptions, 'allowAddress' | 'timeoutMs'>
  /** What may also be fetched from (MEDIA_FETCH_ALLOW: an image server on the operator's network), by whom policy.ts says. */
  adminAllowAddress?: (ip: string) => boolean
}

/** The declared types an upload may come with; what it really is, is decided from its bytes. */
const uploadContentTypes = ['image/png', 'image/jpeg', 'application/octet-stream']

/** A file's name is the hash of its bytes, so a name always means the same bytes: cached for a year, never revalidated. */
const immutable = 'public, max-age=31536000, immutable'

const tags = ['media']

/** The fetcher's own message may name addresses our DNS resolved; the caller gets a plain one (and the log the rest). */
function refusalOf(error: RemoteFetchError): ApiError {
  if (error.reason === 'too_large') return mediaTooLarge()
  if (error.reason === 'refused') {
    return new ApiError(
      400,
      'MEDIA_URL_REFUSED',
      'This address may not be fetched: only http(s) addresses of hosts on the public internet are allowed.',
    )
  }
  return new ApiError(502, 'MEDIA_URL_FAILED', 'The image could not be fetched from this address.')
}

/**
 * Ad images (docs/decisions/018): signed-in users upload a file or have the server fetch an address; either is
 * checked, cleaned and stored by its content hash. Stored files are public, since guests load them before signing
 * in to anything, and served from our own origin, the one host a captive browser reaches.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  // Scoped to this plugin: nowhere else does the API take a raw body.
  app.addContentTypeParser(
    uploadContentTypes,
    { parseAs: 'buffer', bodyLimit: mediaLimits.maxBytes },
    (_request, body, done) => done(null, body),
  )

  // Fastify's refusal of a body over the limit, said in the media code; everything else goes on to the app's handler.
  app.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? mediaTooLarge() : error
  })

  // Two at once per user: an operator adding an ad's images by address rarely waits on more (docs/decisions/024).
  const fetchesOfOneUser = createPerKeyLimit(2, 5)

  /** Another declared type (a form, text) is refused before its body is read. */
  const declaredAsUpload = async (request: FastifyRequest) => {
    const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
    if (!declared || !uploadContentTypes.includes(declared)) throw mediaUnsupported()
  }

  app.post(
    apiPaths.media,
    {
      onRequest: declaredAsUpload,
      bodyLimit: mediaLimits.maxBytes,
      schema: {
        tags,
        summary: `Upload a PNG or JPEG image (the raw file as the body, at most ${mediaLimits.maxBytes} bytes); it is stored without its metadata, with WebP variants for phones`,
        consumes: uploadContentTypes,
        response: { 201: mediaSchema, ...errorResponses(400, 401, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request)
      // An empty body arrives as no body at all.
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw mediaUnsupported()
      return reply.code(201).send(await storeImage(app.db, request.body, { uploadedBy: user.id }))
    },
  )

  app.post(
    apiPaths.mediaFromUrl,
    {
      schema: {
        tags,
        summary:
          'Fetch an image from a public http(s) address once, on the server, and store it like an upload (private, loopback and link-local addresses are refused, also after redirects)',
        body: mediaFromUrlSchema,
        response: { 201: mediaSchema, ...errorResponses(400, 401, 413, 415, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request)
      const { url } = request.body
      const stored = await fetchesOfOneUser(user.id, async () => {
        let bytes: Buffer
        try {
          const allowAddress =
            (can(user, 'media.fetchFromOperatorNetwork') && options.adminAllowAddress) || options.fetch?.allowAddress
          bytes = await fetchRemoteImage(url, { ...options.fetch, allowAddress, maxBytes: mediaLimits.maxBytes })
        } catch (error) {
          if (!(error instanceof RemoteFetchError)) throw error
          request.log.info({ url, reason: error.reason, detail: error.message }, 'Image fetch by URL refused or failed')
          throw refusalOf(error)
        }
        return storeImage(app.db, bytes, { uploadedBy: user.id, sourceUrl: url })
      })
      return reply.code(201).send(stored)
    },
  )

  app.get(
    `${mediaPathPrefix}:file`,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'A stored image or variant by its content hash, `<sha256>.<png|jpg|webp>`; public and cached for a year',
        // 64 hex digits, a dot and an extension; anything longer is no stored file's name.
        params: z.object({ file: z.string().max(80) }),
        // No response schemas: the answer is the image's bytes (or 304, or the 404 error body).
        produces: ['image/png', 'image/jpeg', 'image/webp'],
      },
    },
    async (request, reply) => {
      const name = parseMediaFileName(request.params.file)
      if (!name) throw notFound('The image')
      const etag = `"${name.hash}"`
      const cached = { 'cache-control': immutable, etag }
      // The bytes of a name never change, so a copy the browser holds is the right one without a read.
      if (request.headers['if-none-match'] === etag) return reply.code(304).headers(cached).send()
      const blob = await databaseMediaStore(app.db).get(name.hash)
      // The extension must match the stored type, so one file has one name.
      if (!blob || blob.contentType !== name.contentType) throw notFound('The image')
      return (
        reply
          .headers(cached)
          // The bytes came from someone's upload: a browser must never read them as anything but the declared image.
          .header('x-content-type-options', 'nosniff')
          .type(blob.contentType)
          .send(blob.bytes)
      )
    },
  )
}
