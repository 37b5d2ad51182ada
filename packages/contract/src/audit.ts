import * as z from 'zod/mini'
import { listQuerySchema } from './list.ts'
import { msg } from './messages.ts'

export const auditActions = ['create', 'update', 'delete'] as const
export const auditEntities = [
  'venue',
  'user',
  'access_point',
  'advertisement',
  'guest_text',
  'guest_operator',
  'guest_policy',
  'guest_session',
  'report_subscription',
] as const
export type AuditEntity = (typeof auditEntities)[number]

/**
 * An item an entry names: the item changed, or one a field refers to by id. Its name now, or as the trail last
 * recorded it once it is gone; null when nothing names it (docs/decisions/053).
 */
const auditItemNameSchema = z.object({
  name: z.nullable(z.string()),
  /** The item no longer exists: its screen would not show it, so it is not linked. */
  gone: z.boolean(),
})
export type AuditItemName = z.infer<typeof auditItemNameSchema>

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
  /** The item changed, by name. */
  item: auditItemNameSchema,
  /** Id → name of every item the changes refer to (auditReferenceFields). */
  references: z.record(z.string(), auditItemNameSchema),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateInvalid))

/**
 * The trail, newest first: by the kind of item (and one item), the action and Vietnamese days, from and to (both
 * included). The search `q` finds the actor: any part of their email (docs/decisions/037).
 */
export const auditListQuerySchema = z.extend(listQuerySchema(['at'] as const, 'at', 'desc'), {
  entity: z.optional(z.enum(auditEntities)),
  entityId: z.optional(z.uuid()),
  action: z.optional(z.enum(auditActions)),
  from: z.optional(day),
  to: z.optional(day),
})
export type AuditListQuery = z.output<typeof auditListQuerySchema>

/** The same filters and order for a CSV export of the whole trail (no pages). */
export const auditExportQuerySchema = z.omit(auditListQuerySchema, { page: true, pageSize: true })
