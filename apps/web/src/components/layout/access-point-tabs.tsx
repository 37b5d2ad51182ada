import { Link } from '@tanstack/react-router'
import { Router, Wifi } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const linkClass =
  'inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[status=active]:border-primary data-[status=active]:font-medium data-[status=active]:text-foreground [&>svg]:size-4'

/**
 * The two pages under the sidebar's Access Points: the access points, and their guests' sessions (who is online).
 * The sidebar's items are fixed (docs/product.md §2), so the guests' page is reached from here, and from a venue's or
 * an access point's menu with that filter. Not on a phone, where the first access point must start in the upper half
 * of the screen (docs/decisions/028): there the access points' More actions menu leads to the guests' page.
 */
export function AccessPointTabs() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('accessPointPages.label')} className="mb-4 hidden border-b md:block">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        <li>
          <Link to="/accesspoints" activeOptions={{ exact: true, includeSearch: false }} className={linkClass}>
            <Router aria-hidden />
            {t('accessPointPages.accessPoints')}
          </Link>
        </li>
        <li>
          <Link to="/accesspoints/guests" activeOptions={{ exact: true, includeSearch: false }} className={linkClass}>
            <Wifi aria-hidden />
            {t('accessPointPages.guestSessions')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
