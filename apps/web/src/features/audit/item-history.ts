import type { AuditEntry } from '@wifi/contract'

export type Fields = Record<string, unknown>

/**
 * The item as it stood before and after `entry`, as far as its trail tells: an update records only the fields it
 * changed, so the rest are carried from the item's earlier entries (`history`, oldest first). A field no entry
 * names (the item was made before the trail began) is not known and left out; so is everything but the change
 * itself when `history` does not hold the entry (an item with more entries than one read brings).
 */
export function statesAround(entry: AuditEntry, history: readonly AuditEntry[]): { before: Fields; after: Fields } {
  if (!history.some((earlier) => earlier.id === entry.id)) history = [entry]
  let state: Fields = {}
  for (const earlier of history) {
    if (earlier.id === entry.id) break
    state = applied(state, earlier)
  }
  const before = Object.fromEntries(Object.entries(entry.changes).map(([field, [value]]) => [field, value]))
  return { before: entry.action === 'create' ? {} : { ...state, ...before }, after: applied(state, entry) }
}

function applied(state: Fields, entry: AuditEntry): Fields {
  if (entry.action === 'delete') return {}
  const next = { ...state }
  for (const [field, [, after]] of Object.entries(entry.changes)) next[field] = after
  return next
}
