import type { Advertisement } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { advertisements, type AdvertisementRow } from '../../db/schema.ts'
import { notFound } from '../../errors/api-error.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { toAdView } from './ad-view.ts'
import { today, withAuthors } from './ad-service.ts'

/** What a takedown or a restore answers: the ad as an admin sees it, and its author's email to tell. */
export interface TakedownResult {
  ad: Advertisement
  authorEmail: string | null
}

/**
 * Sets or clears an ad's takedown (docs/privacy.md), with its audit entry in the same transaction. Taken down, no
 * venue picks it — whatever its dates and assignments — from the next guest page on; restored, it is as it was.
 */
async function setTakedown(
  db: Database,
  actor: Actor,
  id: string,
  takedown: { at: Date; reason: string } | null,
): Promise<TakedownResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(advertisements).where(eq(advertisements.id, id)).for('update')
    if (!before) throw notFound('The advertisement')
    const [after] = await tx
      .update(advertisements)
      .set({ takenDownAt: takedown?.at ?? null, takenDownReason: takedown?.reason ?? null })
      .where(eq(advertisements.id, id))
      .returning()
    await recordChange(tx, {
      actor: actor.user,
      ip: actor.ip,
      action: 'update',
      entity: 'advertisement',
      entityId: id,
      before: { takenDown: before.takenDownReason },
      after: { takenDown: after!.takenDownReason },
    })
    return viewForAdmin(tx, after!)
  })
}

async function viewForAdmin(db: Database, row: AdvertisementRow): Promise<TakedownResult> {
  const [listed] = await withAuthors(db, [row])
  const author = listed?.author ?? null
  return { ad: toAdView(row, author, today(), true), authorEmail: author?.email ?? null }
}

export const takeDownAd = (db: Database, actor: Actor, id: string, reason: string) =>
  setTakedown(db, actor, id, { at: new Date(), reason })

export const restoreAd = (db: Database, actor: Actor, id: string) => setTakedown(db, actor, id, null)
