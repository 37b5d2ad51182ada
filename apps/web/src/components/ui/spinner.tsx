import type { ComponentProps } from 'react'
import { SpinnerIcon } from '@/components/ui/line-icons'
import { cn } from '@/lib/utils'

/** Decorative only: the busy state is announced by the control or region that shows it (e.g. aria-busy). */
function Spinner({ className, ...props }: ComponentProps<typeof SpinnerIcon>) {
  return <SpinnerIcon data-slot="spinner" className={cn('size-4 animate-spin', className)} {...props} />
}

export { Spinner }
