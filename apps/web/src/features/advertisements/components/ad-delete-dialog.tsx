import type { Advertisement } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '@/components/delete-dialog'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { StrongText } from '@/components/strong-text'
import { useDeleteAd } from '../api/ad-requests'

/**
 * Deleting an ad asks for its title, typed exactly; the warning says what goes with it: its text task and its
 * assignments to venues, whose guests stop seeing it.
 */
export function AdDeleteDialog({ ad, ...dialog }: DialogOpenProps & { ad: Advertisement }) {
  const { t } = useTranslation()
  const remove = useDeleteAd()
  return (
    <DeleteDialog
      {...dialog}
      title={t('advertisements.delete.title')}
      description={<StrongText i18nKey="advertisements.delete.description" values={{ title: ad.title }} />}
      confirmText={ad.title}
      confirmLabel={t('advertisements.delete.confirmLabel', { title: ad.title })}
      mutation={remove}
      id={ad.id}
      deletedText={t('advertisements.toast.deleted', { title: ad.title })}
      failedToast={(reason) => ({ title: t('advertisements.toast.deleteFailed'), description: reason })}
    />
  )
}
