import type { Advertisement } from '@wifi/contract'
import { Eye } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { AdDeleteDialog } from './ad-delete-dialog'
import { AdFormDialog } from './ad-form-dialog'
import { AdPreviewDialog } from './ad-preview-dialog'

/**
 * An ad's row menu: Preview for every ad the reader sees; Edit and Delete when they may change it (an admin, or
 * its author: the API's `editable`).
 */
export function AdRowActions({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<'preview' | 'edit' | 'delete' | null>(null)
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null)
  }
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: ad.title })}
        actions={[{ label: t('advertisements.preview.action'), icon: Eye, onSelect: () => setOpen('preview') }]}
        onEdit={ad.editable ? () => setOpen('edit') : undefined}
        onDelete={ad.editable ? () => setOpen('delete') : undefined}
      />
      {open === 'preview' && <AdPreviewDialog open onOpenChange={close} ad={ad} />}
      {open === 'edit' && <AdFormDialog open onOpenChange={close} ad={ad} />}
      {open === 'delete' && <AdDeleteDialog open onOpenChange={close} ad={ad} />}
    </>
  )
}
