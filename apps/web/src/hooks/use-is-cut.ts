import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Whether the element's text is cut at its box's width (its content wider than it), measured again whenever the box
 * changes size or `text` changes. A cut text becomes a Tab stop with the whole text in a tooltip.
 */
export function useIsCut<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null)
  const [cut, setCut] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setCut(element.scrollWidth > element.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [text])
  return [ref, cut] as const
}
