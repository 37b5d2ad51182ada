import {
  guestPolicySettingsSchema,
  unlimitedGuestPolicy,
  type GuestPolicy,
  type GuestPolicySettings,
} from '@wifi/contract'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { serviceSettings, venues } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'
import { recordChange, type Actor } from '../../modules/audit/audit-trail.ts'

const settingsKey = 'guest-policy'

/** The audit trail names the service's settings by this id: they are one, and have none of their own. */
export const serviceEntityId = '00000000-0000-0000-0000-000000000000'

/**
 * The service's guest policy settings as stored, or — until an admin saves them — a default that lets guests on for
 * GUEST_ONLINE_MINUTES and sets nothing else, with no limits on what customers set.
 */
export async function readPolicySettings(db: Database, onlineMinutes: number): Promise<GuestPolicySettings> {
  const [row] = await db.select().from(serviceSettings).where(eq(serviceSettings.key, settingsKey))
  if (row) return guestPolicySettingsSchema.parse(row.value)
  return {
    default: { ...unlimitedGuestPolicy, sessionMinutes: onlineMinutes },
    customerLimits: unlimitedGuestPolicy,
  }
}

/** Saves the service's settings, with their audit entry, in one transaction. */
export async function savePolicySettings(
  db: Database,
  actor: Actor,
  before: GuestPolicySettings,
  after: GuestPolicySettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(serviceSettings)
      .values({ key: settingsKey, value: after, updatedBy: actor.user.id })
      .onConflictDoUpdate({
        target: serviceSettings.key,
        set: { value: after, updatedBy: actor.user.id, updatedAt: sql`now()` },
      })
    await recordChange(tx, {
      actor: actor.user,
      ip: actor.ip,
      action: 'update',
      entity: 'guest_policy',
      entityId: serviceEntityId,
      before,
      after,
    })
  })
}

/** The policy a venue's guests get now: its own, else the service's default. */
export async function effectivePolicy(db: Database, venueId: string, onlineMinutes: number): Promise<GuestPolicy> {
  const [venue] = await db.select({ guestPolicy: venues.guestPolicy }).from(venues).where(eq(venues.id, venueId))
  if (!venue) throw notFound('The venue')
  return venue.guestPolicy ?? (await readPolicySettings(db, onlineMinutes)).default
}
