import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { commonPasswordCount, isCommonPassword } from '../src/security/common-passwords.ts'

describe('common-password list', () => {
  it('holds at least 10,000 passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000)
  })

  it.each(['password1', 'Password1', '12345678', 'qwerty123', 'iloveyou', 'IloveYOU'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true)
  })

  it('accepts a random 16-character string', () => {
    const random = randomBytes(12).toString('base64url')
    expect(random).toHaveLength(16)
    expect(isCommonPassword(random)).toBe(false)
  })

  it('accepts a long passphrase with non-ASCII letters', () => {
    expect(isCommonPassword('Cà-phê-sữa-đá-7')).toBe(false)
  })
})
