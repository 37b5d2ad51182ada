import {
  analyticsPaths,
  createReportSubscriptionSchema,
  reportDeliveryListSchema,
  reportDeliverySchema,
  reportSubscriptionListSchema,
  reportSubscriptionSchema,
  updateReportSubscriptionSchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { preferredLanguage } from '../../mail/language.ts'
import { actorOf, signedIn } from '../../signed-in.ts'
import {
  createSubscription,
  deleteSubscription,
  listDeliveries,
  listSubscriptions,
  sendNow,
  setPaused,
} from './service.ts'
import { idParams } from '../../lib/id-params.ts'

/**
 * Scheduled analytics reports by email (issue 23, docs/decisions/036): every signed-in user manages their own
 * subscriptions; anyone else's answers 404. The email's language is the console's when subscribing (Accept-Language).
 */
export const reportSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sender = () => ({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl })

  app.get(
    analyticsPaths.reportSubscriptions,
    {
      schema: {
        tags: ['report subscriptions'],
        summary: 'The signed-in user’s scheduled email reports, with when each next goes out',
        response: { 200: reportSubscriptionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await listSubscriptions(app.db, signedIn(request).user.id, app.now()) }),
  )

  app.post(
    analyticsPaths.reportSubscriptions,
    {
      schema: {
        tags: ['report subscriptions'],
        summary:
          'Subscribes to a weekly (Monday 08:00 Vietnam time, the previous Monday–Sunday) or monthly (the 1st, 08:00, the previous month) report of one venue or of everything the user may see, by email with a PDF and a CSV, in the language of Accept-Language; at most 20 subscriptions per user (409 TOO_MANY_REPORT_SUBSCRIPTIONS beyond)',
        body: createReportSubscriptionSchema,
        response: { 201: reportSubscriptionSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const language = preferredLanguage(request.headers['accept-language'])
      const created = await createSubscription(app.db, actorOf(request), request.body, language, app.now())
      return reply.status(201).send(created)
    },
  )

  app.patch(
    analyticsPaths.reportSubscription(':id'),
    {
      schema: {
        tags: ['report subscriptions'],
        summary: 'Pauses or resumes a subscription',
        params: idParams,
        body: updateReportSubscriptionSchema,
        response: { 200: reportSubscriptionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => setPaused(app.db, actorOf(request), request.params.id, request.body.paused, app.now()),
  )

  app.delete(
    analyticsPaths.reportSubscription(':id'),
    {
      schema: {
        tags: ['report subscriptions'],
        summary: 'Deletes a subscription and its delivery history',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteSubscription(app.db, actorOf(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    analyticsPaths.reportSubscriptionSendNow(':id'),
    {
      schema: {
        tags: ['report subscriptions'],
        summary:
          'Sends the last complete period’s report now, recorded in the delivery history (a failure is retried like a scheduled one’s); at most once a minute per subscription and 10 times an hour per user (429 REPORT_SEND_TOO_SOON with retryAfter beyond, nothing sent)',
        params: idParams,
        response: { 200: reportDeliverySchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => sendNow(sender(), signedIn(request).user.id, request.params.id, app.now()),
  )

  app.get(
    analyticsPaths.reportSubscriptionDeliveries(':id'),
    {
      schema: {
        tags: ['report subscriptions'],
        summary: 'A subscription’s deliveries, the most recent first: period, status, attempts and the last error',
        params: idParams,
        response: { 200: reportDeliveryListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ items: await listDeliveries(app.db, signedIn(request).user.id, request.params.id) }),
  )
}
