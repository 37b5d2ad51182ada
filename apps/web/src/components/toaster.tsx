import { Toaster as Sonner } from 'sonner'
import { useTheme } from '@/context/theme-provider'
import { useIsMobile } from '@/hooks/use-is-mobile'

/** docs/product.md §2 and §9: top-center, swiped up, under 768 px; bottom-right, swiped right, otherwise. */
export function Toaster() {
  const isMobile = useIsMobile()
  const { resolvedTheme } = useTheme()
  return (
    <Sonner
      theme={resolvedTheme}
      position={isMobile ? 'top-center' : 'bottom-right'}
      swipeDirections={isMobile ? ['top'] : ['right']}
      duration={4000}
      visibleToasts={3}
      gap={14}
      richColors
      closeButton
      style={{ '--width': '356px' } as React.CSSProperties}
    />
  )
}
