import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes, 1 lane.
 * The parameters are stored inside each hash, so raising them later keeps old hashes verifiable.
 */
const cost = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

/**
 * Password work in flight. At most `limit` hashes run at once (one per core); the rest wait in line, so a flood
 * of sign-ups queues instead of taking every core. Checks of a password (sign-in) go ahead of new hashes
 * (sign-up, reset), so people signing in are served first when the line is long.
 */
export const passwordWork = { limit: availableParallelism(), running: 0, peak: 0, completed: 0 }
const waitingChecks: (() => void)[] = []
const waitingHashes: (() => void)[] = []

async function inTurn<T>(line: (() => void)[], work: () => Promise<T>): Promise<T> {
  if (passwordWork.running >= passwordWork.limit) await new Promise<void>((start) => line.push(start))
  else passwordWork.running += 1
  passwordWork.peak = Math.max(passwordWork.peak, passwordWork.running)
  try {
    return await work()
  } finally {
    passwordWork.completed += 1
    // The slot passes straight to the next in line, so `running` never drops below the work actually running.
    const next = waitingChecks.shift() ?? waitingHashes.shift()
    if (next) next()
    else passwordWork.running -= 1
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(waitingHashes, () => hash(password, cost))
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return inTurn(waitingChecks, async () => {
    try {
      return await verify(passwordHash, password)
    } catch {
      // A malformed stored hash must read as "wrong password", never as a server error that leaks its presence.
      return false
    }
  })
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
