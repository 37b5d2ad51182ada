import type { Venue } from '@wifi/contract'
import { Mail, MapPin, Phone } from 'lucide-react'
import { IconFacts } from '@/components/icon-facts'
import { StatusBadge } from '@/components/status-badge'
import { VenueRowActions, type ManageAdsDialog } from './venue-row-actions'

/** A venue on a phone: the table's row as a card. */
export function VenueCard({ venue, ManageAds }: { venue: Venue; ManageAds: ManageAdsDialog }) {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className="font-medium">{venue.name}</p>
          <StatusBadge status={venue.status} />
        </div>
        <VenueRowActions venue={venue} ManageAds={ManageAds} />
      </div>
      <IconFacts
        facts={[
          { icon: MapPin, content: venue.address },
          { icon: Phone, content: venue.phone },
          { icon: Mail, content: venue.email, className: 'break-all' },
        ]}
      />
    </div>
  )
}
