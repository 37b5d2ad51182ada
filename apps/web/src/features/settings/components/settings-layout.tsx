import { roleHas, type Role } from '@wifi/contract'
import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { Gauge, Mail, Palette, ShieldCheck, ShieldUser, UserCog } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import { Separator } from '@/components/ui/separator'
import { useCurrentUser } from '@/hooks/use-current-user'
import { cn } from '@/lib/utils'

const sections = [
  { to: '/settings', label: 'profile', icon: UserCog, help: 'getting-started' },
  { to: '/settings/security', label: 'security', icon: ShieldCheck, help: 'signing-in-safely' },
  { to: '/settings/appearance', label: 'appearance', icon: Palette, help: 'getting-started' },
  { to: '/settings/reports', label: 'emailReports', icon: Mail, help: 'analytics' },
  // Tables of evidence need the page's width, not a form's: the sections' list goes above it, as on a tablet.
  {
    to: '/settings/guest-privacy',
    label: 'guestPrivacy',
    icon: ShieldUser,
    help: 'guest-consent',
    permission: 'guestPrivacy.administer',
    wide: true,
  },
  // The server guards the default guest policy with the guest-privacy rule: admins only.
  {
    to: '/settings/guest-policy',
    label: 'guestPolicy',
    icon: Gauge,
    help: 'guest-access-policy',
    permission: 'guestPrivacy.administer',
  },
] as const

const allowed = (section: (typeof sections)[number], role: Role | undefined) =>
  !('permission' in section) || roleHas(role, section.permission)

/**
 * Settings: Profile (index), Security, Appearance and, for admins, Guest privacy and Guest access policy; side by
 * side on wide screens, stacked on narrow ones. A section the reader may not use is left out of the list, and its address shows
 * `forbidden` (the 403 page) in place of the whole layout.
 */
export function SettingsLayout({ forbidden }: { forbidden: ReactNode }) {
  const { t } = useTranslation()
  const role = useCurrentUser()?.role
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') })
  const current = sections.find((section) => section.to === pathname) ?? sections[0]
  if (!allowed(current, role)) return forbidden
  const wide = 'wide' in current
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        documentTitle={`${t(`nav.${current.label}`)} · ${t('settings.title')}`}
        description={t('settings.description')}
        help={current.help}
      />
      <Separator className="mb-6" />
      <div className={cn('flex flex-col gap-6', !wide && 'lg:flex-row lg:gap-10')}>
        <nav aria-label={t('settings.title')} className={cn(!wide && 'lg:w-52 lg:shrink-0')}>
          <ul className={cn('flex gap-1 overflow-x-auto', !wide && 'lg:flex-col')}>
            {sections
              .filter((section) => allowed(section, role))
              .map((section) => (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    activeOptions={{ exact: true, includeSearch: false }}
                    className={cn(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap hover:bg-accent data-[status=active]:bg-accent data-[status=active]:font-medium',
                      // In the side list a long name wraps rather than widening it.
                      !wide && 'lg:whitespace-normal',
                    )}
                  >
                    <section.icon className="size-4 shrink-0" aria-hidden />
                    {t(`nav.${section.label}`)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className={cn('min-w-0 flex-1', !wide && 'lg:max-w-2xl')}>
          <Outlet />
        </div>
      </div>
    </>
  )
}
