import { describe, expect, it } from 'vitest'
import { useProductionStack } from '../support/production-stack.ts'

/**
 * A service manager starts every process of a deployment at once (issue 25): on an empty database they all migrate
 * it at the same moment, and each must still start, with the migrations applied once.
 */

const stack = useProductionStack({ database: 'start_together' })

describe('processes started together', () => {
  it('all become ready on one empty database, which is migrated once', async () => {
    const results = await Promise.allSettled([1, 2, 3].map(() => stack.startServer()))
    expect(results.filter((result) => result.status === 'rejected').map((result) => String(result.reason))).toEqual([])

    const client = await stack.sqlClient()
    const { rows } = await client.query<{ hash: string; copies: string }>(
      'select hash, count(*) as copies from drizzle.__drizzle_migrations group by hash having count(*) > 1',
    )
    expect(rows).toEqual([])
    const admins = await client.query("select 1 from users where role = 'admin'")
    expect(admins.rowCount).toBe(1)
  })
})
