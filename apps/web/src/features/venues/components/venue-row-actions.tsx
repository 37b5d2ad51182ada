import type { Venue } from '@wifi/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { VenueDeleteDialog } from './venue-delete-dialog'
import { VenueFormDialog } from './venue-form-dialog'

/** Edit and (for admins) delete a venue, from its row's menu. */
export function VenueRowActions({ venue, isAdmin }: { venue: Venue; isAdmin: boolean }) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: venue.name })}
        onEdit={() => setDialog('edit')}
        onDelete={isAdmin ? () => setDialog('delete') : undefined}
      />
      {dialog === 'edit' && <VenueFormDialog open onOpenChange={close} venue={venue} isAdmin={isAdmin} />}
      {dialog === 'delete' && <VenueDeleteDialog open onOpenChange={close} venue={venue} />}
    </>
  )
}
