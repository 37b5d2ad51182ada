import { Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useCurrentUser } from '@/hooks/use-current-user'
import { useNoVenue } from '@/hooks/use-no-venue'
import { cn } from '@/lib/utils'

/**
 * What a customer in no venue yet does instead of adding one (which only administrators do): ask an administrator to
 * add them, by writing to the address the server names, in an email already addressed, titled and naming their
 * account (docs/decisions/056).
 */
function NoVenueMessage({ askEmail, className }: { askEmail: string | null; className?: string }) {
  const { t } = useTranslation()
  const account = useCurrentUser()?.email ?? ''
  const mail = askEmail
    ? `mailto:${askEmail}?${new URLSearchParams({
        subject: t('venueInvitations.noVenue.mailSubject'),
        body: t('venueInvitations.noVenue.mailBody', { account }),
      })
        .toString()
        .replaceAll('+', '%20')}`
    : undefined
  return (
    <div
      className={cn(
        'grid max-w-prose gap-1.5 rounded-lg border bg-muted/40 p-4 text-left text-sm whitespace-normal',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <Store aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        {t('venueInvitations.noVenue.title')}
      </p>
      <p className="text-muted-foreground">
        {askEmail ? (
          <Trans
            i18nKey="venueInvitations.noVenue.withEmail"
            values={{ email: askEmail }}
            components={{
              mail: <a href={mail} className="font-medium text-foreground underline underline-offset-4" />,
            }}
          />
        ) : (
          t('venueInvitations.noVenue.withoutEmail')
        )}
      </p>
    </div>
  )
}

/** Above a screen that a venue would fill (the dashboard, the analytics): for a customer in no venue, whom to ask. */
export function NoVenueNotice({ className }: { className?: string }) {
  const noVenue = useNoVenue()
  return noVenue ? <NoVenueMessage askEmail={noVenue.askEmail} className={className} /> : null
}

/**
 * A list's empty state: for a customer in no venue, whom to ask; for anyone else, the list's own words (`children`).
 */
export function EmptyListState({ children }: { children: ReactNode }) {
  const noVenue = useNoVenue()
  return noVenue ? (
    <NoVenueMessage askEmail={noVenue.askEmail} className="mx-auto" />
  ) : (
    <p className="text-muted-foreground">{children}</p>
  )
}
