import { guestOperatorInputSchema, type GuestOperator, type GuestOperatorInput } from '@wifi/contract'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestTexts, serviceSettings } from '../../db/schema.ts'
import { recordChange, type Actor } from '../../modules/audit/audit-trail.ts'
import { serviceEntityId } from '../policy/policy-settings.ts'
import { operatorOf } from './version-operator.ts'

const settingsKey = 'guest-operator'

/** The operator setting in force, and whether an admin has saved it (docs/decisions/055). */
export interface OperatorInForce {
  operator: GuestOperator
  saved: boolean
}

/** Who answers for the product's own first versions until an admin names the operator: the console's address. */
export const productOperator = (publicUrl: string): GuestOperator => ({
  name: 'Đơn vị vận hành Wi-Fi',
  address: null,
  email: null,
  phone: null,
  contact: publicUrl,
})

/**
 * Publishing a text and saving the operator take this lock first, one after the other: a text published while the
 * operator changes could otherwise name the operator of before, beside a notice naming the new one.
 */
export async function lockGuestTexts(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guest-texts'))`)
}

/**
 * The operator both texts name from their next version on: the saved setting, else (a server from before the
 * setting, or one whose admins have not saved it) the one the privacy notice's latest version names — the notice is
 * where the controller is stated — else the product's placeholder.
 */
export async function operatorInForce(db: Database, placeholder: GuestOperator): Promise<OperatorInForce> {
  const [row] = await db.select().from(serviceSettings).where(eq(serviceSettings.key, settingsKey))
  if (row) return { operator: toOperator(guestOperatorInputSchema.parse(row.value)), saved: true }
  const [notice] = await db
    .select()
    .from(guestTexts)
    .where(eq(guestTexts.kind, 'privacy'))
    .orderBy(desc(guestTexts.version))
    .limit(1)
  return { operator: notice ? operatorOf(notice) : placeholder, saved: false }
}

/** The setting as the texts show it: its fields, and no free contact line. */
export function toOperator(input: GuestOperatorInput): GuestOperator {
  return { name: input.name, address: input.address, email: input.email, phone: input.phone, contact: null }
}

/** Saves the setting with its audit entry (inside the caller's transaction); an unchanged setting writes nothing. */
export async function saveOperator(tx: Database, actor: Actor, before: OperatorInForce, after: GuestOperator) {
  if (before.saved && sameOperator(before.operator, after)) return
  const { contact: _none, ...value } = after
  await tx
    .insert(serviceSettings)
    .values({ key: settingsKey, value, updatedBy: actor.user.id })
    .onConflictDoUpdate({
      target: serviceSettings.key,
      set: { value, updatedBy: actor.user.id, updatedAt: sql`now()` },
    })
  await recordChange(tx, {
    actor: actor.user,
    ip: actor.ip,
    action: 'update',
    entity: 'guest_operator',
    entityId: serviceEntityId,
    before: { ...before.operator },
    after: { ...after },
  })
}

export const sameOperator = (a: GuestOperator, b: GuestOperator) =>
  a.name === b.name && a.address === b.address && a.email === b.email && a.phone === b.phone && a.contact === b.contact
