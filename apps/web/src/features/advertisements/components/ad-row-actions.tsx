import type { Advertisement } from '@wifi/contract'
import { Ban, Eye, FileDown, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu, type RowAction } from '@/components/row-actions-menu'
import { useCan } from '@/hooks/use-can'
import { AdDeleteDialog } from './ad-delete-dialog'
import { AdDeliveryReportDialog } from './ad-delivery-report-dialog'
import { AdFormDialog } from './ad-form-dialog'
import { AdPreviewDialog } from './ad-preview-dialog'
import { AdRestoreDialog } from './ad-restore-dialog'
import { AdTakedownDialog } from './ad-takedown-dialog'

/**
 * An ad's row menu: Preview and the delivery report (PDF) for every ad the reader sees; Take down or Restore for
 * admins (docs/decisions/033); Edit and Delete when they may change it (an admin, or its author: the API's
 * `editable`).
 */
export function AdRowActions({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation()
  const takesDown = useCan('guestPrivacy.administer')
  const [open, setOpen] = useState<'preview' | 'report' | 'edit' | 'delete' | 'takedown' | 'restore' | null>(null)
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null)
  }
  const actions: RowAction[] = [
    { label: t('advertisements.preview.action'), icon: Eye, onSelect: () => setOpen('preview') },
    { label: t('advertisements.deliveryReport.action'), icon: FileDown, onSelect: () => setOpen('report') },
  ]
  if (takesDown) {
    actions.push(
      ad.takenDown
        ? { label: t('advertisements.restore.action'), icon: RotateCcw, onSelect: () => setOpen('restore') }
        : { label: t('advertisements.takedown.action'), icon: Ban, onSelect: () => setOpen('takedown') },
    )
  }
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: ad.title })}
        actions={actions}
        onEdit={ad.editable ? () => setOpen('edit') : undefined}
        onDelete={ad.editable ? () => setOpen('delete') : undefined}
      />
      {open === 'preview' && <AdPreviewDialog open onOpenChange={close} ad={ad} />}
      {open === 'report' && <AdDeliveryReportDialog open onOpenChange={close} ad={ad} />}
      {open === 'edit' && <AdFormDialog open onOpenChange={close} ad={ad} />}
      {open === 'delete' && <AdDeleteDialog open onOpenChange={close} ad={ad} />}
      {open === 'takedown' && <AdTakedownDialog open onOpenChange={close} ad={ad} />}
      {open === 'restore' && <AdRestoreDialog open onOpenChange={close} ad={ad} />}
    </>
  )
}
