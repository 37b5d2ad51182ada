import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

export interface IconFact {
  icon: LucideIcon
  content: ReactNode
  /** How the line wraps: `break-all` for an email, `font-mono` for a MAC address. */
  className?: string
}

/** A phone card's facts, one a line, each behind an icon that only repeats what the words say. A fact may be absent. */
export function IconFacts({ facts }: { facts: (IconFact | false | null | undefined | '')[] }) {
  return (
    <ul className="grid gap-1 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
      {facts.map(
        (fact, index) =>
          fact && (
            <li key={index} className={cn('flex gap-2', fact.className)}>
              <fact.icon aria-hidden />
              {fact.content}
            </li>
          ),
      )}
    </ul>
  )
}
