import { createHmac, hkdfSync } from 'node:crypto'

/** Turns a recovery code into the only form stored: a keyed hash. */
export type RecoveryCodeHasher = (code: string) => string

/**
 * A keyed hash (HMAC-SHA-256) under a key derived from SECRETS_KEY: a code is found by its hash in one lookup, and a
 * database dump alone cannot be searched for codes offline (docs/decisions/039). The code is read without its dash
 * and in lower case, as the user may type it either way.
 */
export function createRecoveryCodeHasher(secretsKey: Buffer): RecoveryCodeHasher {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'recovery-code-hash', 32))
  return (code) => createHmac('sha256', key).update(code.replaceAll('-', '').toLowerCase()).digest('base64url')
}
