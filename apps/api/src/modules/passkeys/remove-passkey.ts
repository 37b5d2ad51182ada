import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { passkeys, type PasskeyRow, type UserRow } from '../../db/schema.ts'
import { ApiError, errorFieldKey, notFound } from '../../errors/api-error.ts'
import { countAttempt, rateLimitPolicies } from '../../rate-limit/rate-limits.ts'
import { verifyPassword } from '../../security/passwords.ts'
import { logLockout, logSecurityEvent } from '../../security/security-events.ts'
import { passkeyNames, recordAccountChange } from '../users/account-audit.ts'

/**
 * Removes one of the user's passkeys after checking their password again (a session left open is not enough to take
 * a factor away). The password is counted like a password change's, before it is checked.
 */
export async function removePasskey(
  db: Database,
  user: UserRow,
  id: string,
  password: string,
  client: { ip: string; log: FastifyBaseLogger },
): Promise<PasskeyRow> {
  const attempt = await countAttempt(
    db,
    [{ policy: rateLimitPolicies.currentPasswordFailuresPerAccount, subject: user.id }],
    logLockout(client.log, { userId: user.id, ip: client.ip }),
  )
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is not correct.', {
      fields: { password: errorFieldKey('WRONG_CURRENT_PASSWORD') },
    })
  }
  await attempt.refund()
  const removed = await db.transaction(async (tx) => {
    const before = await passkeyNames(tx, user.id)
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning()
    if (!row) throw notFound('The passkey')
    await recordAccountChange(
      tx,
      { user, ip: client.ip },
      user.id,
      { passkeys: before },
      {
        passkeys: await passkeyNames(tx, user.id),
      },
    )
    return row
  })
  logSecurityEvent(client.log, 'second-factor.removed', {
    userId: user.id,
    ip: client.ip,
    factor: 'passkey',
    passkeyId: removed.id,
  })
  return removed
}
