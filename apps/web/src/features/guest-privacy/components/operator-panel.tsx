import type { GuestOperatorSetting } from '@wifi/contract'
import { Pencil, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { OperatorDialog } from './operator-dialog'
import { useOperatorContacts } from './operator-details'

/**
 * The operator both texts name (docs/decisions/055), above the texts: who it is and how guests reach it, a warning
 * while no admin has saved it, and the way to change it.
 */
export function OperatorPanel({ operator }: { operator: GuestOperatorSetting }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const facts = [{ label: t('guestPrivacy.operator.name'), value: operator.name }, ...useOperatorContacts()(operator)]
  return (
    <section aria-labelledby="guest-operator" className="grid gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <h3 id="guest-operator" className="font-semibold">
          {t('guestPrivacy.operator.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('guestPrivacy.operator.intro')}</p>
      </div>
      {!operator.saved && (
        <p className="flex gap-3 rounded-lg border border-amber-600/50 bg-amber-500/10 p-3 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
          {t('guestPrivacy.operator.notSaved')}
        </p>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="grid content-start gap-0.5">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
        <Pencil aria-hidden />
        {t('guestPrivacy.operator.edit')}
      </Button>
      {editing && <OperatorDialog open onOpenChange={setEditing} operator={operator} />}
    </section>
  )
}
