import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Whether the element's box is narrower than `width` pixels, measured before the first paint and again whenever the
 * box changes size: for a layout that depends on the room its card has (half a wide screen, or a phone), not on the
 * window's width.
 */
export function useIsNarrower<T extends HTMLElement>(width: number) {
  const ref = useRef<T>(null)
  const [narrower, setNarrower] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setNarrower(element.clientWidth < width)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [width])
  return [ref, narrower] as const
}
