import type { GuestConsent, guestConsentQuerySchema } from '@wifi/contract'
import type { z } from 'zod/mini'
import type { Database } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import type { CsvColumn } from '../../export/csv.ts'
import type { CsvAbout } from '../../export/csv-heading.ts'
import { venueNames } from '../../export/filter-names.ts'
import { label } from '../../export/labels.ts'
import { timestamp } from '../../export/vietnam-time.ts'

/** What the evidence CSV holds: the records of one Vietnamese day (the period), one venue, or all. */
export async function consentCsvAbout(
  db: Database,
  user: UserRow,
  query: Pick<z.output<typeof guestConsentQuerySchema>, 'venueId' | 'day'>,
): Promise<CsvAbout> {
  return {
    kind: 'guestConsents',
    period: { from: query.day, to: query.day },
    filters: query.venueId
      ? [{ label: 'guestPrivacy.consents.venue', values: await venueNames(db, user, [query.venueId]) }]
      : [],
  }
}

const yesNo = (value: boolean, language: Parameters<typeof label>[0]) =>
  label(language, value ? 'guestPrivacy.yes' : 'guestPrivacy.no')

/** The evidence as CSV, one line per Connect, headed and worded as the console's table: the language and boxes in words. */
export const consentCsvColumns: CsvColumn<GuestConsent>[] = [
  { header: 'guestPrivacy.consentFields.at', value: (row) => timestamp(row.at) },
  { header: 'guestPrivacy.consentFields.venue', value: (row) => row.venueName },
  { header: 'guestPrivacy.consentFields.accessPoint', value: (row) => row.accessPointName },
  { header: 'guestPrivacy.consentFields.language', value: (row, language) => label(language, `language.${row.lang}`) },
  { header: 'guestPrivacy.consentFields.termsVersion', value: (row) => row.termsVersion },
  { header: 'guestPrivacy.consentFields.termsHash', value: (row) => row.termsHash },
  { header: 'guestPrivacy.consentFields.privacyVersion', value: (row) => row.privacyVersion },
  { header: 'guestPrivacy.consentFields.privacyHash', value: (row) => row.privacyHash },
  { header: 'guestPrivacy.consentFields.termsAccepted', value: (row, language) => yesNo(row.termsAccepted, language) },
  {
    header: 'guestPrivacy.consentFields.measurementAccepted',
    value: (row, language) => yesNo(row.measurementAccepted, language),
  },
  { header: 'guestPrivacy.consentFields.withdrawnAt', value: (row) => timestamp(row.withdrawnAt) },
]
