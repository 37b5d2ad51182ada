import type { AuditEntry } from '@wifi/contract'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** The field that names an item of each kind, when an entry's changes carry it (a create and a delete always do). */
const nameFields: Partial<Record<AuditEntry['entity'], string>> = {
  venue: 'name',
  user: 'email',
  access_point: 'name',
  advertisement: 'title',
}

/** The item's name as the entry recorded it: after the change, or before it when it was deleted. */
export function itemName(entry: AuditEntry): string | undefined {
  const field = nameFields[entry.entity]
  const [before, after] = (field && entry.changes[field]) || []
  const name = after ?? before
  return typeof name === 'string' && name !== '' ? name : undefined
}

const linkClass = 'font-medium break-words underline underline-offset-4'

/** The screen that shows an item of each kind; the lists among them find it by its name. */
const screens = {
  venue: { to: '/venues', searchable: true },
  user: { to: '/users', searchable: true },
  access_point: { to: '/accesspoints', searchable: true },
  advertisement: { to: '/advertisement', searchable: true },
  guest_session: { to: '/accesspoints/guests', searchable: false },
  guest_text: { to: '/settings/guest-privacy', searchable: false },
  guest_policy: { to: '/settings/guest-policy', searchable: false },
  report_subscription: { to: '/settings/reports', searchable: false },
} as const satisfies Record<AuditEntry['entity'], { to: string; searchable: boolean }>

/**
 * The item a change is about, linked to the screen that shows it, searched by its name when the entry has it. An
 * item that was deleted has nothing left to show: its name stays plain text.
 */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const name = itemName(entry)
  const text = name ?? t(`audit.entities.${entry.entity}`)
  if (entry.action === 'delete') return <span className="break-words">{text}</span>
  const screen = screens[entry.entity]
  return (
    <Link to={screen.to} search={screen.searchable ? (name ? { q: name } : {}) : undefined} className={linkClass}>
      {text}
    </Link>
  )
}
