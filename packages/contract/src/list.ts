import * as z from 'zod/mini'

/** Page sizes a data table offers; anything else is refused. */
export const pageSizes = [10, 20, 50, 100] as const
export const sortOrders = ['asc', 'desc'] as const
export type SortOrder = (typeof sortOrders)[number]

export const maxSearchLength = 100
const maxFilterLength = 200

/**
 * The query every list endpoint takes: a 1-based page, a page size, a sort column (one of `sortable`) and
 * direction, and a free-text search. Query strings arrive as text, so numbers are coerced.
 */
export function listQuerySchema<const Sortable extends readonly [string, ...string[]]>(
  sortable: Sortable,
  defaultSort: Sortable[number],
  defaultOrder: SortOrder = 'asc',
) {
  return z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    pageSize: z._default(
      z.coerce.number().check(z.refine((size) => (pageSizes as readonly number[]).includes(size))),
      10,
    ),
    sort: z._default(z.enum(sortable), defaultSort),
    order: z._default(z.enum(sortOrders), defaultOrder),
    // Coerced: the console's router reads a hand-typed `q=123` from the URL as a number.
    q: z.optional(z.coerce.string().check(z.trim(), z.maxLength(maxSearchLength))),
  })
}

/**
 * A filter on a few known values, sent as one comma-separated parameter (`status=active,inactive`). A list is
 * taken as it is: the console's router validates its own already-parsed search again when it builds links.
 */
export function csvEnum<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.optional(
    z.pipe(
      z.pipe(
        // Bounded like every request string: a filter names a few short values.
        z.union([
          z.string().check(z.maxLength(maxFilterLength)),
          z.array(z.string().check(z.maxLength(maxFilterLength))),
        ]),
        z.transform((value: string | string[]) => (Array.isArray(value) ? value : value.split(',').filter(Boolean))),
      ),
      z.array(z.enum(values)),
    ),
  )
}

/** One page of a list, with the total across all pages (a page past the end is empty, not an error). */
export function listResponseSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.int().check(z.nonnegative()),
    page: z.int(),
    pageSize: z.int(),
  })
}

export interface ListResponse<Item> {
  items: Item[]
  total: number
  page: number
  pageSize: number
}
