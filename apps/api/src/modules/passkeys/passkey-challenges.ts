import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { passkeyChallenges, type passkeyCeremonies } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'

/** A WebAuthn challenge is answered within this long, or a new one is asked for. */
const passkeyChallengeTtlSeconds = 5 * 60

type Ceremony = (typeof passkeyCeremonies)[number]

/** Who a challenge was issued for: the signed-in user, the sign-in token's holder, or (passwordless) anybody. */
export interface ChallengeBinding {
  ceremony: Ceremony
  userId?: string
  signInTokenHash?: string
}

export const passkeyFailed = () =>
  new ApiError(400, 'PASSKEY_FAILED', 'The passkey could not be verified. Please try again.')

/** Stores a challenge the library generated; expired ones are cleared on the way, so the table stays small. */
export async function storeChallenge(db: Database, challenge: string, binding: ChallengeBinding): Promise<void> {
  const now = new Date()
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now))
  await db.insert(passkeyChallenges).values({
    challenge,
    ceremony: binding.ceremony,
    userId: binding.userId ?? null,
    signInTokenHash: binding.signInTokenHash ?? null,
    expiresAt: new Date(now.getTime() + passkeyChallengeTtlSeconds * 1000),
  })
}

/** The challenge an answer signed, read from its clientDataJSON (plain base64url JSON; nothing is verified here). */
export function answeredChallenge(clientDataJSON: string): string {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge = (clientData as { challenge?: unknown }).challenge
    if (typeof challenge === 'string') return challenge
  } catch {
    // Not JSON: the same answer as any other unusable response.
  }
  throw passkeyFailed()
}

/**
 * Uses up the challenge an answer names, if it is open and was issued for this binding. Consumed before the answer
 * is verified, in one statement, so two requests carrying the same answer cannot both get through.
 */
export async function consumeChallenge(db: Database, challenge: string, binding: ChallengeBinding): Promise<void> {
  const [consumed] = await db
    .update(passkeyChallenges)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.ceremony, binding.ceremony),
        binding.userId ? eq(passkeyChallenges.userId, binding.userId) : isNull(passkeyChallenges.userId),
        binding.signInTokenHash
          ? eq(passkeyChallenges.signInTokenHash, binding.signInTokenHash)
          : isNull(passkeyChallenges.signInTokenHash),
        isNull(passkeyChallenges.consumedAt),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: passkeyChallenges.id })
  if (!consumed) throw passkeyFailed()
}
