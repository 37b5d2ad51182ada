import type { SyncRun } from '@wifi/contract'
import { cn } from '@/lib/utils'
import { syncRunMarker } from '@/lib/sync-run-marker'
import { useSyncRunText } from './sync-run-text'

/** A run's result as a coloured dot and a word (not colour alone). */
export function SyncRunStatus({ run }: { run: SyncRun }) {
  const text = useSyncRunText()
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', syncRunMarker[run.status])} />
      {text.status(run)}
    </span>
  )
}
