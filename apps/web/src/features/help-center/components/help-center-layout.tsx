import { useQuery } from '@tanstack/react-query'
import { Link, Outlet } from '@tanstack/react-router'
import { Wifi } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AuthenticatedLayout } from '@/components/layout/authenticated-layout'
import { LanguageSwitcher } from '@/components/language-switcher'
import { Button } from '@/components/ui/button'
import { useFocusOnNavigation } from '@/hooks/use-focus-on-navigation'
import { currentUserQueryOptions } from '@/lib/current-user'
import { useAuthStore } from '@/stores/auth-store'
import { SkipToContentLink } from '@/components/layout/skip-to-content-link'

/**
 * Inside the console's shell for a signed-in reader; signed out, a plain page with the language switch and Sign in.
 * With a session the user is checked as on any console page: a session that has ended is told so and sent to sign
 * in (the query client's 401 handler). When the server cannot say who this is — it may be the very outage the reader
 * came to read about — the articles are shown signed out.
 */
export function HelpCenterLayout() {
  const hasSession = useAuthStore((state) => state.accessToken !== '')
  const me = useQuery({ ...currentUserQueryOptions(), enabled: hasSession, retry: false })

  if (!hasSession || me.isError) return <PublicHelpLayout />
  // Straight from a console page the user is known; after a reload, wait the moment it takes to ask.
  return me.data ? <AuthenticatedLayout /> : null
}

function PublicHelpLayout() {
  const { t } = useTranslation()
  useFocusOnNavigation()
  return (
    <div className="flex min-h-svh flex-col">
      <SkipToContentLink />
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-6">
        <Link
          to="/help-center"
          className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Wifi className="size-4" aria-hidden />
          </span>
          <span className="sr-only sm:not-sr-only">{t('appName')}</span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <Button size="sm" asChild>
            <Link to="/sign-in">{t('helpCenter.signIn')}</Link>
          </Button>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 outline-none sm:px-6">
        <Outlet />
      </main>
    </div>
  )
}
