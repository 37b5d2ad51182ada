import type { Advertisement } from '@wifi/contract'
import { Trans, useTranslation } from 'react-i18next'
import { DeleteDialog } from '@/components/delete-dialog'
import { useDeleteAd } from '../api/ad-requests'

interface AdDeleteDialogProps {
  ad: Advertisement
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Deleting an ad asks for its title, typed exactly; the warning says what goes with it: its text task and its
 * assignments to venues, whose guests stop seeing it.
 */
export function AdDeleteDialog({ ad, open, onOpenChange }: AdDeleteDialogProps) {
  const { t } = useTranslation()
  const remove = useDeleteAd()
  return (
    <DeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('advertisements.delete.title')}
      description={
        <Trans
          i18nKey="advertisements.delete.description"
          values={{ title: ad.title }}
          components={{ strong: <strong /> }}
        />
      }
      confirmText={ad.title}
      confirmLabel={t('advertisements.delete.confirmLabel', { title: ad.title })}
      mutation={remove}
      id={ad.id}
      deletedText={t('advertisements.toast.deleted', { title: ad.title })}
      failedToast={(reason) => ({ title: t('advertisements.toast.deleteFailed'), description: reason })}
    />
  )
}
