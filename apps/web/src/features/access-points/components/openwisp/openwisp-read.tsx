import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'

/**
 * What a card reads from OpenWISP through the console: "Loading…" beside a spinner while it is read, the reason in
 * words when it could not be (OpenWISP down, a token refused), or what it shows once read.
 */
export function OpenWispRead<TData>({
  query,
  children,
}: {
  query: UseQueryResult<TData>
  children: (data: TData) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> {t('openwisp.loading')}
      </p>
    )
  }
  if (query.isError) return <p>{errorMessage(query.error, t)}</p>
  return children(query.data)
}
