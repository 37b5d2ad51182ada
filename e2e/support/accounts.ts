import { randomBytes } from 'node:crypto'

/**
 * Meets every password rule of the product (sign-up's 7 characters and change password's 8 with A, a and 1) and
 * is not on the common-password list.
 */
export const strongPassword = 'Mango-Tree-42'

let addressCounter = 0
/** A client address of its own for a request the test makes through the API (the app trusts loopback proxies). */
export function freshAddress(): string {
  addressCounter += 1
  return `10.${process.pid & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

/**
 * An email no other test (nor an earlier run) uses, so the per-email rate limits and the mail lookups of one
 * test never see another's.
 */
export function uniqueEmail(label = 'u'): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@e2e.test`
}
