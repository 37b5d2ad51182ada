import type { AccessPoint } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '@/components/delete-dialog'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { StrongText } from '@/components/strong-text'
import { useDeleteAccessPoint } from '../api/access-point-requests'

/** Deleting an access point deletes its OpenWISP device: it asks for the name, typed exactly. */
export function AccessPointDeleteDialog({ accessPoint, ...dialog }: DialogOpenProps & { accessPoint: AccessPoint }) {
  const { t } = useTranslation()
  const remove = useDeleteAccessPoint()
  return (
    <DeleteDialog
      {...dialog}
      title={t('accessPoints.delete.title')}
      description={<StrongText i18nKey="accessPoints.delete.description" values={{ name: accessPoint.name }} />}
      confirmText={accessPoint.name}
      confirmLabel={t('accessPoints.delete.confirmLabel', { name: accessPoint.name })}
      mutation={remove}
      id={accessPoint.id}
      deletedText={t('accessPoints.toast.deleted', { name: accessPoint.name })}
      failedToast={(reason) => ({ title: t('accessPoints.toast.deleteFailed'), description: reason })}
    />
  )
}
