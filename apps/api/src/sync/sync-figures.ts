/**
 * What a sync run reports: how far it has got while it runs, and what it changed once it applied its observations.
 * Their own file, so the run's record (sync-runs.ts) and the steps that produce them (observe-devices.ts,
 * apply-observations.ts) depend on these types instead of on each other.
 */

/** How far a run has got. */
export interface SyncProgress {
  pagesRead: number
  devicesTotal: number | null
  devicesProcessed: number
}

/** What a run changed in the console's access points. */
export interface SyncCounts {
  created: number
  updated: number
  unchanged: number
  removed: number
}
