import type { ComponentProps } from 'react'
import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/utils'

/** Decorative only: the busy state is announced by the control or region that shows it (e.g. aria-busy). */
function Spinner({ className, ...props }: ComponentProps<typeof LoaderCircle>) {
  return <LoaderCircle data-slot="spinner" aria-hidden className={cn('size-4 animate-spin', className)} {...props} />
}

export { Spinner }
