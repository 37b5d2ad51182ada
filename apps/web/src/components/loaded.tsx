import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadError } from '@/components/load-error'

interface LoadedProps<TData> {
  query: UseQueryResult<TData>
  /** The shapes of what is coming, while the first read is on its way. */
  placeholder: ReactNode
  /** What could not be loaded, as a sentence, said with a Try again in its place. */
  loadFailed: string
  /** The failure's frame in its place (`rounded-lg border p-6`). */
  failedClassName?: string
  /** What the data shows, once read. */
  children: (data: TData) => ReactNode
}

/** A panel's data in its three states: loading, failed with a Try again, and read. */
export function Loaded<TData>({ query, placeholder, loadFailed, failedClassName, children }: LoadedProps<TData>) {
  if (query.isPending) return placeholder
  if (query.isError) {
    return <LoadError message={loadFailed} onRetry={() => void query.refetch()} className={failedClassName} />
  }
  return children(query.data)
}
