import { Link } from '@tanstack/react-router'
import { LayoutDashboard, Megaphone, Router, Settings, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuthStore } from '@/stores/auth-store'

const quickLinks = [
  { to: '/venues', label: 'venues', icon: Store },
  { to: '/accesspoints', label: 'accessPoints', icon: Router },
  { to: '/advertisement', label: 'advertisement', icon: Megaphone },
  { to: '/settings', label: 'settings', icon: Settings },
] as const

/** The signed-in home. Health and funnel figures arrive with the access points and analytics releases. */
export function Dashboard() {
  const { t } = useTranslation()
  const user = useAuthStore((state) => state.user)
  if (!user) return null
  return (
    <>
      <PageHeader
        title={t('dashboard.greeting', { name: user.fullName })}
        description={t('dashboard.description')}
        actions={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            {t('dashboard.roleLabel')} <Badge variant="secondary">{t(`roles.${user.role}`)}</Badge>
          </p>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent className="flex flex-col items-center justify-center gap-3 py-10 text-center">
            <LayoutDashboard className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="font-semibold">{t('dashboard.emptyTitle')}</h2>
            <p className="max-w-md text-sm text-muted-foreground">{t('dashboard.emptyDescription')}</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('dashboard.quickLinks')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-accent hover:text-accent-foreground"
                  >
                    <link.icon className="size-4 text-muted-foreground" aria-hidden />
                    {t(`nav.${link.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
