import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { apiPaths } from '@wifi/contract'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { declarePublic } from './authenticate.ts'

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with, and Swagger UI at
 * /api/docs (the JSON at /api/docs/json). Must be registered before the routes so it sees them.
 */
async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Wi-Fi Console API',
        description:
          'Admin console of a free guest Wi-Fi service. Errors share one shape: { code, message, fields?, retryAfter? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The accessToken from /api/auth/otp/verify' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  // The document describes the API to anyone: every route has its own authentication, so reading it grants nothing.
  await app.register(async (docs) => {
    docs.addHook('onRoute', declarePublic)
    await docs.register(swaggerUi, {
      routePrefix: apiPaths.docs,
      // The default validator badge loads an image from validator.swagger.io, which the CSP rightly blocks.
      uiConfig: { validatorUrl: null },
    })
  })
}

export default fp(apiDocsPlugin, { name: 'api-docs' })
