import { adComponentTypes, adStatuses, adTypes } from '@wifi/contract'
import type { TFunction } from 'i18next'

/**
 * An ad's named values as the options of a filter or a field, in the reader's language. One map per group, so each
 * key is built from the group's own values and checked against the catalog.
 */
export const adOptions = (t: TFunction) => ({
  status: adStatuses.map((value) => ({ value, label: t(`advertisements.status.${value}`) })),
  type: adTypes.map((value) => ({ value, label: t(`advertisements.types.${value}`) })),
  componentType: adComponentTypes.map((value) => ({ value, label: t(`advertisements.componentTypes.${value}`) })),
})
