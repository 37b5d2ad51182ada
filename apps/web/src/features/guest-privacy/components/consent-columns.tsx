import type { GuestConsent } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { dateColumn, sortableColumn, textColumn } from '@/components/data-table/columns'
import type { KeysUnder } from '@/lib/i18n-keys'
import { ShortHash } from './short-hash'
import { YesNo } from './yes-no'

/** The server sorts the evidence by time only: every other heading is a plain label. */
const unsorted = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({ ...column, enableSorting: false })

/** A short value under a long heading ("Terms version", "1"): the heading wraps, so the table fits 1280 px. */
const narrow = <TData,>(column: ColumnDef<TData>): ColumnDef<TData> => ({
  ...column,
  meta: { ...column.meta, className: 'min-w-24 whitespace-normal' },
})

/**
 * The evidence of each Connect, sized for 1280 px: when, where, in which language, which versions of the two texts,
 * and the two boxes. The texts' content hashes start hidden (the column menu shows them); the version numbers say
 * the same on screen.
 */
export function consentColumns(t: TFunction, formatDateTime: (iso: string) => string): ColumnDef<GuestConsent>[] {
  // The server's CSV heads its columns with the same keys.
  const title = (key: KeysUnder<'guestPrivacy.consentFields'>) => t(`guestPrivacy.consentFields.${key}`)
  const hash = (id: 'termsHash' | 'privacyHash') =>
    unsorted(
      sortableColumn<GuestConsent>(id, title(id), (value) => typeof value === 'string' && <ShortHash hash={value} />, {
        hiddenByDefault: true,
      }),
    )
  const yesNo = (id: 'termsAccepted' | 'measurementAccepted') =>
    narrow(unsorted(sortableColumn<GuestConsent>(id, title(id), (value) => <YesNo value={value === true} />)))
  return [
    dateColumn<GuestConsent>('at', title('at'), formatDateTime),
    unsorted(textColumn<GuestConsent>('venueName', title('venue'), { emphasis: true })),
    unsorted(textColumn<GuestConsent>('accessPointName', title('accessPoint'))),
    unsorted(sortableColumn<GuestConsent>('lang', title('language'), (_, consent) => t(`language.${consent.lang}`))),
    narrow(unsorted(sortableColumn<GuestConsent>('termsVersion', title('termsVersion'), (value) => String(value)))),
    hash('termsHash'),
    narrow(unsorted(sortableColumn<GuestConsent>('privacyVersion', title('privacyVersion'), (value) => String(value)))),
    hash('privacyHash'),
    yesNo('termsAccepted'),
    yesNo('measurementAccepted'),
    unsorted(
      sortableColumn<GuestConsent>('withdrawnAt', title('withdrawnAt'), (value) =>
        typeof value === 'string' ? formatDateTime(value) : null,
      ),
    ),
  ]
}
