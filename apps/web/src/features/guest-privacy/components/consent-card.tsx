import type { GuestConsent } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { YesNo } from './yes-no'

/** One consent record on a phone: the table's row as a card. */
export function ConsentCard({
  consent,
  formatDateTime,
}: {
  consent: GuestConsent
  formatDateTime: (iso: string) => string
}) {
  const { t } = useTranslation()
  const field = (id: 'termsVersion' | 'privacyVersion' | 'termsAccepted' | 'measurementAccepted' | 'withdrawnAt') =>
    t(`guestPrivacy.consentFields.${id}`)
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <div className="grid gap-0.5">
        <p className="font-medium break-words">{consent.venueName}</p>
        <p className="break-all text-muted-foreground">{consent.accessPointName}</p>
      </div>
      <p>
        {formatDateTime(consent.at)} · {t(`language.${consent.lang}`)}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{field('termsVersion')}</dt>
        <dd>{consent.termsVersion}</dd>
        <dt className="text-muted-foreground">{field('privacyVersion')}</dt>
        <dd>{consent.privacyVersion}</dd>
        <dt className="text-muted-foreground">{field('termsAccepted')}</dt>
        <dd>
          <YesNo value={consent.termsAccepted} />
        </dd>
        <dt className="text-muted-foreground">{field('measurementAccepted')}</dt>
        <dd>
          <YesNo value={consent.measurementAccepted} />
        </dd>
        {consent.withdrawnAt && (
          <>
            <dt className="text-muted-foreground">{field('withdrawnAt')}</dt>
            <dd>{formatDateTime(consent.withdrawnAt)}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
