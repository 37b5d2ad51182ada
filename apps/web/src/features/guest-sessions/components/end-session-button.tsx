import type { GuestSession } from '@wifi/contract'
import { Unplug } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'

/**
 * An online guest's "End session": its name also says whose, since every online row has one. In the table it is an
 * icon with the words in a tooltip, the width of the other tables' row menus (a labelled button covered the State
 * column under it at 1280 px); on a phone's card it is labelled.
 */
export function EndSessionButton({
  session,
  onEnd,
  compact = false,
}: {
  session: GuestSession
  onEnd: (session: GuestSession) => void
  compact?: boolean
}) {
  const { t } = useTranslation()
  const name = t('guestSessions.end.actionFor', { device: session.deviceLabel })
  if (compact) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={name} onClick={() => onEnd(session)}>
            <Unplug aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="left">{t('guestSessions.end.action')}</TooltipContent>
      </Tooltip>
    )
  }
  return (
    <Button variant="outline" size="sm" aria-label={name} onClick={() => onEnd(session)}>
      <Unplug aria-hidden />
      {t('guestSessions.end.action')}
    </Button>
  )
}
