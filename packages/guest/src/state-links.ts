/**
 * What the live page passes along in its links to the terms, the privacy notice and the other language, and gets back
 * in `initial`.
 */
export interface PageState {
  answer: string
  termsAccepted: boolean
  measurementAccepted: boolean
  adClosed: boolean
}

/**
 * A link that keeps the page's state: the base address (which already names the session and the language) with the
 * typed answer, the ticks and a closed ad in its query. The notice's "Back" link returns them to the page, so a guest
 * who reads the terms loses nothing, without cookie or storage.
 */
export function linkWithState(base: string, state: PageState): string {
  const query = new URLSearchParams()
  if (state.answer) query.set('answer', state.answer)
  if (state.termsAccepted) query.set('terms', 'accepted')
  if (state.measurementAccepted) query.set('measurement', 'accepted')
  if (state.adClosed) query.set('adClosed', '1')
  const added = query.toString()
  if (!added) return base
  return `${base}${base.includes('?') ? '&' : '?'}${added}`
}
