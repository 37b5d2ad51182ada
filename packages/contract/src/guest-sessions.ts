import * as z from 'zod/mini'
import { gatewayKinds } from './access-point.ts'
import { guestPolicySchema } from './guest-policy.ts'
import { listQuerySchema, listResponseSchema } from './list.ts'
import { msg } from './messages.ts'

/**
 * Guests' time online, as the gateways report it (docs/decisions/034): RADIUS accounting from CoovaChilli, openNDS's
 * BinAuth at logout.
 */

/**
 * Why a guest's time online ended: they logged out, went idle, reached the session's length or the data quota, the
 * gateway restarted, the gateway stopped reporting (lost), or an operator ended it.
 */
export const guestSessionEndCauses = [
  'user',
  'idle',
  'time_limit',
  'data_limit',
  'gateway_restart',
  'lost',
  'operator',
] as const
export type GuestSessionEndCause = (typeof guestSessionEndCauses)[number]

export const guestSessionStates = ['online', 'ended'] as const

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, msg.dateInvalid))

/** The guests' time online, newest first: by venue, access point, state and Vietnamese days (inclusive). */
export const guestSessionQuerySchema = z.extend(
  listQuerySchema(['startedAt', 'durationSeconds', 'bytesDown'] as const, 'startedAt', 'desc'),
  {
    venueId: z.optional(z.uuid()),
    accessPointId: z.optional(z.uuid()),
    state: z.optional(z.enum(guestSessionStates)),
    from: z.optional(day),
    to: z.optional(day),
  },
)
export const guestSessionExportQuerySchema = z.omit(guestSessionQuerySchema, { page: true, pageSize: true })

const guestSessionSchema = z.object({
  /** An opaque handle for the console's actions on the session (ending it): never the session's own id, which the
   * guest's page carries (issue 35.1). */
  handle: z.uuid(),
  venueId: z.uuid(),
  venueName: z.string(),
  accessPointId: z.uuid(),
  accessPointName: z.string(),
  gatewayKind: z.enum(gatewayKinds),
  /** A short label for the device that names nothing about it: the handle's first characters. */
  deviceLabel: z.string(),
  startedAt: z.iso.datetime(),
  endedAt: z.nullable(z.iso.datetime()),
  /** Until now while online. */
  durationSeconds: z.int(),
  /** Bytes to the guest, and from them. */
  bytesDown: z.int(),
  bytesUp: z.int(),
  endCause: z.nullable(z.enum(guestSessionEndCauses)),
  returning: z.boolean(),
  /** The policy the gateway was given; null for a session from before policies. */
  policy: z.nullable(guestPolicySchema),
})
export type GuestSession = z.infer<typeof guestSessionSchema>

/** The most rows the list counts: past it, `total` says this many and `totalCapped` that there are more. */
export const guestSessionCountCap = 10_000

/** A page of the list; counting a million sessions exactly would cost more than the page itself. */
export const guestSessionListSchema = z.extend(listResponseSchema(guestSessionSchema), { totalCapped: z.boolean() })
export type GuestSessionList = z.infer<typeof guestSessionListSchema>

/**
 * What ending a guest's session from the console did: `ended` — the gateway ended it (CoovaChilli acknowledged the
 * Disconnect-Request, or the openNDS access point ran the command); `requested` — OpenWISP holds the command but the
 * access point had not run it yet when the console stopped waiting: the session ends when it does. With the session
 * as it is now.
 */
export const endGuestSessionResultSchema = z.object({
  outcome: z.enum(['ended', 'requested']),
  session: guestSessionSchema,
})
export type EndGuestSessionResult = z.infer<typeof endGuestSessionResultSchema>
