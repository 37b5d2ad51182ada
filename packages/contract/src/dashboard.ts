import * as z from 'zod/mini'
import { healthStatuses, syncRunSchema } from './access-point.ts'
import { statuses } from './constants.ts'

const count = z.int().check(z.nonnegative())

/** One count per value, every value present (zero when nothing has it): `{ active: 3, inactive: 1 }`. */
function countsOf<const Values extends readonly string[]>(values: Values) {
  return z.object(Object.fromEntries(values.map((value) => [value, count])) as Record<Values[number], typeof count>)
}

/**
 * The signed-in home's figures, for what the caller may see: admins everything, a customer the venues they are a
 * member of and those venues' access points and sync runs. Access points removed from OpenWISP are not counted.
 */
export const dashboardSchema = z.object({
  venues: countsOf(statuses),
  /** By docs/product.md §4's health status. */
  accessPoints: countsOf(healthStatuses),
  /** Admins only: users are an admin-only resource. */
  users: z.optional(countsOf(statuses)),
  /**
   * The newest run that synced the caller's access points, whatever its result, exactly as the runs list shows it to
   * them; null when there has been none.
   */
  lastSync: z.nullable(syncRunSchema),
})
export type Dashboard = z.infer<typeof dashboardSchema>
