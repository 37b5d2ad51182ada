import type { GuestNoticeStrings } from '../notice-strings.ts'
import type { GuestDataActions } from '../notice-model.ts'

interface DataActionsProps {
  actions: GuestDataActions
  words: GuestNoticeStrings
}

/**
 * The guest's rights as buttons: withdraw the measurement consent (only where it was given) and erase this device's
 * data. Each is a plain form posting the guest session, so it works on pages without script; the server does it at
 * once and answers a page saying what was done.
 */
export function DataActions({ actions, words }: DataActionsProps) {
  const action = (kind: string, href: string, label: string, hint: string) => (
    <form class="data-action" method="post" action={href}>
      <input type="hidden" name="session" value={actions.session} />
      <button type="submit" class="button button-secondary" aria-describedby={`guest-${kind}-hint`}>
        {label}
      </button>
      <p id={`guest-${kind}-hint`} class="message-detail">
        {hint}
      </p>
    </form>
  )
  return (
    <div class="data-actions">
      {actions.measured && action('withdraw', actions.withdrawAction, words.withdraw, words.withdrawHint)}
      {action('erase', actions.eraseAction, words.erase, words.eraseHint)}
    </div>
  )
}
