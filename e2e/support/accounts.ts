import { randomBytes } from 'node:crypto'

/** Meets every password rule of the product (sign-up's 7 characters and change password's 8 with A, a and 1). */
export const strongPassword = 'Secret123'

/**
 * An email no other test (nor an earlier run) uses, so the per-email rate limits and the mail lookups of one
 * test never see another's.
 */
export function uniqueEmail(label = 'u'): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@e2e.test`
}
