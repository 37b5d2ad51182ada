import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Network } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { openwispLinksQueryOptions } from '../../api/openwisp-requests'

/** Which venue each OpenWISP device group feeds, the venues no group feeds, and links to groups that are gone. */
export function GroupLinksCard() {
  const { t } = useTranslation()
  const links = useQuery(openwispLinksQueryOptions())
  const data = links.data
  const venueLink = (venue: { name: string }) => (
    <Link to="/venues" search={{ q: venue.name }} className="underline underline-offset-4">
      {venue.name}
    </Link>
  )

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Network aria-hidden className="size-4 text-muted-foreground" />
          <h2>{t('openwisp.links.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {links.isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner /> {t('openwisp.loading')}
          </p>
        ) : links.isError ? (
          <p>{errorMessage(links.error, t)}</p>
        ) : (
          data && (
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
          )
        )}
      </CardContent>
    </Card>
  )
}
