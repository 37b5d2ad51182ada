import { useQuery } from '@tanstack/react-query'
import { currentUserQueryOptions } from '@/lib/current-user'

/**
 * The signed-in user (lib/current-user), re-rendering when they change; undefined when signed out. It never fetches
 * by itself: the signed-in layout loads the user before any of its pages renders.
 */
export const useCurrentUser = () => useQuery({ ...currentUserQueryOptions(), enabled: false }).data
