import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** A tab whose data could not be loaded: it says so, with a retry, in the tab's place. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border p-6">
      {t('guestPrivacy.loadFailed')}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  )
}
