import { expect, it } from 'vitest'
import type { ApiResponse } from './test-app.ts'

/**
 * The callers of a permissions matrix: an admin, a customer who is a member of the target venue, a customer who is
 * not (and who must not learn that it exists), and nobody signed in (always 401).
 */
export type ActorName = 'admin' | 'member' | 'nonMember' | 'anonymous'
export type SignedInName = Exclude<ActorName, 'anonymous'>
const actorNames: ActorName[] = ['admin', 'member', 'nonMember', 'anonymous']

/** A row of a matrix: one request, and the status each signed-in caller gets. */
export interface MatrixRow<Targets> {
  label: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: (targets: Targets) => string
  expected: Record<SignedInName, number>
  /** The error code of a refusal, when it is not the status's usual one (`codeFor`); a 403 is always FORBIDDEN. */
  code?: string
  /** Further checks of a successful answer. */
  check?: (response: ApiResponse, actor: SignedInName, targets: Targets) => Promise<void> | void
}

/** One row as one caller makes it, and the status they must get. */
export interface MatrixCell<Row> {
  row: Row
  actor: ActorName
  expected: number
}

const codeFor: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CANNOT_CHANGE_SELF',
}

/** A test for each row and each caller, named `METHOD label as actor → status`. */
export function itEachCell<Row extends MatrixRow<never>>(rows: Row[], test: (cell: MatrixCell<Row>) => Promise<void>) {
  const cells = rows.flatMap((row) =>
    actorNames.map((actor) => ({ row, actor, expected: actor === 'anonymous' ? 401 : row.expected[actor] })),
  )
  it.each(cells.map((cell) => [`${cell.row.method} ${cell.row.label}`, cell.actor, cell.expected, cell] as const))(
    '%s as %s → %i',
    (_label, _actor, _expected, cell) => test(cell),
  )
}

/** The caller's bearer token: none for the anonymous caller. */
export const tokenOf = (actors: Record<SignedInName, { token: string }>, actor: ActorName) =>
  actor === 'anonymous' ? undefined : actors[actor].token

/** The answer has the cell's status; a refusal its error code, a success what the row checks besides. */
export async function expectAnswer<Targets>(
  response: ApiResponse,
  { row, actor, expected }: MatrixCell<MatrixRow<Targets>>,
  targets: Targets,
) {
  expect(response.status, JSON.stringify(response.body)).toBe(expected)
  const code = actor === 'anonymous' ? codeFor[401] : expected === 403 ? codeFor[403] : (row.code ?? codeFor[expected])
  if (expected >= 400) expect(response.body.code).toBe(code)
  else if (actor !== 'anonymous') await row.check?.(response, actor, targets)
}
