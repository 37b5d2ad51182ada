import type { GuestTextVersion } from '@wifi/contract'
import type { TFunction } from 'i18next'

type Published = Pick<GuestTextVersion, 'version' | 'publishedBy'>

/** The product's own first version, which the server publishes until an admin publishes the operator's. */
export const isProductDefault = (version: Published) => version.version === 1 && version.publishedBy === null

/** Who published a version, in words: an admin's email, the product's default, or an account deleted since. */
export const publisherName = (version: Published, t: TFunction) =>
  isProductDefault(version)
    ? t('guestPrivacy.texts.productDefault')
    : (version.publishedBy ?? t('guestPrivacy.texts.deletedAccount'))
