import { createContext, type ComponentType } from 'react'

/**
 * The manage-venue-ads dialog, from the venue-ads feature: the route hands it in (features do not import each
 * other), and an access point's menu opens it for the access point's venue.
 */
export type ManageVenueAdsDialog = ComponentType<{
  venue: { id: string; name: string }
  open: boolean
  onOpenChange: (open: boolean) => void
}>

export const ManageVenueAds = createContext<ManageVenueAdsDialog | null>(null)
