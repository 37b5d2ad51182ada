import { createRequire } from 'node:module'
import { ApiError, errorFieldKey } from '../errors/api-error.ts'
import type { dictionary as CommonDictionary } from '@zxcvbn-ts/language-common'

/**
 * The list is zxcvbn-ts's "passwords-common" dictionary (MIT, about 49,000 passwords from public breach
 * corpora, already lower-case), shipped as data inside the npm package: nothing is fetched at run time.
 *
 * It is loaded lazily, once, into a Set: decompressing it takes tens of milliseconds and some megabytes, a
 * cost only the processes that actually check a new password should pay (not every start, not every test
 * file), and a Set makes each check a constant-time lookup instead of a scan of 49,000 strings.
 *
 * createRequire rather than a static import keeps the load lazy and synchronous. The build (build.mjs) keeps
 * node_modules packages external, so dist/server.js resolves the package from node_modules at first use,
 * exactly as the TypeScript source does under tsx and vitest.
 */
const require = createRequire(import.meta.url)

let commonPasswords: ReadonlySet<string> | undefined

function load(): ReadonlySet<string> {
  if (!commonPasswords) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: typeof CommonDictionary }
    commonPasswords = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()))
  }
  return commonPasswords
}

/**
 * True when the password, ignoring case, is on the common-password list: "Password1" is refused as surely as
 * "password1", since guessing tools try both.
 */
export function isCommonPassword(password: string): boolean {
  return load().has(password.toLowerCase())
}

/** How many distinct (lower-cased) passwords the list holds; for tests and diagnostics. */
export function commonPasswordCount(): number {
  return load().size
}

/** Refuses a common password as a field error (400 COMMON_PASSWORD), wherever a new password is chosen. */
export function assertNotCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new ApiError(400, 'COMMON_PASSWORD', 'This password is too common; choose one that is harder to guess.', {
      fields: { [field]: errorFieldKey('COMMON_PASSWORD') },
    })
  }
}
