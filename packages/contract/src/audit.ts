import * as z from 'zod/mini'
import { listQuerySchema } from './list.ts'

export const auditActions = ['create', 'update', 'delete'] as const
export const auditEntities = [
  'venue',
  'user',
  'access_point',
  'advertisement',
  'guest_text',
  'guest_policy',
  'guest_session',
  'report_subscription',
] as const

/** One recorded change: who, when, from where, what, and each changed field before and after. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actorId: z.nullable(z.uuid()),
  actorEmail: z.string(),
  ip: z.nullable(z.string()),
  action: z.enum(auditActions),
  entity: z.enum(auditEntities),
  entityId: z.uuid(),
  /** Field → [before, after]; secrets appear only as "changed", never with their values. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditListQuerySchema = z.extend(listQuerySchema(['at'] as const, 'at', 'desc'), {
  entity: z.optional(z.enum(auditEntities)),
  entityId: z.optional(z.uuid()),
})

/** The same filters and order for a CSV export of the whole trail (no pages). */
export const auditExportQuerySchema = z.omit(auditListQuerySchema, { page: true, pageSize: true })
