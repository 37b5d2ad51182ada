import { adStatusOn, type AdComponentType, type Advertisement } from '@wifi/contract'
import type { AdvertisementRow } from '../../db/schema.ts'

export type AdAuthor = NonNullable<Advertisement['author']>

/** The API's view of an ad on `today`; `editable` says whether the reader may change it. */
export function toAdView(
  row: AdvertisementRow,
  author: AdAuthor | null,
  today: string,
  editable: boolean,
): Advertisement {
  return {
    id: row.id,
    ...adFields(row),
    status: adStatusOn(row, today),
    author,
    editable,
    takenDown:
      row.takenDownAt && row.takenDownReason !== null
        ? { at: row.takenDownAt.toISOString(), reason: row.takenDownReason }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The editable fields of a stored ad, as an edit starts from them. */
export function adFields(row: AdvertisementRow) {
  return {
    title: row.title,
    description: row.description,
    componentType: row.componentType,
    duration: row.duration,
    startDate: row.startDate,
    endDate: row.endDate,
    isPublic: row.isPublic,
    ctaText: row.ctaText,
    ctaUrl: row.ctaUrl,
    targetText: row.targetText,
    type: row.type,
    images: row.images,
    video: row.video,
    hoursFrom: row.hoursFrom,
    hoursTo: row.hoursTo,
    weight: row.weight,
  }
}

type AdFields = ReturnType<typeof adFields>

/** The fields of an ad that reach its guests, as stored or as an edit would store them. */
interface GuestFacing extends Pick<
  AdFields,
  'title' | 'description' | 'componentType' | 'duration' | 'ctaText' | 'ctaUrl' | 'targetText'
> {
  images: readonly Pick<AdFields['images'][number], 'mediaId' | 'altText' | 'title' | 'description'>[]
  video: AdFields['video']
}

/**
 * What a guest sees of an ad, as packages/guest's `guestAdFromView` takes it: the text, the media of its component
 * type, the call-to-action, the task and the countdown; not the schedule, hours, weight or type. Two readings are
 * equal when guests see the same; listed value by value, so the order the database keeps JSON keys in does not count.
 */
export function whatGuestsSee(ad: GuestFacing): string {
  const media =
    ad.componentType === 'video'
      ? [ad.video?.url, ad.video?.title, ad.video?.description]
      : ad.images.map((image) => [image.mediaId, image.altText, image.title, image.description])
  return JSON.stringify([
    ad.title,
    ad.description,
    ad.componentType,
    media,
    ad.ctaText,
    ad.ctaUrl,
    ad.targetText,
    ad.duration,
  ])
}

/**
 * Keeps only the media the component type shows: a form that switched from video to images must not leave a
 * video behind that no guest will see (and the reverse).
 */
export function withMediaOfType<Fields extends { componentType: AdComponentType; images: unknown[]; video: unknown }>(
  fields: Fields,
): Fields {
  return fields.componentType === 'video' ? { ...fields, images: [] } : { ...fields, video: null }
}

/**
 * What the audit trail records of an ad: its fields, its author's email and the venues it is assigned to. An image
 * is recorded by its media id: the media's sizes and variants never change, so they would only repeat.
 */
export function adSnapshot(row: AdvertisementRow, authorEmail: string | null, venueIds: string[]) {
  const images = row.images.map(({ media: _media, ...image }) => image)
  return { ...adFields(row), images, author: authorEmail, venues: [...venueIds].sort() }
}
