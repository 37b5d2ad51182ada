import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { toast, Toaster } from 'sonner'
import { useTheme } from '@/context/theme-provider'
import { useIsMobile } from '@/hooks/use-is-mobile'
import { toasterListening } from '@/lib/toast'

/**
 * sonner's Toaster as the console sets it up (docs/product.md §2 and §9): top-center, swiped up, under 768 px;
 * bottom-right, swiped right, otherwise. Its own texts come from our catalogs, and it takes the chosen font
 * (sonner sets a font family of its own on the list).
 */
export function SonnerToaster() {
  const isMobile = useIsMobile()
  const { resolvedTheme } = useTheme()
  const { t } = useTranslation()
  // Children's effects run first, so sonner has subscribed to its toasts by the time this one runs.
  useEffect(() => toasterListening(toast), [])
  return (
    <Toaster
      theme={resolvedTheme}
      position={isMobile ? 'top-center' : 'bottom-right'}
      swipeDirections={isMobile ? ['top'] : ['right']}
      duration={4000}
      visibleToasts={3}
      gap={14}
      richColors
      closeButton
      containerAriaLabel={t('toaster.label')}
      toastOptions={{ closeButtonAriaLabel: t('toaster.close') }}
      style={{ '--width': '356px', fontFamily: 'inherit' } as React.CSSProperties}
    />
  )
}
