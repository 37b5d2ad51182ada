import { randomUUID } from 'node:crypto'
import type { SyncRun } from '@wifi/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { seesSyncDetails } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, type UserRow, type VenueRow } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import type { OpenWispClient } from '../../openwisp/client.ts'
import { OpenWispError } from '../../openwisp/openwisp-error.ts'
import { applyObservations } from './apply-observations.ts'
import { observeDevices, type KnownDevice, type Observations } from './observe-devices.ts'
import { claimScope, releaseScope, type ScopeKey } from './sync-locks.ts'
import { failAbandonedRun, finishRun, startRun } from './sync-runs.ts'

export interface SyncDependencies {
  db: Database
  openwisp: OpenWispClient | undefined
  cooldownSeconds: number
  log: FastifyBaseLogger
}

/**
 * Brings the console's access points in step with OpenWISP: all of them, or one venue's (its device group's).
 * One run per scope at a time with a cooldown after it; every run is recorded, and a failed one changes
 * nothing but its own record.
 */
export async function syncAccessPoints(
  { db, openwisp, cooldownSeconds, log }: SyncDependencies,
  startedBy: UserRow,
  venue?: VenueRow,
): Promise<SyncRun> {
  if (!openwisp) throw new ApiError(503, 'OPENWISP_NOT_CONFIGURED', 'OpenWISP is not configured on this server.')
  const groupId = venue ? venue.openwispGroupId : undefined
  if (groupId === null) {
    throw new ApiError(409, 'VENUE_NOT_LINKED', 'This venue is not linked to an OpenWISP device group yet.')
  }
  const scope: ScopeKey = venue ? `venue:${venue.id}` : 'all'
  const runId = randomUUID()
  await failAbandonedRun(db, scope)
  await claimScope(db, scope, runId)
  const fail = async (error: unknown, phase: 'read' | 'write') => {
    if (!(error instanceof OpenWispError)) log.error({ err: error, runId }, 'Access point sync failed')
    const failure = explain(error, phase, venue)
    await finishRun(db, runId, { error: failure.message })
    if (!(failure instanceof ApiError)) return failure
    // A customer learns that it failed; the controller's paths and addresses are for admins (the runs list).
    return seesSyncDetails(startedBy) || failure.statusCode !== 502
      ? failure
      : new ApiError(502, failure.code, customerMessage)
  }
  try {
    await startRun(db, runId, startedBy, venue)
    let observations: Observations
    try {
      observations = await observeDevices(openwisp, { groupId, known: await knownDevices(db, groupId) })
    } catch (error) {
      throw await fail(error, 'read')
    }
    try {
      return await finishRun(db, runId, await applyObservations(db, observations))
    } catch (error) {
      throw await fail(error, 'write')
    }
  } finally {
    await releaseScope(db, scope, runId, cooldownSeconds)
  }
}

const customerMessage = 'OpenWISP could not be reached. An administrator can see why in the sync history.'

/** What a failed run records and answers. */
function explain(error: unknown, phase: 'read' | 'write', venue: VenueRow | undefined): Error {
  if (error instanceof OpenWispError) {
    // OpenWISP refuses to filter by a group it does not have (any more).
    if (venue && error.status === 400 && error.call.includes('group=')) {
      return new ApiError(409, 'VENUE_NOT_LINKED', 'The venue’s OpenWISP device group no longer exists; link another.')
    }
    return new ApiError(502, 'OPENWISP_FAILED', error.message)
  }
  if (error instanceof ApiError) return error
  return new Error(
    phase === 'write' ? 'The console could not save what OpenWISP sent.' : 'The sync stopped on an unexpected error.',
    { cause: error },
  )
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
