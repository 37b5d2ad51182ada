import type { GuestOperator } from '@wifi/contract'
import { useTranslation } from 'react-i18next'

/**
 * The ways to reach an operator that a version names, in the order guests read them: the setting's address, email and
 * phone, or the one free contact line of a version published before the operator was one setting.
 */
export function useOperatorContacts() {
  const { t } = useTranslation()
  return (operator: GuestOperator) =>
    [
      { label: t('guestPrivacy.operator.address'), value: operator.address },
      { label: t('guestPrivacy.operator.email'), value: operator.email },
      { label: t('guestPrivacy.operator.phone'), value: operator.phone },
      { label: t('guestPrivacy.operator.contact'), value: operator.contact },
    ].flatMap(({ label, value }) => (value ? [{ label, value }] : []))
}

/** An operator on one short block: the name, then each way to reach them on its own line. */
export function OperatorDetails({ operator }: { operator: GuestOperator }) {
  const contacts = useOperatorContacts()(operator)
  return (
    <span className="grid gap-0.5">
      <span>{operator.name}</span>
      {contacts.map((contact) => (
        <span key={contact.label} className="break-words text-muted-foreground">
          {contact.value}
        </span>
      ))}
    </span>
  )
}
