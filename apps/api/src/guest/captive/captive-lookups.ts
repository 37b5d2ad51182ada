import { adDayOf, type GatewayKind, type GuestPolicy } from '@wifi/contract'
import { and, count, eq, gt, gte, isNotNull, sql } from 'drizzle-orm'
import { loadGuestAdCandidates, selectGuestAd, type GuestAdCandidates } from '../ad-selection/guest-ads.ts'
import type { Database } from '../../db/client.ts'
import { guestEvents, guestSessions, type AdvertisementRow } from '../../db/schema.ts'
import { createTtlCache } from '../../lib/ttl-cache.ts'
import type { SecretBox } from '../../security/secret-box.ts'
import { effectivePolicy } from '../policy/policy-settings.ts'
import {
  findCaptiveAccessPoint,
  type AmbiguousAccessPoint,
  type CaptiveAccessPoint,
  type GatewayIdentity,
} from './captive-access-point.ts'

/**
 * How long the captive page trusts what it read: an access point's gateway settings, a venue's ads and policy. A
 * change made in the console reaches guests at once on every process (plugins/change-notices.ts); this is the most a
 * missed notice can delay it.
 */
export const captiveCacheMs = 10_000
const maxCachedEntries = 20_000

/** The start of the Vietnamese calendar day of `moment`: ads are evened out over the venue's day. */
const startOfVietnameseDay = (moment: Date) => new Date(`${adDayOf(moment)}T00:00:00+07:00`)

/**
 * How often each ad has been shown at the venue today — displayed by a browser (`page_shown`), not merely fetched —
 * for the pick to even out the shows by weight.
 */
async function shownToday(db: Database, venueId: string, moment: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ adId: guestSessions.adId, shown: count() })
    .from(guestSessions)
    .innerJoin(guestEvents, and(eq(guestEvents.sessionId, guestSessions.id), eq(guestEvents.step, 'page_shown')))
    .where(
      and(
        eq(guestSessions.venueId, venueId),
        gte(guestSessions.shownAt, startOfVietnameseDay(moment)),
        isNotNull(guestSessions.adId),
      ),
    )
    .groupBy(guestSessions.adId)
  return new Map(rows.flatMap(({ adId, shown }) => (adId ? [[adId, shown]] : [])))
}

/**
 * What every visit to the captive page reads, kept for a few seconds so a busy venue's guests cost no query for it:
 * the access point a gateway names (with its secret opened) and the venue's candidate ads with today's show
 * counts, which this process then counts on by itself between reads (docs/decisions/020).
 */
export function createCaptiveLookups(db: Database, secrets: SecretBox, options: { onlineMinutes: number }) {
  const accessPoints = createTtlCache<CaptiveAccessPoint | AmbiguousAccessPoint | null>(
    captiveCacheMs,
    maxCachedEntries,
  )
  const venueAds = createTtlCache<{ candidates: GuestAdCandidates; shown: Map<string, number> }>(
    captiveCacheMs,
    maxCachedEntries,
  )
  const venuePolicies = createTtlCache<GuestPolicy>(captiveCacheMs, maxCachedEntries)

  return {
    /** The access point a gateway's redirect names (by MAC, name or OpenWISP id), or that it names several. */
    accessPoint(
      kind: GatewayKind,
      identity: GatewayIdentity,
    ): Promise<CaptiveAccessPoint | AmbiguousAccessPoint | null> {
      const key = [kind, identity.id, identity.mac, identity.name].map((part) => part ?? '').join('|')
      return accessPoints.get(key, () => findCaptiveAccessPoint(db, secrets, kind, identity))
    },

    /** The access point with this console id, if guests may use it (an id names one at most). */
    async accessPointById(kind: GatewayKind, id: string): Promise<CaptiveAccessPoint | null> {
      const found = await this.accessPoint(kind, { id })
      return found && 'ambiguous' in found ? null : found
    },

    /** The guest policy of the venue now (its own, or the service's default). */
    venuePolicy: (venueId: string) =>
      venuePolicies.get(venueId, () => effectivePolicy(db, venueId, options.onlineMinutes)),

    /**
     * Whether the device connected at the venue within `hours` (docs/decisions/034): only a device whose guest agreed
     * to the measurement is known by its hash, so only such a device can be welcomed back. Not kept: it is per device.
     */
    async connectedRecently(deviceHash: string, venueId: string, hours: number): Promise<boolean> {
      const since = sql`now() - make_interval(hours => ${hours})`
      const [found] = await db
        .select({ id: guestSessions.id })
        .from(guestSessions)
        .where(
          and(
            eq(guestSessions.deviceHash, deviceHash),
            gt(guestSessions.shownAt, since),
            eq(guestSessions.venueId, venueId),
            gt(guestSessions.handedOffAt, since),
          ),
        )
        .limit(1)
      return Boolean(found)
    },

    /** The ad to show a guest at the venue now, counted as shown. */
    async pickAd(venueId: string, moment: Date): Promise<AdvertisementRow | null> {
      const venue = await venueAds.get(venueId, async () => ({
        candidates: await loadGuestAdCandidates(db, venueId, moment),
        shown: await shownToday(db, venueId, moment),
      }))
      const ad = selectGuestAd(venue.candidates, moment, venue.shown).pick?.ad ?? null
      if (ad) venue.shown.set(ad.id, (venue.shown.get(ad.id) ?? 0) + 1)
      return ad
    },

    /** After an access point's gateway changed: the next visit reads it again (plugins/change-notices.ts). */
    forgetAccessPoints: () => accessPoints.clear(),

    /** After an ad was taken down or restored: the next visit reads the venues' ads again. */
    forgetVenueAds: () => venueAds.clear(),

    /** After a venue's guest policy (or the default) changed: the next visit reads it again. */
    forgetVenuePolicies: () => venuePolicies.clear(),
  }
}

export type CaptiveLookups = ReturnType<typeof createCaptiveLookups>
