import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { InvitationContent } from '@/features/invitations/components/invitation-content'

/**
 * The page a venue invitation's emailed link opens (docs/decisions/056): public, since an address without an account
 * makes it here, and open to a signed-in user too, who joins the venue with their account.
 */
export const Route = createFileRoute('/(auth)/invitation')({
  // A plain function, not a schema: the route tree loads with the sign-in page (docs/decisions/030).
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: InvitationPage,
})

function InvitationPage() {
  const { t } = useTranslation()
  const { token } = Route.useSearch()
  return (
    <AuthLayout title={t('venueInvitations.page.title')}>
      <InvitationContent token={token} />
    </AuthLayout>
  )
}
