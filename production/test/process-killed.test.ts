import { performance } from 'node:perf_hooks'
import { apiPaths } from '@wifi/contract'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { expectStatus, request } from '../support/console-client.ts'
import { halfWrittenConsoleData, missingConsoleWrites } from '../support/console-edits.ts'
import { acknowledged } from '../support/guest-load.ts'
import { endedRun, halfWrittenGuestSessions, missingGuestSteps } from '../support/guest-traffic.ts'
import { useProductionStack } from '../support/production-stack.ts'
import type { ServerProcess } from '../support/server-process.ts'
import { describeSent, type Sent } from '../support/traffic.ts'

/**
 * Two server processes on one PostgreSQL database, under a load of guest visits, accounting updates and console
 * edits, one of them killed with SIGKILL (issue 25, Faults): what was acknowledged is kept, the other process keeps
 * answering, the dead process's sync run is recorded failed and another can start at once, nothing is half-written.
 */

// One after the other: the first migrates the empty database.
const stack = useProductionStack({ database: 'process_killed', servers: 2, start: 'one by one', openwisp: true })

/** Waits until `check` holds, asking again every 50 ms (a state reached, not a time measured). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not true after ${timeoutMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Sync runs must be running, or ended with their end written whole: succeeded with counts, or failed with a reason. */
async function halfWrittenSyncRuns(sql: pg.Client) {
  const { rows } = await sql.query<{ id: string; status: string; problem: string }>(
    `select id, status, 'is still running' as problem from sync_runs where status = 'running'
     union all
     select id, status, 'ended without its end time' from sync_runs where status <> 'running' and finished_at is null
     union all
     select id, status, 'failed without a reason' from sync_runs where status = 'failed' and error is null
     union all
     select id, status, 'succeeded without processing every device' from sync_runs
       where status = 'succeeded' and (error is not null or devices_processed is distinct from devices_total)`,
  )
  return rows.map((row) => `sync run ${row.id} (${row.status}) ${row.problem}`)
}

describe('a process killed under load', () => {
  it('loses nothing acknowledged, leaves the other process answering, its sync run failed and startable again', async () => {
    const [doomed, survivor] = stack.servers as [ServerProcess, ServerProcess]
    const simulator = stack.openwisp
    const load = await stack.prepareGuestLoad({ signInOn: doomed, setUpOn: survivor })
    const { token, traffic } = load

    // A sync of everything that the doomed process holds when it dies: the controller answers slowly.
    simulator.setFaults({ latencyMs: 60_000 })
    const heldRun = expectStatus<{ id: string; status: string }>(
      await request(doomed.url, 'POST', apiPaths.accessPointsSync, { token }),
      202,
      'Starting the sync of everything on the doomed process',
    )
    expect(heldRun.status).toBe('running')

    let turn = 0
    // A load balancer's round robin over the processes it has not seen die (nginx's proxy_next_upstream).
    let upstreams = [doomed.url, survivor.url]
    load.start(() => upstreams[turn++ % upstreams.length]!)

    // In the middle of the load: the doomed process has acknowledged guest pages, accounting and console edits.
    const answeredBy =
      (server: ServerProcess, kind: string, after = 0) =>
      (sent: Sent) =>
        sent.baseUrl === server.url && sent.kind === kind && sent.sentAt > after && acknowledged(sent)
    await traffic.until(answeredBy(doomed, 'guest page'), 10)
    await traffic.until(answeredBy(doomed, 'accounting Interim-Update'), 3)
    await traffic.until(answeredBy(doomed, 'venue update'), 3)
    // The run is still held, by a lease the doomed process renews; when it would run out if nobody renewed it:
    const client = await stack.sqlClient()
    const lease = await client.query<{ status: string; alive_until: Date }>(
      'select status, alive_until from sync_runs where id = $1',
      [heldRun.id],
    )
    expect(lease.rows[0]?.status).toBe('running')
    doomed.kill('SIGKILL')
    const killedAt = performance.now()
    upstreams = [survivor.url]
    expect(await doomed.exited).toEqual({ code: null, signal: 'SIGKILL' })

    // The load goes on against both addresses; the survivor answers its share.
    await traffic.until(answeredBy(survivor, 'guest page', killedAt), 10)
    await traffic.until(answeredBy(survivor, 'accounting Interim-Update', killedAt), 3)
    await traffic.until(answeredBy(survivor, 'venue update', killedAt), 3)
    await traffic.stop()

    const survivorFailures = traffic.sent.filter((sent) => sent.baseUrl === survivor.url && !acknowledged(sent))
    expect(survivorFailures.map(describeSent)).toEqual([])

    // The dead process's connections are gone from PostgreSQL (the kernel closed its sockets): from now on the
    // database itself knows that process is dead.
    await until(
      async () =>
        (await client.query('select 1 from pg_stat_activity where application_name = $1', [doomed.applicationName]))
          .rowCount === 0,
      'the killed process’s connections ended',
    )

    // Everything acknowledged is in the database, by either process, and nothing is half-written.
    expect(load.guestSteps.length).toBeGreaterThan(0)
    expect(await missingGuestSteps(client, load.guestSteps)).toEqual([])
    expect(await missingConsoleWrites(client, load.writes)).toEqual([])
    expect(await halfWrittenGuestSessions(client)).toEqual([])
    expect(await halfWrittenConsoleData(client)).toEqual([])

    // Its run is recorded failed, and a new sync of the same scope starts at once.
    simulator.resetFaults()
    const dead = expectStatus<{ status: string; error: string | null; finishedAt: string | null }>(
      await request(survivor.url, 'GET', apiPaths.syncRun(heldRun.id), { token }),
      200,
      'Reading the killed process’s run',
    )
    expect(dead).toMatchObject({ status: 'failed', error: expect.any(String), finishedAt: expect.any(String) })
    const again = await request(survivor.url, 'POST', apiPaths.accessPointsSync, { token })
    expect(again.status, again.text).toBe(202)
    // "At once": before the dead run's lease would have run out by itself.
    const { rows } = await client.query<{ early: boolean }>('select now() < $1 as early', [lease.rows[0]!.alive_until])
    expect(rows[0]!.early, 'the new run started only after the dead run’s lease ran out').toBe(true)
    expect((await endedRun(survivor.url, token, again.json<{ id: string }>().id)).status).toBe('succeeded')

    expect(await halfWrittenSyncRuns(client)).toEqual([])
  })
})
