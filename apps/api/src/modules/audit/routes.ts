import { apiPaths, auditEntrySchema, auditListQuerySchema, listResponseSchema } from '@wifi/contract'
import { and, count, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { may } from '../../authorization/policy.ts'
import { pageWindow, sortBy } from '../../db/list-query.ts'
import { auditLog } from '../../db/schema.ts'
import { errorResponses } from '../../errors/error-responses.ts'

const tags = ['audit']
const security = [{ bearer: [] }]

/** The audit trail for admins, newest first by default; a screen reads it in a later issue. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.audit,
    {
      onRequest: app.authenticate,
      preValidation: app.allow(may.readAudit),
      schema: {
        tags,
        security,
        summary: 'Read the audit trail (admin)',
        querystring: auditListQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, pageSize, order, entity, entityId } = request.query
      const where = and(
        entity ? eq(auditLog.entity, entity) : undefined,
        entityId ? eq(auditLog.entityId, entityId) : undefined,
      )
      const window = pageWindow(page, pageSize)
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(...sortBy(auditLog.at, order, auditLog.id))
          .limit(window.limit)
          .offset(window.offset),
        app.db.select({ value: count() }).from(auditLog).where(where),
      ])
      return {
        items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        total: total?.value ?? 0,
        page,
        pageSize,
      }
    },
  )
}
