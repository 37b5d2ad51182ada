import type { Advertisement } from '@wifi/contract'
import type { TFunction } from 'i18next'

/** Who made the ad: their name, else their email; an ad outlives its author's account (docs/decisions/016). */
export const authorName = (ad: Advertisement, t: TFunction) =>
  ad.author ? ad.author.fullName || ad.author.email : t('advertisements.noAuthor')
