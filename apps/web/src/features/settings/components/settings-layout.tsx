import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { Palette, ShieldCheck, UserCog } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import { Separator } from '@/components/ui/separator'

const sections = [
  { to: '/settings', label: 'profile', icon: UserCog },
  { to: '/settings/security', label: 'security', icon: ShieldCheck },
  { to: '/settings/appearance', label: 'appearance', icon: Palette },
] as const

/** Settings: Profile (index), Security and Appearance, side by side on wide screens, stacked on narrow ones. */
export function SettingsLayout() {
  const { t } = useTranslation()
  const pathname = useLocation({ select: (location) => location.pathname.replace(/\/$/, '') })
  const current = sections.find((section) => section.to === pathname) ?? sections[0]
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        documentTitle={`${t(`nav.${current.label}`)} · ${t('settings.title')}`}
        description={t('settings.description')}
        help="getting-started"
      />
      <Separator className="mb-6" />
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <nav aria-label={t('settings.title')} className="lg:w-52">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {sections.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  activeOptions={{ exact: true }}
                  className="flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap hover:bg-accent data-[status=active]:bg-accent data-[status=active]:font-medium"
                >
                  <section.icon className="size-4" aria-hidden />
                  {t(`nav.${section.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 lg:max-w-2xl">
          <Outlet />
        </div>
      </div>
    </>
  )
}
