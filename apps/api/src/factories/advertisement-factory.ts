import { adDayOf } from '@wifi/contract'
import type { Database } from '../db/client.ts'
import { advertisements, venueAds, type AdvertisementRow } from '../db/schema.ts'
import { uniqueTag } from './unique-tag.ts'

export type NewAdvertisement = typeof advertisements.$inferInsert

/** The day `offset` days from today in Vietnam, "yyyy-mm-dd" (the days ads are scheduled on). */
export function adDayFromToday(offset: number): string {
  const today = new Date(`${adDayOf(new Date())}T00:00:00Z`)
  return new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
}

/**
 * An ad row inserted as it is (no media check, no audit entry), assigned to `venueIds`: by default a video
 * promotion of 15 seconds that ran yesterday and runs until tomorrow, with a unique title.
 */
export async function createAdvertisement(
  db: Database,
  fields: Partial<NewAdvertisement> = {},
  venueIds: string[] = [],
): Promise<AdvertisementRow> {
  const [ad] = await db
    .insert(advertisements)
    .values({
      title: `Phở bò ${uniqueTag()}`,
      description: 'Giảm 20% cho khách dùng Wi-Fi',
      componentType: 'video',
      duration: 15,
      type: 'promotion',
      startDate: adDayFromToday(-1),
      endDate: adDayFromToday(1),
      video: { url: 'https://videos.example.test/pho.mp4', title: null, description: null },
      ...fields,
    })
    .returning()
  if (!ad) throw new Error('advertisement insert returned no row')
  if (venueIds.length > 0) await db.insert(venueAds).values(venueIds.map((venueId) => ({ venueId, adId: ad.id })))
  return ad
}
