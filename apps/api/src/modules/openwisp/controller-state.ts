import type { OpenWispCheck, OpenWispController } from '@wifi/contract'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { syncRuns } from '../../db/schema.ts'
import type { OpenWispClient } from '../../openwisp/client.ts'
import { OpenWispError } from '../../openwisp/openwisp-error.ts'
import { failStoppedRuns } from '../../sync/sync-runs.ts'

/** Where the console reaches OpenWISP (never the password) and how the last runs went. */
export async function controllerState(
  db: Database,
  settings: { url: string; username: string } | undefined,
): Promise<OpenWispController> {
  await failStoppedRuns(db)
  const newest = (status: 'succeeded' | 'failed') =>
    db
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.status, status), isNotNull(syncRuns.finishedAt)))
      .orderBy(desc(syncRuns.finishedAt))
      .limit(1)
  const [[succeeded], [failed]] = await Promise.all([newest('succeeded'), newest('failed')])
  return {
    configured: settings !== undefined,
    url: settings?.url ?? null,
    username: settings?.username ?? null,
    lastSucceededAt: succeeded?.finishedAt?.toISOString() ?? null,
    lastFailure:
      failed?.finishedAt && failed.error
        ? { runId: failed.id, at: failed.finishedAt.toISOString(), error: failed.error }
        : null,
  }
}

/** Asks the controller once, now: does it answer, and does it take the console's token (or credentials)? */
export async function checkController(client: OpenWispClient): Promise<OpenWispCheck> {
  const started = performance.now()
  const checkedAt = new Date().toISOString()
  const ended = (outcome: OpenWispCheck['outcome'], message: string | null) => ({
    outcome,
    checkedAt,
    durationMs: Math.round(performance.now() - started),
    message,
  })
  try {
    await client.probe()
    return ended('ok', null)
  } catch (error) {
    if (!(error instanceof OpenWispError)) throw error
    return ended(outcomeOf(error), error.message)
  }
}

/**
 * No status: nothing answered (network error, time-out). 401/403, or the token endpoint refusing the credentials
 * (400): refused. Anything else OpenWISP answered: failed.
 */
function outcomeOf(error: OpenWispError): OpenWispCheck['outcome'] {
  if (error.status === undefined) return 'unreachable'
  if (error.status === 401 || error.status === 403) return 'refused'
  if (error.status === 400 && error.call.includes('/users/token/')) return 'refused'
  return 'failed'
}
