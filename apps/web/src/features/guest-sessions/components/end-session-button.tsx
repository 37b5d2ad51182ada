import type { GuestSession } from '@wifi/contract'
import { Unplug } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** An online guest's "End session": its name also says whose, since every online row has one. */
export function EndSessionButton({
  session,
  onEnd,
}: {
  session: GuestSession
  onEnd: (session: GuestSession) => void
}) {
  const { t } = useTranslation()
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('guestSessions.end.actionFor', { device: session.deviceLabel })}
      onClick={() => onEnd(session)}
    >
      <Unplug aria-hidden />
      {t('guestSessions.end.action')}
    </Button>
  )
}
