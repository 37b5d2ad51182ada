import { create } from 'zustand'

/** A run started (or found running) from this tab: the toast when it ends names its venue, or everything (null). */
export interface WatchedRun {
  id: string
  venueName: string | null
}

interface SyncWatch {
  runs: WatchedRun[]
  /** Runs already told: a list read before one ended may still show it running, and it is not followed again. */
  told: ReadonlySet<string>
  watch: (run: WatchedRun) => void
  forget: (id: string) => void
}

/**
 * The runs this tab follows until they end, wherever the reader goes meanwhile: a sync of a large network takes a
 * while, and its result is told by a toast (components/sync-run-toasts.tsx).
 */
export const useSyncWatch = create<SyncWatch>((set) => ({
  runs: [],
  told: new Set(),
  watch: (run) =>
    set((state) =>
      state.told.has(run.id) || state.runs.some(({ id }) => id === run.id) ? state : { runs: [...state.runs, run] },
    ),
  forget: (id) =>
    set((state) => ({ runs: state.runs.filter((run) => run.id !== id), told: new Set(state.told).add(id) })),
}))
