import { randomUUID } from 'node:crypto'
import type { SyncRun } from '@wifi/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.ts'
import { accessPoints, type UserRow, type VenueRow } from '../db/schema.ts'
import { ApiError } from '../errors/api-error.ts'
import { configuredOpenWisp } from '../openwisp/api-errors.ts'
import type { OpenWispClient } from '../openwisp/client.ts'
import { OpenWispError } from '../openwisp/openwisp-error.ts'
import { applyObservations } from './apply-observations.ts'
import { observeDevices, type KnownDevice, type RunWatch } from './observe-devices.ts'
import { claimScope, releaseScope, type ScopeKey } from './sync-locks.ts'
import type { SyncRunner } from './sync-runner.ts'
import { failStoppedRuns, finishRun, serverStopped, startRun } from './sync-runs.ts'

export interface SyncDependencies {
  db: Database
  openwisp: OpenWispClient | undefined
  runner: SyncRunner
  cooldownSeconds: number
  log: FastifyBaseLogger
  /** This process's presence key: its runs are known to be over the moment it dies (db/process-presence.ts). */
  processKey: number
}

/** A run just started: as it stands now (running), and the promise that ends with it. */
export interface StartedSync {
  run: SyncRun
  done: Promise<SyncRun>
}

/**
 * Starts bringing the console's access points in step with OpenWISP: all of them, or one venue's (its device
 * group's). Answers as soon as the run is recorded; the run goes on in this process (a first sync of a large
 * network takes longer than proxies let a request wait). One run per scope at a time with a cooldown after it;
 * every run is recorded, and a failed one changes nothing but its own record.
 */
export async function startSync(deps: SyncDependencies, startedBy: UserRow, venue?: VenueRow): Promise<StartedSync> {
  const { db, runner } = deps
  const openwisp = configuredOpenWisp(deps.openwisp)
  const groupId = venue ? venue.openwispGroupId : undefined
  if (groupId === null) {
    throw new ApiError(409, 'VENUE_NOT_LINKED', 'This venue is not linked to an OpenWISP device group yet.')
  }
  const scope: ScopeKey = venue ? `venue:${venue.id}` : 'all'
  const runId = randomUUID()
  await failStoppedRuns(db)
  await claimScope(db, scope, runId)
  let run: SyncRun
  try {
    run = await startRun(db, { id: runId, holder: deps.processKey }, startedBy, venue)
  } catch (error) {
    await releaseScope(db, scope, runId, 0)
    throw error
  }
  const done = runner.run(runId, scope, (watch) =>
    execute(deps, openwisp, { runId, groupId, venue }, watch).finally(() =>
      releaseScope(db, scope, runId, deps.cooldownSeconds),
    ),
  )
  return { run, done }
}

interface RunPlan {
  runId: string
  groupId: string | undefined
  venue: VenueRow | undefined
}

/** Reads everything first, then writes it in one transaction; the run's record says how it ended. */
async function execute(
  { db, log }: SyncDependencies,
  openwisp: OpenWispClient,
  { runId, groupId, venue }: RunPlan,
  watch: RunWatch,
): Promise<SyncRun> {
  const fail = (error: unknown, phase: 'read' | 'write') => {
    if (watch.signal.aborted) return finishRun(db, runId, { error: serverStopped })
    if (!(error instanceof OpenWispError)) log.error({ err: error, runId }, 'Access point sync failed')
    return finishRun(db, runId, { error: explain(error, phase, venue) })
  }
  let observations
  try {
    observations = await observeDevices(openwisp, { groupId, known: await knownDevices(db, groupId) }, watch)
  } catch (error) {
    return fail(error, 'read')
  }
  try {
    return await finishRun(db, runId, { ...(await applyObservations(db, observations)), ...watch.progress })
  } catch (error) {
    return fail(error, 'write')
  }
}

/** Why a run failed, as its record says: the controller's own words for admins (customers see less, sync-runs.ts). */
function explain(error: unknown, phase: 'read' | 'write', venue: VenueRow | undefined): string {
  if (error instanceof OpenWispError) {
    // OpenWISP refuses to filter by a group it does not have (any more).
    if (venue && error.status === 400 && error.call.includes('group=')) {
      return 'The venue’s OpenWISP device group no longer exists; link another.'
    }
    return error.message
  }
  return phase === 'write'
    ? 'The console could not save what OpenWISP sent.'
    : 'The sync stopped on an unexpected error.'
}

/** The devices the console holds in this scope (not removed), as last seen. */
async function knownDevices(db: Database, groupId: string | undefined): Promise<Map<string, KnownDevice>> {
  const rows = await db
    .select({
      id: accessPoints.openwispDeviceId,
      modifiedAt: accessPoints.openwispModifiedAt,
      configStatus: accessPoints.configStatus,
      backend: accessPoints.backend,
      deactivated: accessPoints.openwispDeactivated,
      located: sql<boolean>`${accessPoints.latitude} is not null`,
    })
    .from(accessPoints)
    .where(and(isNull(accessPoints.removedAt), groupId ? eq(accessPoints.groupId, groupId) : undefined))
  return new Map(rows.map(({ id, ...known }) => [id, known]))
}
