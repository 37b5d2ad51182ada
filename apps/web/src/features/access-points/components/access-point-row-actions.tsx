import type { AccessPoint } from '@wifi/contract'
import { useNavigate } from '@tanstack/react-router'
import { Eye, Megaphone, Wifi } from 'lucide-react'
import { useContext, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCan } from '@/hooks/use-can'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { AccessPointDeleteDialog } from './access-point-delete-dialog'
import { AccessPointFormDialog } from './access-point-form-dialog'
import { ManageVenueAds } from '../manage-venue-ads'
import { AccessPointViewDialog } from './access-point-view-dialog'

/**
 * An access point's ⋯ menu: View, its guests online now (the guest sessions page, filtered), its venue's ads (whoever
 * sees the access point may manage them: an admin, or a member of its venue), Edit (every access point the reader
 * sees is one they may edit), and Delete for admins.
 */
export function AccessPointRowActions({ accessPoint }: { accessPoint: AccessPoint }) {
  const { t } = useTranslation()
  const deletes = useCan('accessPoints.administer')
  const [dialog, setDialog] = useState<'view' | 'ads' | 'edit' | 'delete' | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  const ManageAds = useContext(ManageVenueAds)
  const navigate = useNavigate()
  const venue = accessPoint.venueId && { id: accessPoint.venueId, name: accessPoint.venueName ?? '' }
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: accessPoint.name })}
        actions={[
          { label: t('accessPoints.view'), icon: Eye, onSelect: () => setDialog('view') },
          {
            label: t('guestSessions.showOnline'),
            icon: Wifi,
            onSelect: () =>
              void navigate({ to: '/accesspoints/guests', search: { accessPointId: accessPoint.id, state: 'online' } }),
          },
          ...(ManageAds && venue
            ? [{ label: t('accessPoints.manageVenueAds'), icon: Megaphone, onSelect: () => setDialog('ads') }]
            : []),
        ]}
        onEdit={() => setDialog('edit')}
        onDelete={deletes ? () => setDialog('delete') : undefined}
      />
      {dialog === 'view' && <AccessPointViewDialog open onOpenChange={close} accessPoint={accessPoint} />}
      {dialog === 'ads' && ManageAds && venue && <ManageAds open onOpenChange={close} venue={venue} />}
      {dialog === 'edit' && <AccessPointFormDialog open onOpenChange={close} accessPoint={accessPoint} />}
      {dialog === 'delete' && <AccessPointDeleteDialog open onOpenChange={close} accessPoint={accessPoint} />}
    </>
  )
}
