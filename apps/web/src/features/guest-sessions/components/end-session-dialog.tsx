import type { GuestSession } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { StrongText } from '@/components/strong-text'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useEndGuestSession } from '../api/guest-session-requests'

interface EndSessionDialogProps {
  /** The session to end; null while the dialog is closed. */
  session: GuestSession | null
  onClose: () => void
}

/**
 * Ending one guest's session (docs/decisions/034): the gateway disconnects them at once; they can connect again the
 * usual way. The toast says what the gateway did: ended it, will end it (openNDS's command not run yet), or had
 * already let the guest go.
 */
export function EndSessionDialog({ session, onClose }: EndSessionDialogProps) {
  const { t } = useTranslation()
  const open = session !== null
  const end = useEndGuestSession()
  const confirm = () => {
    if (!session) return
    // The toast follows the promise: the list's refresh, which the mutation awaits, changes the row under the dialog.
    end.mutateAsync(session.handle).then(
      (result) => {
        if (result.outcome === 'requested') toast.success(t('guestSessions.end.requested'))
        else if (result.session.endCause === 'lost') toast.success(t('guestSessions.end.gone'))
        else toast.success(t('guestSessions.end.ended'))
        onClose()
      },
      (error: Error) => toast.error(t('guestSessions.end.failed'), { description: errorMessage(error, t) }),
    )
  }
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('guestSessions.end.title')}
      description={
        session && (
          <StrongText
            i18nKey="guestSessions.end.description"
            values={{ device: session.deviceLabel, venue: session.venueName }}
          />
        )
      }
      confirmLabel={t('guestSessions.end.confirm')}
      destructive
      pending={end.isPending}
      onConfirm={confirm}
    />
  )
}
