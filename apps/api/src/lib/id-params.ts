import { z } from 'zod'

/** The path of a route on one row (`/api/venues/:id`): its id, a UUID, so anything else is a 400 before any query. */
export const idParams = z.object({ id: z.uuid() })
