import { functionalUpdate, type OnChangeFn, type VisibilityState } from '@tanstack/react-table'
import { useState } from 'react'

const storageKey = (tableId: string) => `table-columns:${tableId}`

/** A stored value is only trusted if it still has the shape written here; anything else starts afresh. */
function readVisibility(tableId: string): VisibilityState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? '{}')
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {}
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    )
  } catch {
    return {}
  }
}

/**
 * Which columns the user has shown or hidden, remembered per table in this browser; a column they never touched
 * follows `defaults` (the columns hidden by default).
 */
export function useColumnVisibility(tableId: string, defaults: VisibilityState) {
  const [stored, setVisibility] = useState(() => readVisibility(tableId))
  const visibility = { ...defaults, ...stored }

  const onVisibilityChange: OnChangeFn<VisibilityState> = (updater) => {
    const next = functionalUpdate(updater, visibility)
    setVisibility(next)
    try {
      localStorage.setItem(storageKey(tableId), JSON.stringify(next))
    } catch {
      // Storage can be full or disabled (private browsing); the choice then lasts until the page is left.
    }
  }

  return [visibility, onVisibilityChange] as const
}
