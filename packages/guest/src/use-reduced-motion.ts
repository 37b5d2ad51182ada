import { useEffect, useState } from 'preact/hooks'

const query = '(prefers-reduced-motion: reduce)'

/** Whether the guest asked for less motion; false on the server and until the script runs. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const media = matchMedia(query)
    const update = () => setReduced(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])
  return reduced
}
