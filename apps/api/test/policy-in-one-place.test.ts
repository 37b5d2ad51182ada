import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every role or membership decision of the server is a named permission in src/authorization/policy.ts
 * (docs/decisions/049): a role compared anywhere else is a rule nobody will find when the roles change. Giving a
 * role (a new user is a customer, the first admin an admin) is not deciding by it, and stays where it happens.
 */

const src = new URL('../src/', import.meta.url).pathname
const policyFile = 'authorization/policy.ts'

/** A role compared in TypeScript (`x.role === 'admin'`, `'customer' !== role`) or in a query (`eq(users.role, …)`). */
const roleComparisons = [
  /\brole\s*[!=]==?/,
  /[!=]==?\s*(?:\w+\.)*role\b/,
  /['"](?:admin|customer)['"]\s*[!=]==?/,
  /[!=]==?\s*['"](?:admin|customer)['"]/,
  /\b(?:eq|ne|inArray)\(\s*users\.role\s*,\s*['"]/,
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

/** Each line of the server's source, outside the policy, that compares a role. */
function comparisonsOutsidePolicy(): string[] {
  return sourceFiles(src)
    .filter((file) => relative(src, file) !== policyFile)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${relative(src, file)}:${index + 1}` }))
        .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//'))
        .filter(({ line }) => roleComparisons.some((pattern) => pattern.test(line)))
        .map(({ line, at }) => `${at}: ${line}`),
    )
}

describe('the permission policy', () => {
  it('is the only place on the server that compares a role', () => {
    expect(comparisonsOutsidePolicy()).toEqual([])
  })

  it('would find a role compared elsewhere', () => {
    const found = [
      "if (user.role === 'admin') return",
      "const customer = 'customer' !== actor.user.role",
      ".where(eq(users.role, 'admin'))",
    ].filter((line) => roleComparisons.some((pattern) => pattern.test(line)))
    expect(found).toHaveLength(3)
    expect(
      ["role: 'customer',", 'inArray(users.role, query.role)'].filter((line) =>
        roleComparisons.some((pattern) => pattern.test(line)),
      ),
    ).toEqual([])
  })
})
