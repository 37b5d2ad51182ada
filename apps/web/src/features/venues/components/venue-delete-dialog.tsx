import type { Venue } from '@wifi/contract'
import { Trans, useTranslation } from 'react-i18next'
import { DeleteDialog } from '@/components/delete-dialog'
import { useDeleteVenue } from '../api/venue-requests'

interface VenueDeleteDialogProps {
  venue: Venue
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Deleting a venue asks for its name, typed exactly. */
export function VenueDeleteDialog({ venue, open, onOpenChange }: VenueDeleteDialogProps) {
  const { t } = useTranslation()
  const remove = useDeleteVenue()
  return (
    <DeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('venues.delete.title')}
      description={
        <Trans i18nKey="venues.delete.description" values={{ name: venue.name }} components={{ strong: <strong /> }} />
      }
      confirmText={venue.name}
      confirmLabel={t('venues.delete.confirmLabel', { name: venue.name })}
      mutation={remove}
      id={venue.id}
      deletedText={t('venues.toast.deleted', { name: venue.name })}
      failedToast={(reason) => ({ title: t('venues.toast.deleteFailed'), description: reason })}
    />
  )
}
