import {
  guestTextKinds,
  type AuditEntity,
  type AuditEntry,
  type AuditItemName,
  type GuestTextKind,
} from '@wifi/contract'
import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/**
 * The item's name: the one the server found (its name now, or as the trail last recorded it); a guest text by its
 * kind and version, which its one entry holds.
 */
export function itemName(entry: AuditEntry, t: TFunction): string | undefined {
  if (entry.item.name) return entry.item.name
  if (entry.entity !== 'guest_text') return undefined
  const [, kind] = entry.changes.kind ?? []
  const [, version] = entry.changes.version ?? []
  if (!guestTextKinds.some((known) => known === kind) || typeof version !== 'number') return undefined
  return t('audit.textVersion', { kind: t(`guestPrivacy.texts.kinds.${kind as GuestTextKind}`), version })
}

/** "Venue · Cơm hến Hoa Đông", or the kind alone when nothing names the item (the guest policy). */
export function itemLabel(entry: AuditEntry, t: TFunction): string {
  const kind = t(`audit.entities.${entry.entity}`)
  const name = itemName(entry, t)
  return name ? `${kind} · ${name}` : kind
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
  guest_operator: { to: '/settings/guest-privacy', searchable: false },
  guest_policy: { to: '/settings/guest-policy', searchable: false },
  report_subscription: { to: '/settings/reports', searchable: false },
} as const satisfies Record<AuditEntity, { to: string; searchable: boolean }>

/**
 * An item, linked to the screen that shows it and searched there by its name. One that is gone has nothing left to
 * show: its name stays plain text, or says it no longer exists when nothing recorded one.
 */
export function ItemLink({ entity, item, text }: { entity: AuditEntity; item: AuditItemName; text?: string }) {
  const { t } = useTranslation()
  const shown = text ?? item.name ?? t('audit.unknownItem')
  if (item.gone) return <span className="break-words">{shown}</span>
  const screen = screens[entity]
  const name = item.name
  return (
    <Link to={screen.to} search={screen.searchable ? (name ? { q: name } : {}) : undefined} className={linkClass}>
      {shown}
    </Link>
  )
}

/** The item a change is about, as its row names it: "Venue · Cơm hến Hoa Đông", the name linked to its screen. */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const kind = t(`audit.entities.${entry.entity}`)
  const name = itemName(entry, t)
  if (!name) return <ItemLink entity={entry.entity} item={entry.item} text={kind} />
  return (
    <span className="break-words">
      <span className="text-muted-foreground">{kind} · </span>
      <ItemLink entity={entry.entity} item={entry.item} text={name} />
    </span>
  )
}
