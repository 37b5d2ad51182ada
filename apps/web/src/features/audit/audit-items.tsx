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

/**
 * The item a change is about, linked to the screen that shows it, searched by its name when the entry has it. An
 * item that was deleted has nothing left to show: its name stays plain text.
 */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const name = itemName(entry)
  const text = name ?? t(`audit.entities.${entry.entity}`)
  if (entry.action === 'delete') return <span className="break-words">{text}</span>
  const search = name ? { q: name } : {}
  switch (entry.entity) {
    case 'venue':
      return (
        <Link to="/venues" search={search} className={linkClass}>
          {text}
        </Link>
      )
    case 'user':
      return (
        <Link to="/users" search={search} className={linkClass}>
          {text}
        </Link>
      )
    case 'access_point':
      return (
        <Link to="/accesspoints" search={search} className={linkClass}>
          {text}
        </Link>
      )
    case 'advertisement':
      return (
        <Link to="/advertisement" search={search} className={linkClass}>
          {text}
        </Link>
      )
    case 'guest_session':
      return (
        <Link to="/accesspoints/guests" className={linkClass}>
          {text}
        </Link>
      )
    case 'guest_text':
      return (
        <Link to="/settings/guest-privacy" className={linkClass}>
          {text}
        </Link>
      )
    case 'guest_policy':
      return (
        <Link to="/settings/guest-policy" className={linkClass}>
          {text}
        </Link>
      )
    case 'report_subscription':
      return (
        <Link to="/settings/reports" className={linkClass}>
          {text}
        </Link>
      )
  }
}
