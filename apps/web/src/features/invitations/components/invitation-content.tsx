import { useTranslation } from 'react-i18next'
import { StrongText } from '@/components/strong-text'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-error'
import { useInvitationPreview } from '../api/invitation-requests'
import { InvitationRefused } from './invitation-refused'
import { JoinWithAccount } from './join-with-account'
import { NewAccountForm } from './new-account-form'

/** A link without its token is refused as the server refuses one it never sent, without asking it. */
const missingToken = new ApiError(400, { code: 'INVITATION_INVALID', message: '' })

/**
 * The page an invitation email's link opens (docs/decisions/056): the venue it invites to, then the account's form for
 * an address without one, or signing in and joining for one with an account; or why the link cannot be used.
 */
export function InvitationContent({ token }: { token: string }) {
  const { t } = useTranslation()
  const preview = useInvitationPreview(token)
  if (token === '') return <InvitationRefused error={missingToken} />
  if (preview.isError) return <InvitationRefused error={preview.error} />
  if (preview.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <span role="status" className="sr-only">
          {t('venueInvitations.page.loading')}
        </span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-24" />
      </div>
    )
  }
  const invitation = preview.data
  return (
    <div className="grid gap-4">
      <p>
        <StrongText i18nKey="venueInvitations.page.description" values={{ venue: invitation.venueName }} />
      </p>
      {invitation.hasAccount ? (
        <JoinWithAccount token={token} invitation={invitation} />
      ) : (
        <NewAccountForm token={token} invitation={invitation} />
      )}
    </div>
  )
}
