import { useState } from 'react'

/**
 * The ticked ads, kept across pages and searches, so an operator can find ads one search at a time and assign
 * them together. The page's own ids drive its select-all box: ticked when all are, mixed when some are.
 */
export function useAdSelection(pageIds: string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const onPage = pageIds.filter((id) => selected.has(id)).length
  const pageState: boolean | 'indeterminate' =
    pageIds.length > 0 && onPage === pageIds.length ? true : onPage > 0 ? 'indeterminate' : false

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })

  /** Ticks the whole page, or, when it is all ticked already, unticks it (a mixed box ticks the rest). */
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current)
      for (const id of pageIds) {
        if (pageState === true) next.delete(id)
        else next.add(id)
      }
      return next
    })

  return {
    ids: [...selected],
    count: selected.size,
    isSelected: (id: string) => selected.has(id),
    pageState,
    toggle,
    togglePage,
    clear: () => setSelected(new Set()),
  }
}
