import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { StrongText } from '@/components/strong-text'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useRestoreAd } from '../api/ad-requests'

interface AdRestoreDialogProps extends DialogOpenProps {
  ad: { id: string; title: string }
}

/** Restoring an ad that was taken down: asked once, since its venues' guests see it again at once. */
export function AdRestoreDialog({ ad, open, onOpenChange }: AdRestoreDialogProps) {
  const { t } = useTranslation()
  const restore = useRestoreAd()
  const confirm = () =>
    restore.mutate(ad.id, {
      onSuccess: () => {
        toast.success(t('advertisements.toast.restored'))
        onOpenChange(false)
      },
      onError: (error) => toast.error(t('advertisements.toast.restoreFailed'), { description: errorMessage(error, t) }),
    })
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('advertisements.restore.title')}
      description={<StrongText i18nKey="advertisements.restore.description" values={{ title: ad.title }} />}
      confirmLabel={t('advertisements.restore.submit')}
      pending={restore.isPending}
      onConfirm={confirm}
    />
  )
}
