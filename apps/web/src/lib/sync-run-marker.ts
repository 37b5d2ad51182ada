import type { SyncRun } from '@wifi/contract'

/** The colour of a sync run's result dot, beside its word (never colour alone): the dashboard and the sync screens. */
export const syncRunMarker: Record<SyncRun['status'], string> = {
  succeeded: 'bg-success',
  failed: 'bg-destructive',
  running: 'bg-primary',
}
