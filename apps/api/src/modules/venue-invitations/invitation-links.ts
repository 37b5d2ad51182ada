import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { venueInvitations, venues, type VenueInvitationRow } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import { countAttempt, rateLimitPolicies, type CountedAttempt } from '../../rate-limit/rate-limits.ts'
import { hashToken } from '../../security/tokens.ts'
import type { RequestClient } from '../auth/request-client.ts'

/**
 * An invitation link as its page presents it: each of the three ways it can fail says what to do next. The token is
 * 256 random bits, so telling an expired link from a used one tells a guesser nothing; guesses are limited all the
 * same (`invitationFailuresPerAddress`).
 */
const invitationInvalid = () =>
  new ApiError(
    400,
    'INVITATION_INVALID',
    'This invitation link is not valid. Open the latest invitation email, or ask an administrator to invite you again.',
  )
const invitationExpired = () =>
  new ApiError(400, 'INVITATION_EXPIRED', 'This invitation has expired. Ask an administrator to invite you again.')
const invitationUsed = () =>
  new ApiError(400, 'INVITATION_USED', 'This invitation has already been used. Sign in to open your venue.')

/** An invitation that still works, with its venue's name. */
export interface OpenInvitation {
  invitation: VenueInvitationRow
  venueName: string
}

async function findByToken(db: Database, tokenHash: string) {
  const [found] = await db
    .select({ invitation: venueInvitations, venueName: venues.name })
    .from(venueInvitations)
    .innerJoin(venues, eq(venues.id, venueInvitations.venueId))
    .where(eq(venueInvitations.tokenHash, tokenHash))
  return found
}

/** Why a found invitation no longer works, or nothing when it still does. A used one says so even once expired. */
function refusalOf(invitation: VenueInvitationRow): ApiError | undefined {
  if (invitation.usedAt) return invitationUsed()
  // Voided by a newer invitation of the same address to the same venue: that newer email holds the link to use.
  if (invitation.voidedAt) return invitationInvalid()
  if (invitation.expiresAt.getTime() <= Date.now()) return invitationExpired()
  return undefined
}

/**
 * The invitation behind `token`, counted against the client's limit before it is looked up (docs/decisions/011): the
 * caller refunds the attempt once the link has proved good, so only bad links use the limit up.
 */
export async function openInvitation(
  db: Database,
  token: string,
  client: Pick<RequestClient, 'ip'>,
): Promise<OpenInvitation & { attempt: CountedAttempt }> {
  const attempt = await countAttempt(db, [
    { policy: rateLimitPolicies.invitationFailuresPerAddress, subject: client.ip },
  ])
  const found = await findByToken(db, hashToken(token))
  if (!found) throw invitationInvalid()
  const refusal = refusalOf(found.invitation)
  if (refusal) throw refusal
  return { ...found, attempt }
}

/**
 * Marks the invitation used inside the caller's transaction. Marking it in the statement that checks it keeps a link
 * from working twice, even when two requests bring it at once: the second is told it was used.
 */
export async function claimInvitation(db: Database, invitationId: string): Promise<void> {
  const [claimed] = await db
    .update(venueInvitations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(venueInvitations.id, invitationId),
        isNull(venueInvitations.usedAt),
        isNull(venueInvitations.voidedAt),
        gt(venueInvitations.expiresAt, new Date()),
      ),
    )
    .returning({ id: venueInvitations.id })
  if (claimed) return
  const [now] = await db.select().from(venueInvitations).where(eq(venueInvitations.id, invitationId))
  throw (now && refusalOf(now)) ?? invitationInvalid()
}
