import type { AccessPoint } from '@wifi/contract'
import { Trans, useTranslation } from 'react-i18next'
import { DeleteDialog } from '@/components/delete-dialog'
import { useDeleteAccessPoint } from '../api/access-point-requests'

interface AccessPointDeleteDialogProps {
  accessPoint: AccessPoint
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Deleting an access point deletes its OpenWISP device: it asks for the name, typed exactly. */
export function AccessPointDeleteDialog({ accessPoint, open, onOpenChange }: AccessPointDeleteDialogProps) {
  const { t } = useTranslation()
  const remove = useDeleteAccessPoint()
  return (
    <DeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accessPoints.delete.title')}
      description={
        <Trans
          i18nKey="accessPoints.delete.description"
          values={{ name: accessPoint.name }}
          components={{ strong: <strong /> }}
        />
      }
      confirmText={accessPoint.name}
      confirmLabel={t('accessPoints.delete.confirmLabel', { name: accessPoint.name })}
      mutation={remove}
      id={accessPoint.id}
      deletedText={t('accessPoints.toast.deleted', { name: accessPoint.name })}
      failedToast={(reason) => ({ title: t('accessPoints.toast.deleteFailed'), description: reason })}
    />
  )
}
