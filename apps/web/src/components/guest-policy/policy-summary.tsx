import { guestPolicyFields, type GuestPolicy } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { policyValueText } from './policy-units'

/** A policy's six values in words, read only (the service default a venue follows). */
export function PolicySummary({ policy }: { policy: GuestPolicy }) {
  const { t, i18n } = useTranslation()
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {guestPolicyFields.map((field) => (
        <div key={field} className="grid gap-0.5">
          <dt className="text-muted-foreground">{t(`guestPolicy.fields.${field}`)}</dt>
          <dd className="font-medium">{policyValueText(t, i18n.language, policy, field)}</dd>
        </div>
      ))}
    </dl>
  )
}
