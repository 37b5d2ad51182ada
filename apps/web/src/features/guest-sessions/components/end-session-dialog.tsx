import type { GuestSession } from '@wifi/contract'
import { Trans, useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useReturnFocus } from '@/hooks/use-return-focus'
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
  const returnFocus = useReturnFocus(open)
  const end = useEndGuestSession()
  const confirm = () => {
    if (!session) return
    // The toast follows the promise: the list's refresh, which the mutation awaits, changes the row under the dialog.
    end.mutateAsync(session.id).then(
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
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus} closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('guestSessions.end.title')}</DialogTitle>
          <DialogDescription>
            {session && (
              <Trans
                i18nKey="guestSessions.end.description"
                values={{ device: session.deviceLabel, venue: session.venueName }}
                components={{ strong: <strong /> }}
              />
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="destructive" disabled={end.isPending} onClick={confirm}>
            {end.isPending && <Spinner />}
            {t('guestSessions.end.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
