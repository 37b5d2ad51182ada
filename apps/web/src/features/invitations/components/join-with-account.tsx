import { invitationPage, type InvitationPreview } from '@wifi/contract'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useAuthStore } from '@/stores/auth-store'
import { useAcceptInvitation } from '../api/invitation-requests'

/**
 * The invited address has an account: signed out, its owner signs in and comes back here (the link is the sign-in's
 * redirect); signed in, they join the venue. Signed in as another account, the server refuses and says so.
 */
export function JoinWithAccount({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signedIn = useAuthStore((state) => state.accessToken !== '')
  const accept = useAcceptInvitation()

  if (!signedIn) {
    return (
      <div className="grid gap-4">
        <p className="text-sm">{t('venueInvitations.page.existingAccount', { email: invitation.email })}</p>
        <Button asChild>
          <Link to="/sign-in" search={{ redirect: `${invitationPage}?token=${encodeURIComponent(token)}` }}>
            {t('venueInvitations.page.signIn')}
          </Link>
        </Button>
      </div>
    )
  }
  const join = () =>
    accept.mutate(token, {
      onSuccess: (accepted) => {
        toast.success(t('venueInvitations.page.joined', { venue: accepted.venue.name }))
        void navigate({ to: '/venues' })
      },
      onError: (error) => toast.error(t('venueInvitations.page.joinFailed'), { description: errorMessage(error, t) }),
    })
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t('venueInvitations.page.signedIn', { email: invitation.email })}</p>
      <Button onClick={join} disabled={accept.isPending}>
        {accept.isPending && <Spinner />}
        {t('venueInvitations.page.join')}
      </Button>
    </div>
  )
}
