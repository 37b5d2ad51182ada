import { hydrate } from 'preact'
import { GuestPage } from './components/guest-page.tsx'
import { guestModelId, guestRootId } from './document-ids.ts'
import type { GuestPageModel } from './model.ts'

// The page's script: takes over the server-rendered page for the countdown, the live task check and Connect.
const root = document.getElementById(guestRootId)
const data = document.getElementById(guestModelId)?.textContent
if (root && data) {
  const model = JSON.parse(data) as GuestPageModel
  hydrate(<GuestPage model={model} />, root)
}
