import { useSyncExternalStore } from 'react'

/** docs/product.md §9: the mobile breakpoint is 768 px. */
const mobileQuery = '(max-width: 767px)'

const subscribe = (onChange: () => void) => {
  const query = matchMedia(mobileQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function useIsMobile() {
  return useSyncExternalStore(subscribe, () => matchMedia(mobileQuery).matches)
}
