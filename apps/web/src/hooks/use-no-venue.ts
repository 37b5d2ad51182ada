import { useQuery } from '@tanstack/react-query'
import { venueMembershipQueryOptions } from '@/lib/venue-membership'
import { useCan } from './use-can'
import { useCurrentUser } from './use-current-user'

/**
 * For a customer who is a member of no venue yet, the address to write to (null when the server names none); nothing
 * for anyone else: an administrator (who adds venues), a member, or while it is being read. The screens that would
 * be empty for want of a venue say whom to ask instead (docs/decisions/056).
 */
export function useNoVenue(): { askEmail: string | null } | undefined {
  const signedIn = useCurrentUser() !== undefined
  const addsVenues = useCan('venues.administer')
  const { data } = useQuery({ ...venueMembershipQueryOptions(), enabled: signedIn && !addsVenues })
  return !addsVenues && data?.venues === 0 ? { askEmail: data.askEmail } : undefined
}
