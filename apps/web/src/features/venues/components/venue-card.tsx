import type { Venue } from '@wifi/contract'
import { Mail, MapPin, Phone } from 'lucide-react'
import { StatusBadge } from '@/components/status-badge'
import { VenueRowActions, type ManageAdsDialog } from './venue-row-actions'

/** A venue on a phone: the table's row as a card. */
export function VenueCard({
  venue,
  isAdmin,
  ManageAds,
}: {
  venue: Venue
  isAdmin: boolean
  ManageAds: ManageAdsDialog
}) {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="font-medium">{venue.name}</p>
          <StatusBadge status={venue.status} />
        </div>
        <VenueRowActions venue={venue} isAdmin={isAdmin} ManageAds={ManageAds} />
      </div>
      <ul className="grid gap-1 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        <li className="flex gap-2">
          <MapPin aria-hidden />
          {venue.address}
        </li>
        <li className="flex gap-2">
          <Phone aria-hidden />
          {venue.phone}
        </li>
        <li className="flex gap-2 break-all">
          <Mail aria-hidden />
          {venue.email}
        </li>
      </ul>
    </div>
  )
}
