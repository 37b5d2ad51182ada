import type { Database } from '../../db/client.ts'
import { guestConsents, type GuestSessionRow } from '../../db/schema.ts'
import type { CaptiveAccessPoint } from '../captive/captive-access-point.ts'
import type { CurrentGuestTexts } from '../texts/guest-texts.ts'

export interface ConsentAtConnect {
  session: Pick<GuestSessionRow, 'id' | 'lang'>
  accessPoint: Pick<CaptiveAccessPoint, 'id' | 'name' | 'venueId' | 'venueName'>
  /** The versions the page linked to. */
  texts: CurrentGuestTexts
  /** Whether the guest ticked the measurement box. */
  measurementAccepted: boolean
  /** The device's hash, only when they did (and its key was still held). */
  measuredDevice: string | null
}

/**
 * The evidence of a guest's choice (docs/decisions/033), written when Connect passes its checks: the terms were
 * ticked (Connect needs them), and the measurement box as the guest left it. The device is named only with consent.
 */
export async function recordConsent(db: Database, consent: ConsentAtConnect): Promise<void> {
  const { session, accessPoint, texts, measurementAccepted, measuredDevice } = consent
  await db
    .insert(guestConsents)
    .values({
      sessionId: session.id,
      venueId: accessPoint.venueId,
      venueName: accessPoint.venueName,
      accessPointId: accessPoint.id,
      accessPointName: accessPoint.name,
      lang: session.lang,
      termsVersionId: texts.terms.id,
      privacyVersionId: texts.privacy.id,
      termsAccepted: true,
      measurementAccepted,
      deviceHash: measuredDevice,
    })
    .onConflictDoNothing()
}
