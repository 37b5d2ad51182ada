import { useState } from 'react'

/**
 * What a dialog opened from: the focused element, or, when that is an item of an open menu (which is about to
 * disappear), the button that opened the menu — Radix names it in the menu's `aria-labelledby`.
 */
function openerOf(focused: Element | null): HTMLElement | null {
  const menu = focused?.closest('[role="menu"]')
  const triggerId = menu?.getAttribute('aria-labelledby')
  const opener = triggerId ? document.getElementById(triggerId) : focused
  return opener instanceof HTMLElement && opener !== document.body ? opener : null
}

/**
 * Radix gives focus back to a `DialogTrigger`, but our dialogs open from state (a toolbar button, a row's menu
 * item), so without this focus falls to `<body>` on close and the next Tab starts over at the sidebar
 * (WCAG 2.4.3). Pass the result to the dialog content's `onCloseAutoFocus`. When the opener has gone (its row
 * was deleted), the page's heading (focusable, see PageHeader) is the next best place to continue. A dialog that
 * another one opened (a scan's result) names its `opener`: the control the reader started from.
 */
export function useReturnFocus(open: boolean, givenOpener?: HTMLElement | null) {
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  const [wasOpen, setWasOpen] = useState(false)
  // Noted while rendering the opening, before the dialog moves focus inside itself.
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpener(openerOf(document.activeElement))
  }
  return (event: Event) => {
    event.preventDefault()
    const from = givenOpener ?? opener
    const target = from?.isConnected ? from : document.querySelector<HTMLElement>('main h1')
    target?.focus()
  }
}
