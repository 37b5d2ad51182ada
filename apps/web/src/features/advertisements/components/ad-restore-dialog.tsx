import { Trans, useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useRestoreAd } from '../api/ad-requests'

interface AdRestoreDialogProps {
  ad: { id: string; title: string }
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Restoring an ad that was taken down: asked once, since its venues' guests see it again at once. */
export function AdRestoreDialog({ ad, open, onOpenChange }: AdRestoreDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus} closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('advertisements.restore.title')}</DialogTitle>
          <DialogDescription>
            <Trans
              i18nKey="advertisements.restore.description"
              values={{ title: ad.title }}
              components={{ strong: <strong /> }}
            />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={confirm} disabled={restore.isPending}>
            {restore.isPending && <Spinner />}
            {t('advertisements.restore.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
