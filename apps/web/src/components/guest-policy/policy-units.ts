import type { GuestPolicy, GuestPolicyField } from '@wifi/contract'
import type { TFunction } from 'i18next'
import { consoleLocale } from '@/lib/console-dates'

/** The unit each field is typed in (the API's units: the gateways get theirs from them). */
export const policyUnits = {
  sessionMinutes: 'minutes',
  idleMinutes: 'minutes',
  downloadKbps: 'kbps',
  uploadKbps: 'kbps',
  dataQuotaMb: 'mb',
  adAgainAfterHours: 'hours',
} as const satisfies Record<GuestPolicyField, string>

/** A whole number as the console's language groups it: 10.080 in Vietnamese, 10,080 in English. */
export const formatCount = (value: number, language: string) =>
  new Intl.NumberFormat(consoleLocale(language)).format(value)

/** "Session length (minutes)". */
export const policyFieldLabel = (t: TFunction, field: GuestPolicyField) =>
  t('guestPolicy.fieldLabel', {
    field: t(`guestPolicy.fields.${field}`),
    unit: t(`guestPolicy.units.${policyUnits[field]}`),
  })

/**
 * A field's value in words: "120 minutes", or what its absence means — no limit, and for the ad, the ad on every
 * visit.
 */
export function policyValueText(t: TFunction, language: string, policy: GuestPolicy, field: GuestPolicyField) {
  const value = policy[field]
  if (value === null) return field === 'adAgainAfterHours' ? t('guestPolicy.everyVisit') : t('guestPolicy.noLimit')
  return t('guestPolicy.value', {
    value: formatCount(value, language),
    unit: t(`guestPolicy.units.${policyUnits[field]}`),
  })
}
