import { randomBytes } from 'node:crypto'
import type { Database } from '../db/client.ts'
import { guestSessions, type GuestSessionRow } from '../db/schema.ts'
import { credentialHash } from '../guest/captive/hand-off.ts'

export type NewGuestSessionRow = typeof guestSessions.$inferInsert

/**
 * A guest session inserted as it is, for tests and benches of what comes after the captive page (the gateway's
 * accounting, the lists of guests online): by default a CoovaChilli guest handed off a minute ago, whose single-use
 * `credential` RADIUS has not accepted yet.
 */
export async function createGuestSession(
  db: Database,
  fields: Pick<NewGuestSessionRow, 'venueId' | 'accessPointId'> & Partial<NewGuestSessionRow> & { credential?: string },
): Promise<GuestSessionRow> {
  const { credential = randomBytes(12).toString('hex'), ...values } = fields
  const [session] = await db
    .insert(guestSessions)
    .values({
      adDuration: 0,
      gatewayKind: 'chilli',
      gatewaySession: randomBytes(8).toString('hex'),
      gatewayAddress: '10.1.0.1:3990',
      lang: 'vi',
      shownAt: new Date(Date.now() - 60_000),
      handedOffAt: new Date(),
      credentialHash: credentialHash(credential),
      credentialExpiresAt: new Date(Date.now() + 60_000),
      ...values,
    })
    .returning()
  if (!session) throw new Error('guest session insert returned no row')
  return session
}
