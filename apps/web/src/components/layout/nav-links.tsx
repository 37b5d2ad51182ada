import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { useCurrentUser } from '@/hooks/use-current-user'
import { navGroups, visibleTo, type NavItem } from './nav-items'

const linkClass =
  'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm text-sidebar-foreground/80 outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring data-[status=active]:bg-sidebar-accent data-[status=active]:font-medium data-[status=active]:text-sidebar-accent-foreground [&>svg]:size-4 [&>svg]:shrink-0'

interface NavLinksProps {
  /** Icons only, with the label as a tooltip (the collapsed desktop sidebar). */
  collapsed?: boolean
  onNavigate?: () => void
}

/** The sidebar's groups and links, filtered by the signed-in user's role. */
export function NavLinks({ collapsed = false, onNavigate }: NavLinksProps) {
  const { t } = useTranslation()
  const role = useCurrentUser()?.role

  const renderItem = (item: NavItem, nested = false) => {
    const label = t(`nav.${item.label}`)
    const link = (
      <Link
        to={item.to}
        onClick={onNavigate}
        activeOptions={{ exact: item.to === '/' || nested || !!item.items }}
        className={cn(linkClass, collapsed && 'justify-center px-0', nested && 'h-8')}
        aria-label={collapsed ? label : undefined}
      >
        <item.icon aria-hidden />
        {!collapsed && <span className="truncate">{label}</span>}
      </Link>
    )
    return (
      <li key={`${item.label}`}>
        {collapsed ? (
          <Tooltip>
            <TooltipTrigger asChild>{link}</TooltipTrigger>
            <TooltipContent side="right">{label}</TooltipContent>
          </Tooltip>
        ) : (
          link
        )}
        {item.items && !collapsed && (
          <ul className="mt-1 ml-4 grid gap-1 border-l border-sidebar-border pl-2">
            {item.items.filter(visibleTo(role)).map((child) => renderItem(child, true))}
          </ul>
        )}
      </li>
    )
  }

  return (
    <nav className="grid gap-4">
      {navGroups.map((group) => (
        <section key={group.label} aria-labelledby={`nav-group-${group.label}`}>
          <h2
            id={`nav-group-${group.label}`}
            className={cn('mb-1 px-2.5 text-xs font-medium text-muted-foreground', collapsed && 'sr-only')}
          >
            {t(`nav.${group.label}`)}
          </h2>
          <ul className="grid gap-1">{group.items.filter(visibleTo(role)).map((item) => renderItem(item))}</ul>
        </section>
      ))}
    </nav>
  )
}
