import type {
  AcceptWithNewAccountBody,
  InvitationAccepted,
  InvitationPreview,
  InvitationSignedUp,
} from '@wifi/contract'
import { mayBeVenueMember } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { venueMembers, type UserRow } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import { assertNotCommonPassword } from '../../security/common-passwords.ts'
import { logSecurityEvent } from '../../security/security-events.ts'
import { recordChange } from '../audit/audit-trail.ts'
import type { RequestClient } from '../auth/request-client.ts'
import { createSession } from '../sessions/session-service.ts'
import { userAudit, userSnapshot } from '../users/user-audit.ts'
import { createUserIfEmailFree } from '../users/user-factory.ts'
import { findUserByEmail } from '../users/user-repository.ts'
import { toUserView } from '../users/user-view.ts'
import { membersOf } from '../venues/venue-members.ts'
import { claimInvitation, openInvitation, type OpenInvitation } from './invitation-links.ts'

/**
 * What the page a link opens shows: the venue, the invited address, and whether that address has an account (then
 * its owner signs in) or not (then they choose a name and a password). Only the holder of the link, which went to
 * that mailbox, learns it: no one can ask it of an address they choose (docs/decisions/056).
 */
export async function previewInvitation(
  db: Database,
  token: string,
  client: RequestClient,
): Promise<InvitationPreview> {
  const { invitation, venueName, attempt } = await openInvitation(db, token, client)
  await attempt.refund()
  return {
    venueName,
    email: invitation.email,
    hasAccount: (await findUserByEmail(db, invitation.email)) !== undefined,
    expiresAt: invitation.expiresAt.toISOString(),
  }
}

/**
 * Adds `user` to the invitation's venue and marks the link used, in the caller's transaction, with the venue's audit
 * entry: its members before and after, changed by the user who joined.
 */
async function join(db: Database, { invitation }: OpenInvitation, user: UserRow, ip: string): Promise<void> {
  await claimInvitation(db, invitation.id)
  const before = (await membersOf(db, [invitation.venueId])).get(invitation.venueId) ?? []
  await db.insert(venueMembers).values({ venueId: invitation.venueId, userId: user.id }).onConflictDoNothing()
  await recordChange(db, {
    actor: user,
    ip,
    action: 'update',
    entity: 'venue',
    entityId: invitation.venueId,
    before: { members: before.map((member) => member.email).sort() },
    after: { members: [...new Set([...before.map((member) => member.email), user.email])].sort() },
  })
}

const accountExists = () =>
  new ApiError(
    409,
    'INVITATION_ACCOUNT_EXISTS',
    'An account with this email exists already. Sign in to accept the invitation.',
  )

/**
 * An address without an account: makes it (an active customer with the name and password chosen, the address the
 * invited one, which the link proves as an emailed code would), adds it to the venue and starts its session. The
 * link is checked before the password is hashed, so guessing links costs the server no hashing.
 */
export async function acceptWithNewAccount(
  db: Database,
  input: AcceptWithNewAccountBody,
  client: RequestClient,
): Promise<InvitationSignedUp> {
  assertNotCommonPassword(input.password, 'password')
  const opened = await openInvitation(db, input.token, client)
  // From here the link is good: what is refused next is no guess, so it does not use the limit up.
  await opened.attempt.refund()
  const email = opened.invitation.email
  if (await findUserByEmail(db, email)) throw accountExists()

  const user = await db.transaction(async (tx) => {
    const created = await createUserIfEmailFree(tx, {
      email,
      password: input.password,
      firstname: input.firstname,
      lastname: input.lastname,
      role: 'customer',
      status: 'active',
    })
    if (!created) throw accountExists()
    await recordChange(tx, {
      ...userAudit({ user: created, ip: client.ip }, 'create', created.id),
      before: {},
      after: userSnapshot(created),
    })
    await join(tx, opened, created, client.ip)
    return created
  })
  const session = await createSession(db, user.id, client, 'email')
  logSecurityEvent(client.log, 'sign-in.succeeded', { userId: user.id, ip: client.ip, via: 'invitation' })
  return {
    accessToken: session.accessToken,
    expiresAt: session.expiresAt.toISOString(),
    user: toUserView(user),
    venue: { id: opened.invitation.venueId, name: opened.venueName },
  }
}

/**
 * An address with an account, signed in as it: adds it to the venue. Signed in as another account, the link is
 * refused without saying whose it is; an administrator needs no venue (they see every one).
 */
export async function acceptAsSignedIn(
  db: Database,
  user: UserRow,
  token: string,
  client: RequestClient,
): Promise<InvitationAccepted> {
  const opened = await openInvitation(db, token, client)
  await opened.attempt.refund()
  if (opened.invitation.email !== user.email.toLowerCase()) {
    throw new ApiError(
      403,
      'INVITATION_OTHER_ACCOUNT',
      'This invitation is for another email address. Sign out, then sign in with the invited address.',
    )
  }
  if (!mayBeVenueMember(user)) {
    throw new ApiError(
      409,
      'INVITEE_IS_ADMIN',
      'This address belongs to an administrator, who sees every venue already.',
    )
  }
  await db.transaction((tx) => join(tx, opened, user, client.ip))
  return { venue: { id: opened.invitation.venueId, name: opened.venueName } }
}
