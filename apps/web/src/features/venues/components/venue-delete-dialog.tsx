import type { Venue } from '@wifi/contract'
import { Trans, useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog'
import { errorMessage } from '@/lib/error-message'
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
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('venues.delete.title')}
      description={
        <Trans i18nKey="venues.delete.description" values={{ name: venue.name }} components={{ strong: <strong /> }} />
      }
      confirmText={venue.name}
      confirmLabel={t('venues.delete.confirmLabel', { name: venue.name })}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(venue.id, {
          onSuccess: () => {
            toast.success(t('venues.toast.deleted', { name: venue.name }))
            onOpenChange(false)
          },
          onError: (error) => toast.error(t('venues.toast.deleteFailed'), { description: errorMessage(error, t) }),
        })
      }
    />
  )
}
