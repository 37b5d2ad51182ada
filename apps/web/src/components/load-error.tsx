import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

interface LoadErrorProps {
  /** What could not be loaded, as a sentence ("The sessions could not be loaded."). */
  message: string
  onRetry: () => void
  /** Where it stands: a frame of its own in a panel's place, centred in a table's empty row. */
  className?: string
}

/**
 * A read that failed, said in the place of what it would have shown, with a Try again beside it. It is an alert, so a
 * screen reader hears it without moving there; the Retry is not a submit, even inside a form.
 */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3', className)}>
      {message}
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  )
}
