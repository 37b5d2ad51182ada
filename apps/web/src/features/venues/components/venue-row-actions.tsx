import type { Venue } from '@wifi/contract'
import { useNavigate } from '@tanstack/react-router'
import { Gauge, Megaphone, UserPlus, Wifi } from 'lucide-react'
import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { useCan } from '@/hooks/use-can'
import { VenueDeleteDialog } from './venue-delete-dialog'
import { VenueFormDialog } from './venue-form-dialog'
import { VenueGuestPolicyDialog } from './venue-guest-policy-dialog'
import { VenueInviteDialog } from './venue-invite-dialog'

/**
 * The manage-venue-ads dialog, from the venue-ads feature: the route hands it in, since features do not import
 * each other.
 */
export type ManageAdsDialog = ComponentType<{ venue: Venue; open: boolean; onOpenChange: (open: boolean) => void }>

interface VenueRowActionsProps {
  venue: Venue
  ManageAds: ManageAdsDialog
}

/**
 * Manage the venue's ads and its guest access policy, see its guests online, edit it and (for admins) invite a
 * customer to it and delete it, from its row's menu. Every venue the reader sees is one whose ads and policy they may
 * manage: an admin sees all, a customer only those they are a member of.
 */
export function VenueRowActions({ venue, ManageAds }: VenueRowActionsProps) {
  const { t } = useTranslation()
  const administers = useCan('venues.administer')
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<'ads' | 'policy' | 'invite' | 'edit' | 'delete' | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: venue.name })}
        actions={[
          { label: t('venueAds.manage'), icon: Megaphone, onSelect: () => setDialog('ads') },
          { label: t('guestPolicy.venue.action'), icon: Gauge, onSelect: () => setDialog('policy') },
          // Who is online lives beside the access points (the sidebar's items are fixed): this venue's, online now.
          {
            label: t('guestSessions.showOnline'),
            icon: Wifi,
            onSelect: () =>
              void navigate({ to: '/accesspoints/guests', search: { venueId: venue.id, state: 'online' } }),
          },
          // Bringing a customer in: the invited address gets a link that makes its account (docs/decisions/056).
          ...(administers
            ? [{ label: t('venueInvitations.action'), icon: UserPlus, onSelect: () => setDialog('invite') }]
            : []),
        ]}
        onEdit={() => setDialog('edit')}
        onDelete={administers ? () => setDialog('delete') : undefined}
      />
      {dialog === 'ads' && <ManageAds open onOpenChange={close} venue={venue} />}
      {dialog === 'policy' && <VenueGuestPolicyDialog open onOpenChange={close} venue={venue} />}
      {dialog === 'invite' && <VenueInviteDialog open onOpenChange={close} venue={venue} />}
      {dialog === 'edit' && <VenueFormDialog open onOpenChange={close} venue={venue} />}
      {dialog === 'delete' && <VenueDeleteDialog open onOpenChange={close} venue={venue} />}
    </>
  )
}
