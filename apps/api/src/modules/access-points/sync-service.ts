import { randomUUID } from 'node:crypto'
import type { SyncRun } from '@wifi/contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { accessPoints, type UserRow, type VenueRow } from '../../db/schema.ts'
import { ApiError } from '../../errors/api-error.ts'
import type { OpenWispClient } from '../../openwisp/client.ts'
import { OpenWispError } from '../../openwisp/openwisp-error.ts'
import { applyObservations } from './apply-observations.ts'
import { observeDevices, type KnownDevice } from './observe-devices.ts'
import { claimScope, releaseScope, type ScopeKey } from './sync-locks.ts'
import { finishRun, startRun } from './sync-runs.ts'

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
  await claimScope(db, scope, runId)
  try {
    await startRun(db, runId, startedBy, venue)
    try {
      const known = await knownDevices(db, groupId)
      const observations = await observeDevices(openwisp, { groupId, known })
      return await finishRun(db, runId, await applyObservations(db, observations))
    } catch (error) {
      if (!(error instanceof OpenWispError)) log.error({ err: error, runId }, 'Access point sync failed')
      await finishRun(db, runId, {
        error: error instanceof OpenWispError ? error.message : 'The console could not save what OpenWISP sent.',
      })
      if (error instanceof OpenWispError) throw new ApiError(502, 'OPENWISP_FAILED', error.message)
      throw error
    }
  } finally {
    await releaseScope(db, scope, runId, cooldownSeconds)
  }
}

/** The devices the console holds in this scope (not removed), as last seen. */
async function knownDevices(db: Database, groupId: string | undefined): Promise<Map<string, KnownDevice>> {
  const rows = await db
    .select({
      id: accessPoints.openwispDeviceId,
      modifiedAt: accessPoints.openwispModifiedAt,
      deactivated: accessPoints.openwispDeactivated,
    })
    .from(accessPoints)
    .where(and(isNull(accessPoints.removedAt), groupId ? eq(accessPoints.groupId, groupId) : undefined))
  return new Map(rows.map(({ id, ...known }) => [id, known]))
}
