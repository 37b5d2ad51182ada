import type { AccessPoint } from '@wifi/contract'
import { Eye } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { AccessPointDeleteDialog } from './access-point-delete-dialog'
import { AccessPointFormDialog } from './access-point-form-dialog'
import { AccessPointViewDialog } from './access-point-view-dialog'

/**
 * An access point's ⋯ menu: View, Edit (every access point the reader sees is one they may edit: an admin's, or
 * their own venue's), and Delete for admins.
 */
export function AccessPointRowActions({ accessPoint, isAdmin }: { accessPoint: AccessPoint; isAdmin: boolean }) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<'view' | 'edit' | 'delete' | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: accessPoint.name })}
        actions={[{ label: t('accessPoints.view'), icon: Eye, onSelect: () => setDialog('view') }]}
        onEdit={() => setDialog('edit')}
        onDelete={isAdmin ? () => setDialog('delete') : undefined}
      />
      {dialog === 'view' && <AccessPointViewDialog open onOpenChange={close} accessPoint={accessPoint} />}
      {dialog === 'edit' && <AccessPointFormDialog open onOpenChange={close} accessPoint={accessPoint} />}
      {dialog === 'delete' && <AccessPointDeleteDialog open onOpenChange={close} accessPoint={accessPoint} />}
    </>
  )
}
