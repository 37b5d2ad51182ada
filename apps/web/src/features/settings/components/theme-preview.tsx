import type { Theme } from '@wifi/contract'
import { cn } from '@/lib/utils'

function Miniature({ dark }: { dark: boolean }) {
  return (
    <div className={cn('grid h-full gap-1.5 p-2', dark ? 'bg-slate-900' : 'bg-slate-100')}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={cn('flex items-center gap-1.5 rounded p-1.5', dark ? 'bg-slate-800' : 'bg-white')}>
          <span className={cn('size-3 rounded-full', dark ? 'bg-slate-500' : 'bg-slate-300')} />
          <span className={cn('h-1.5 flex-1 rounded', dark ? 'bg-slate-500' : 'bg-slate-300')} />
        </div>
      ))}
    </div>
  )
}

/** A small picture of the console in a theme; "system" shows light and dark side by side. */
export function ThemePreview({ theme }: { theme: Theme }) {
  return (
    <div
      aria-hidden
      className="h-24 overflow-hidden rounded-md border-2 border-muted group-has-[[data-state=checked]]:border-primary"
    >
      {theme === 'system' ? (
        <div className="grid h-full grid-cols-2">
          <Miniature dark={false} />
          <Miniature dark />
        </div>
      ) : (
        <Miniature dark={theme === 'dark'} />
      )}
    </div>
  )
}
