import {
  endGuestSessionResultSchema,
  guestPaths,
  guestSessionExportQuerySchema,
  guestSessionListSchema,
  guestSessionQuerySchema,
} from '@wifi/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../errors/error-responses.ts'
import { sendCsv } from '../../export/csv.ts'
import { actorOf, signedIn } from '../../signed-in.ts'
import { checkRadiusToken } from '../captive/radius-token.ts'
import { endGuestSession } from './end-guest-session.ts'
import { guestSessionCsvAbout, guestSessionCsvColumns } from './guest-session-export.ts'
import { guestSessionWhere, listGuestSessions, readGuestSessions, toGuestSession } from './guest-session-list.ts'
import { findAccountingNas, storeAccounting } from './radius-accounting.ts'
import { csvExportSchema } from '../../export/csv-export-schema.ts'

const exportBatchSize = 1000

/** The path FreeRADIUS's rest module posts accounting to (docs/freeradius/). */
const radiusAccountingPath = '/api/radius/accounting'

const radiusValue = z.string().max(253).optional()

export interface GuestOnlineRoutesOptions {
  /** How long ending an openNDS guest waits for the access point to run OpenWISP's command (default 15 s). */
  commandWaitMs?: number
}

/** The guests' time online: what the gateways report, and the operators' lists of it (docs/decisions/034). */
export const guestOnlineRoutes: FastifyPluginAsyncZod<GuestOnlineRoutesOptions> = async (app, options) => {
  app.post(
    radiusAccountingPath,
    {
      // FreeRADIUS has no session: the route checks its shared token itself.
      config: { public: true },
      schema: {
        tags: ['guest sessions'],
        summary:
          'FreeRADIUS rest module: a CoovaChilli accounting request (Start, Interim-Update, Stop, Accounting-On/Off), stored once whatever is sent again',
        headers: z.object({ authorization: z.string().max(200).optional() }),
        body: z.object({
          status_type: radiusValue,
          unique_id: radiusValue,
          session_id: radiusValue,
          username: radiusValue,
          session_time: radiusValue,
          input_octets: radiusValue,
          output_octets: radiusValue,
          input_gigawords: radiusValue,
          output_gigawords: radiusValue,
          // Never stored: the session is known by its user name and Class. Taken so a template that sends it works.
          calling_station_id: radiusValue,
          called_station_id: radiusValue,
          nas_identifier: radiusValue,
          terminate_cause: radiusValue,
          class: radiusValue,
        }),
        response: { 204: z.null(), ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      await checkRadiusToken(app, request)
      const nas = await findAccountingNas(app.captiveLookups, request.body)
      const { outcome, clamped } = await storeAccounting(app.db, request.body, nas)
      app.metrics.radiusAccounting.inc({ outcome })
      // Acknowledged even when nothing is stored: FreeRADIUS would otherwise send it again forever.
      if (outcome === 'unknown_session') request.log.info('RADIUS accounting for an unknown guest session')
      if (outcome === 'wrong_nas') {
        const { status_type: status, nas_identifier: nasIdentifier, called_station_id: calledStationId } = request.body
        request.log.warn(
          { status, nasIdentifier, calledStationId },
          'RADIUS accounting from a NAS that is not the guest session’s access point, or that names several: nothing changed',
        )
      }
      if (clamped.length > 0) {
        request.log.warn(
          { clamped },
          'RADIUS accounting counters past what RADIUS or the database holds, stored clamped',
        )
      }
      return reply.status(204).send(null)
    },
  )

  app.get(
    guestPaths.guestSessions,
    {
      schema: {
        tags: ['guest sessions'],
        summary:
          'The guests’ time online, newest first: online now or ended, by venue, access point and day (admins everything, customers their venues)',
        querystring: guestSessionQuerySchema,
        response: { 200: guestSessionListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listGuestSessions(app.db, signedIn(request).user, request.query),
  )

  app.get(
    guestPaths.guestSessionsExport,
    {
      schema: csvExportSchema(
        ['guest sessions'],
        'The guests’ time online as CSV, whole, with the list’s filters and order; streamed',
        guestSessionExportQuerySchema,
      ),
    },
    async (request, reply) => {
      const { user } = signedIn(request)
      const where = guestSessionWhere(user, request.query)
      return sendCsv(request, reply, {
        about: await guestSessionCsvAbout(app.db, user, request.query),
        columns: guestSessionCsvColumns,
        // One snapshot for the whole file, so rows added or ended meanwhile neither repeat nor go missing.
        produce: (write) =>
          app.db.transaction(
            async (tx) => {
              for (let offset = 0; ; offset += exportBatchSize) {
                const rows = await readGuestSessions(tx, where, request.query, { limit: exportBatchSize, offset })
                if (rows.length > 0) await write(rows.map(toGuestSession))
                if (rows.length < exportBatchSize) return
              }
            },
            { isolationLevel: 'repeatable read', accessMode: 'read only' },
          ),
      })
    },
  )

  app.post(
    guestPaths.endGuestSession(':handle'),
    {
      schema: {
        tags: ['guest sessions'],
        summary:
          'Ends a guest’s session, named by the list’s opaque handle (never the session’s id), at its gateway: CoovaChilli by an RFC 5176 Disconnect-Request, openNDS by OpenWISP running ndsctl deauth (admins any, customers their venues’); audited',
        params: z.object({ handle: z.uuid() }),
        response: { 200: endGuestSessionResultSchema, ...errorResponses(401, 404, 409, 502, 503) },
      },
    },
    async (request) =>
      endGuestSession(
        { db: app.db, config: app.config, openwisp: app.openwisp, commandWaitMs: options.commandWaitMs ?? 15_000 },
        actorOf(request),
        request.params.handle,
      ),
  )
}
