import type { Venue } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '@/components/delete-dialog'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { StrongText } from '@/components/strong-text'
import { useDeleteVenue } from '../api/venue-requests'

/** Deleting a venue asks for its name, typed exactly. */
export function VenueDeleteDialog({ venue, ...dialog }: DialogOpenProps & { venue: Venue }) {
  const { t } = useTranslation()
  const remove = useDeleteVenue()
  return (
    <DeleteDialog
      {...dialog}
      title={t('venues.delete.title')}
      description={<StrongText i18nKey="venues.delete.description" values={{ name: venue.name }} />}
      confirmText={venue.name}
      confirmLabel={t('venues.delete.confirmLabel', { name: venue.name })}
      mutation={remove}
      id={venue.id}
      deletedText={t('venues.toast.deleted', { name: venue.name })}
      failedToast={(reason) => ({ title: t('venues.toast.deleteFailed'), description: reason })}
    />
  )
}
