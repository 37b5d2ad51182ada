import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/** Grey shapes where content is on its way, one per height class (`h-16`), the whole marked busy for screen readers. */
export function SkeletonStack({ heights, className }: { heights: string[]; className?: string }) {
  return (
    <div className={cn('grid gap-2', className)} aria-busy="true">
      {heights.map((height, index) => (
        <Skeleton key={index} className={height} />
      ))}
    </div>
  )
}
