import { invitationTtlSeconds } from '@wifi/contract'
import { and, eq, isNull } from 'drizzle-orm'
import { findVisibleVenue, mayBeVenueMember } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { venueInvitations, venueMembers, type UserRow, type VenueRow } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { hashToken, randomToken } from '../../security/tokens.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { findUserByEmail } from '../users/user-repository.ts'

/** A new invitation: its link's token (only ever in the email) and what the email says. */
export interface SentInvitation {
  venue: VenueRow
  email: string
  token: string
  expiresAt: Date
  hasAccount: boolean
}

/**
 * Why an address cannot be invited. An admin reads every account in Users already, so saying that an address is an
 * admin's, a deactivated account's or a member's tells them nothing new (docs/decisions/056).
 */
function refusalFor(account: UserRow, alreadyMember: boolean): ApiError | undefined {
  if (!mayBeVenueMember(account)) {
    return new ApiError(
      409,
      'INVITEE_IS_ADMIN',
      'This address belongs to an administrator, who sees every venue already.',
    )
  }
  if (account.status !== 'active') {
    return new ApiError(
      409,
      'INVITEE_INACTIVE',
      'The account with this address is deactivated. Activate it under Users, then invite it.',
    )
  }
  if (alreadyMember) return new ApiError(409, 'ALREADY_MEMBER', 'This address is a member of this venue already.')
  return undefined
}

async function isMember(db: Database, venueId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: venueMembers.userId })
    .from(venueMembers)
    .where(and(eq(venueMembers.venueId, venueId), eq(venueMembers.userId, userId)))
  return row !== undefined
}

/**
 * An admin invites `email` to a venue: a new one-time link, stored as its hash, which voids the earlier links of
 * the same address to the same venue (the newest email is the one that works). Counted against the address's and
 * the admin's limits once it is sure to be sent; recorded in the venue's audit trail.
 */
export async function inviteToVenue(
  db: Database,
  actor: Actor,
  venueId: string,
  email: string,
): Promise<SentInvitation> {
  const venue = await findVisibleVenue(db, actor.user, venueId)
  const account = await findUserByEmail(db, email)
  const refusal = account && refusalFor(account, await isMember(db, venueId, account.id))
  if (refusal) throw refusal
  await countAttempt(db, [
    { policy: rateLimitPolicies.invitationsPerInvitee, subject: email },
    { policy: rateLimitPolicies.invitationsPerInviter, subject: actor.user.id },
  ])

  const token = randomToken()
  const expiresAt = new Date(Date.now() + invitationTtlSeconds * 1000)
  await db.transaction(async (tx) => {
    await tx
      .update(venueInvitations)
      .set({ voidedAt: new Date() })
      .where(
        and(
          eq(venueInvitations.venueId, venueId),
          eq(venueInvitations.email, email),
          isNull(venueInvitations.usedAt),
          isNull(venueInvitations.voidedAt),
        ),
      )
    await tx
      .insert(venueInvitations)
      .values({ venueId, email, tokenHash: hashToken(token), invitedBy: actor.user.id, expiresAt })
    await recordChange(tx, {
      actor: actor.user,
      ip: actor.ip,
      action: 'update',
      entity: 'venue',
      entityId: venueId,
      before: {},
      after: { invitedEmail: email },
    })
  })
  return { venue, email, token, expiresAt, hasAccount: account !== undefined }
}
