import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'

/**
 * A link that cannot be used (unknown or replaced, expired, used): the server's reason in the reader's language, and
 * the way on, which is signing in (a used link's account exists) or asking an administrator again, as the reason says.
 */
export function InvitationRefused({ error }: { error: unknown }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="grid gap-3">
      <p className="font-medium">{t('venueInvitations.page.failed')}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, t)}</p>
      <Button asChild variant="outline">
        <Link to="/sign-in">{t('venueInvitations.page.toSignIn')}</Link>
      </Button>
    </div>
  )
}
