import * as z from 'zod/mini'

/** The OpenWISP controller as the console is set up to reach it (admins), and how syncing with it last went. */
export const openwispControllerSchema = z.object({
  /** OPENWISP_URL is set: without it nothing can be synced. */
  configured: z.boolean(),
  url: z.nullable(z.string()),
  username: z.nullable(z.string()),
  /** The newest run that succeeded, and the newest that failed (with why): the last error an operator acts on. */
  lastSucceededAt: z.nullable(z.iso.datetime()),
  lastFailure: z.nullable(z.object({ runId: z.uuid(), at: z.iso.datetime(), error: z.string() })),
})
export type OpenWispController = z.infer<typeof openwispControllerSchema>

const openwispCheckOutcomes = ['ok', 'unreachable', 'refused', 'failed'] as const

/**
 * A check of the controller made on demand: `ok` (it answered and took the token), `unreachable` (no answer),
 * `refused` (the token or the credentials were refused) or `failed` (any other wrong answer), with OpenWISP's words.
 */
export const openwispCheckSchema = z.object({
  outcome: z.enum(openwispCheckOutcomes),
  checkedAt: z.iso.datetime(),
  durationMs: z.int(),
  message: z.nullable(z.string()),
})
export type OpenWispCheck = z.infer<typeof openwispCheckSchema>

const venueRef = z.object({ id: z.uuid(), name: z.string() })

/** Which venue each OpenWISP device group feeds, the venues no group feeds, and links to groups that are gone. */
export const openwispLinksSchema = z.object({
  groups: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string(),
      venue: z.nullable(venueRef),
    }),
  ),
  /** The first hundred by name, and how many there are. */
  unlinkedVenues: z.object({ total: z.int(), items: z.array(venueRef) }),
  /** Venues linked to a group OpenWISP no longer has: their syncs fail until an admin links another. */
  staleLinks: z.array(z.extend(venueRef, { groupId: z.uuid() })),
})
export type OpenWispLinks = z.infer<typeof openwispLinksSchema>
