import { adDayOf } from '@wifi/contract'
import { and, eq, gte, lte } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { advertisements, venueAds, type AdvertisementRow } from '../db/schema.ts'
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

/**
 * Which ad a guest at `venueId` sees at `moment` (ADR 017): the venue's assigned ads running then (dates and
 * hours), else the running public ads, else none; the pick evens out the shows by weight. `shownCounts` are the
 * venue's shows per ad over the same recent period (the captive page's records supply them).
 */
export async function adsForGuest(
  db: Database,
  options: { venueId: string; moment: Date; shownCounts?: ReadonlyMap<string, number> },
): Promise<AdSelection<GuestAdCandidate>> {
  const { venueId, moment, shownCounts = new Map() } = options
  // A day either side of the moment's Vietnamese day narrows the rows; selectAd decides exactly.
  const dates = and(
    lte(advertisements.startDate, adDayOf(new Date(moment.getTime() + dayMs))),
    gte(advertisements.endDate, adDayOf(new Date(moment.getTime() - dayMs))),
  )
  const assigned = await db
    .select({ ad: advertisements })
    .from(venueAds)
    .innerJoin(advertisements, eq(venueAds.adId, advertisements.id))
    .where(and(eq(venueAds.venueId, venueId), dates))
  const venueCandidates = assigned.map(({ ad }) => toCandidate(ad, shownCounts))
  const selection = selectAd({ moment, venueAds: venueCandidates, publicAds: [] })
  if (selection.source === 'venue') return selection
  const publicAds = await db
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.isPublic, true), dates))
  return selectAd({ moment, venueAds: [], publicAds: publicAds.map((ad) => toCandidate(ad, shownCounts)) })
}
