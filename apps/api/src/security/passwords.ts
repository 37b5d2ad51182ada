import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes, 1 lane.
 * The parameters are stored inside each hash, so raising them later keeps old hashes verifiable.
 */
const cost = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, cost)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error that leaks its presence.
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Verifying against this when the account does not exist makes a wrong email cost the same time as a wrong
 * password, so response times do not reveal which emails have accounts.
 */
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash.then((stored) => verifyPassword(stored, password))
}
