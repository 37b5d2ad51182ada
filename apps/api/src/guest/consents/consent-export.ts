import type { GuestConsent } from '@wifi/contract'
import type { CsvColumn } from '../../export/csv.ts'

/** The evidence as CSV, one line per Connect, headed as the console's table heads it. */
export const consentCsvColumns: CsvColumn<GuestConsent>[] = [
  { header: 'guestPrivacy.consentFields.at', value: (row) => row.at },
  { header: 'guestPrivacy.consentFields.venue', value: (row) => row.venueName },
  { header: 'guestPrivacy.consentFields.accessPoint', value: (row) => row.accessPointName },
  { header: 'guestPrivacy.consentFields.language', value: (row) => row.lang },
  { header: 'guestPrivacy.consentFields.termsVersion', value: (row) => row.termsVersion },
  { header: 'guestPrivacy.consentFields.termsHash', value: (row) => row.termsHash },
  { header: 'guestPrivacy.consentFields.privacyVersion', value: (row) => row.privacyVersion },
  { header: 'guestPrivacy.consentFields.privacyHash', value: (row) => row.privacyHash },
  { header: 'guestPrivacy.consentFields.termsAccepted', value: (row) => row.termsAccepted },
  { header: 'guestPrivacy.consentFields.measurementAccepted', value: (row) => row.measurementAccepted },
  { header: 'guestPrivacy.consentFields.withdrawnAt', value: (row) => row.withdrawnAt },
]
