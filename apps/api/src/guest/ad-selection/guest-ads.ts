import { adDayOf } from '@wifi/contract'
import { and, eq, gte, isNull, lte } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { advertisements, venueAds, type AdvertisementRow } from '../../db/schema.ts'
import { selectAd, type AdSelection, type CandidateAd } from './pick-ad.ts'

/** A candidate with the stored ad it came from, for the guest page to render. */
export type GuestAdCandidate = CandidateAd & { ad: AdvertisementRow }

const dayMs = 24 * 3600 * 1000

/** "HH:MM" (or "24:00") → minutes after midnight. */
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

function toCandidate(ad: AdvertisementRow, shownCounts: ReadonlyMap<string, number>): GuestAdCandidate {
  return {
    id: ad.id,
    startDate: ad.startDate,
    endDate: ad.endDate,
    window: ad.hoursFrom && ad.hoursTo ? { from: minuteOf(ad.hoursFrom), to: minuteOf(ad.hoursTo) } : null,
    weight: ad.weight,
    shownCount: shownCounts.get(ad.id) ?? 0,
    ad,
  }
}

/** The ads that may run at a venue around a moment: its assigned ones and the public ones, not yet sorted out. */
export interface GuestAdCandidates {
  venueAds: AdvertisementRow[]
  publicAds: AdvertisementRow[]
}

/**
 * Loads a venue's candidate ads for the day either side of `moment`'s Vietnamese day: few rows, which the captive
 * page may keep for a few seconds and sort out by `selectGuestAd` at each visit.
 */
export async function loadGuestAdCandidates(db: Database, venueId: string, moment: Date): Promise<GuestAdCandidates> {
  // Around its dates, and not taken down by an administrator (which holds whatever the dates and assignments).
  const dates = and(
    lte(advertisements.startDate, adDayOf(new Date(moment.getTime() + dayMs))),
    gte(advertisements.endDate, adDayOf(new Date(moment.getTime() - dayMs))),
    isNull(advertisements.takenDownAt),
  )
  const assigned = await db
    .select({ ad: advertisements })
    .from(venueAds)
    .innerJoin(advertisements, eq(venueAds.adId, advertisements.id))
    .where(and(eq(venueAds.venueId, venueId), dates))
  const publicAds = await db
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.isPublic, true), dates))
  return { venueAds: assigned.map(({ ad }) => ad), publicAds }
}

/**
 * Which ad a guest sees at `moment` (ADR 017): the venue's assigned ads running then (dates and hours), else the
 * running public ads, else none; the pick evens out the shows by weight. `shownCounts` are the venue's shows per ad
 * over the same recent period (the captive page's records supply them).
 */
export function selectGuestAd(
  candidates: GuestAdCandidates,
  moment: Date,
  shownCounts: ReadonlyMap<string, number> = new Map(),
): AdSelection<GuestAdCandidate> {
  return selectAd({
    moment,
    venueAds: candidates.venueAds.map((ad) => toCandidate(ad, shownCounts)),
    publicAds: candidates.publicAds.map((ad) => toCandidate(ad, shownCounts)),
  })
}
