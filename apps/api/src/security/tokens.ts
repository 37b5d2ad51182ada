import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { limits } from '@wifi/contract'

/** An opaque bearer secret (session, challenge, reset link): 32 random bytes, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Secrets are stored only as this hash; the tokens have 256 bits of entropy, so a fast hash is enough. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A uniformly random code of `limits.otpLength` digits, leading zeros kept. */
export function randomOtpCode(): string {
  return randomInt(0, 10 ** limits.otpLength)
    .toString()
    .padStart(limits.otpLength, '0')
}

/** The code's hash is keyed with its challenge token, which the database only holds hashed. */
export function hashOtpCode(challengeToken: string, code: string): string {
  return createHash('sha256').update(`${challengeToken}:${code}`).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
