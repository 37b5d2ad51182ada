import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Network } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TitledCard } from '@/components/titled-card'
import { openwispLinksQueryOptions } from '../../api/openwisp-requests'
import { OpenWispRead } from './openwisp-read'

/** Which venue each OpenWISP device group feeds, the venues no group feeds, and links to groups that are gone. */
export function GroupLinksCard() {
  const { t } = useTranslation()
  const venueLink = (venue: { name: string }) => (
    <Link to="/venues" search={{ q: venue.name }} className="underline underline-offset-4">
      {venue.name}
    </Link>
  )

  return (
    <TitledCard title={t('openwisp.links.title')} icon={Network} className="grid gap-4 text-sm">
      <OpenWispRead query={useQuery(openwispLinksQueryOptions())}>
        {(data) => (
          <>
            {data.staleLinks.length > 0 && (
              <div className="grid gap-1 rounded-md border border-destructive p-3">
                <h3 className="font-medium">{t('openwisp.links.stale')}</h3>
                <ul className="list-disc pl-5">
                  {data.staleLinks.map((venue) => (
                    <li key={venue.id}>{venueLink(venue)}</li>
                  ))}
                </ul>
              </div>
            )}
            {/* Scrolls with the keyboard too: a region in the Tab order (the rows may hold no link to stop at). */}
            <div
              role="region"
              aria-label={t('openwisp.links.title')}
              tabIndex={0}
              className="max-h-72 overflow-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <table className="w-full text-left">
                <caption className="sr-only">{t('openwisp.links.title')}</caption>
                <thead className="sticky top-0 bg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('openwisp.links.group')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('openwisp.links.venue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.groups.map((group) => (
                    <tr key={group.id} className="border-t">
                      <td className="px-3 py-2 break-words">{group.name}</td>
                      <td className="px-3 py-2 break-words">
                        {group.venue ? (
                          venueLink(group.venue)
                        ) : (
                          <span className="text-muted-foreground">{t('openwisp.links.noVenue')}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="grid gap-1">
              <h3 className="font-medium">{t('openwisp.links.unlinked', { count: data.unlinkedVenues.total })}</h3>
              {data.unlinkedVenues.total > 0 && (
                <>
                  <p className="text-muted-foreground">{t('openwisp.links.unlinkedHint')}</p>
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {data.unlinkedVenues.items.map((venue) => (
                      <li key={venue.id}>{venueLink(venue)}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </>
        )}
      </OpenWispRead>
    </TitledCard>
  )
}
