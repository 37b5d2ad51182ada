import { Outlet } from '@tanstack/react-router'
import { Menu, PanelLeft, Wifi } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '@/components/language-switcher'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { TooltipProvider } from '@/components/ui/tooltip'
import { useFocusOnNavigation } from '@/hooks/use-focus-on-navigation'
import { cn } from '@/lib/utils'
import { NavLinks } from './nav-links'
import { UserMenu } from './user-menu'
import { SkipToContentLink } from '@/components/layout/skip-to-content-link'

const collapsedKey = 'sidebar-collapsed'

function Brand({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={cn('flex h-14 items-center gap-2 px-3 font-semibold', collapsed && 'justify-center px-0')}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Wifi className="size-4" aria-hidden />
      </span>
      {!collapsed && <span className="truncate">{t('appName')}</span>}
    </div>
  )
}

/** The signed-in shell: a collapsible sidebar (a sheet under 768 px), the header with the user menu, the page. */
export function AuthenticatedLayout() {
  const { t } = useTranslation()
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === 'true')
  const [mobileOpen, setMobileOpen] = useState(false)

  const toggleCollapsed = () => {
    localStorage.setItem(collapsedKey, String(!collapsed))
    setCollapsed(!collapsed)
  }

  useFocusOnNavigation()

  return (
    <TooltipProvider>
      {/* The first Tab stop: past the sidebar and header (15 stops) straight to the page. */}
      <SkipToContentLink />
      <div className="flex min-h-svh">
        <aside
          className={cn(
            'sticky top-0 hidden h-svh shrink-0 flex-col border-r border-sidebar-border bg-sidebar transition-[width] md:flex',
            collapsed ? 'w-14' : 'w-64',
          )}
        >
          <Brand collapsed={collapsed} />
          <div className={cn('flex-1 overflow-y-auto py-2', collapsed ? 'px-2' : 'px-3')}>
            <NavLinks collapsed={collapsed} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-4">
            <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.openMenu')}>
                  <Menu />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" closeLabel={t('close')} className="w-72 bg-sidebar p-0">
                <SheetTitle className="sr-only">{t('nav.openMenu')}</SheetTitle>
                <SheetDescription className="sr-only">{t('appTagline')}</SheetDescription>
                <Brand />
                <div className="overflow-y-auto px-3 py-2">
                  <NavLinks onNavigate={() => setMobileOpen(false)} />
                </div>
              </SheetContent>
            </Sheet>
            <Button
              variant="ghost"
              size="icon"
              className="hidden md:inline-flex"
              aria-label={t('nav.toggleSidebar')}
              aria-pressed={collapsed}
              onClick={toggleCollapsed}
            >
              <PanelLeft />
            </Button>
            <div className="ml-auto flex items-center gap-1">
              <LanguageSwitcher />
              <UserMenu />
            </div>
          </header>
          <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  )
}
