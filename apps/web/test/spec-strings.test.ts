import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { assertedLiterals, testFiles } from './asserted-literals'
import { placeholderMark, quotedSpecStrings, specStringPattern } from './quoted-spec-strings'

/**
 * Every string docs/product.md quotes (the specification's exact words: validation messages, toasts, error pages)
 * is held by at least one assertion of some test — a browser spec, a unit test or an API test. A quoted string no
 * test asserts could change, or never show, without anything failing.
 */
describe('the quoted strings of docs/product.md', () => {
  const quoted = quotedSpecStrings()

  it('are read whole from the document, apostrophes and soft wraps included', () => {
    expect(quoted).toEqual(
      expect.arrayContaining([
        "Passwords don't match.",
        "Passwords don't match",
        'An error occurred while saving the user',
        'Failed to {action} user: {message}',
        'Đồng bộ thiết bị thành công cho {venueName}',
        'Something went wrong!',
      ]),
    )
    expect(quoted).not.toContain('single quotes')
    expect(quoted.length).toBeGreaterThanOrEqual(45)
  })

  it('match a test’s literal exactly, with any text for a placeholder and a reason after a colon', () => {
    const user = specStringPattern('Failed to {action} user: {message}')
    expect(user.test('Failed to create user: Content not found.')).toBe(true)
    expect(user.test(`Failed to ${placeholderMark} user: ${placeholderMark}`)).toBe(true)
    expect(user.test('Failed to create user')).toBe(false)
    expect(specStringPattern('An error occurred').test('An error occurred while saving the venue')).toBe(false)
    expect(specStringPattern('Failed to update password:').test('Failed to update password: Too many')).toBe(true)
    expect(specStringPattern('Failed to update password:').test('Failed to update password')).toBe(false)
  })

  it('are each asserted by a test', () => {
    // Only the files whose text holds the longest fixed part of a quoted string are parsed: parsing all takes seconds. A
    // string a file writes with an escape ('don\'t') is not found there, so the test fails rather than passes.
    const longestParts = quoted.map((text) =>
      text.split(/\{\w+\}/).reduce((longest, part) => (part.length > longest.length ? part : longest), ''),
    )
    const candidates = testFiles(['/web/test/spec-strings.test.ts']).filter((file) => {
      const source = readFileSync(file, 'utf8')
      return longestParts.some((part) => source.includes(part))
    })
    const literals = candidates.flatMap(assertedLiterals)
    expect(literals.length).toBeGreaterThan(100)
    const missing = quoted.filter((text) => {
      const pattern = specStringPattern(text)
      return !literals.some((literal) => pattern.test(literal.text))
    })
    expect(missing, 'quoted in docs/product.md, asserted by no test').toEqual([])
  }, 30_000)
})
