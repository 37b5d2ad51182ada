import type { UserEvent } from '@testing-library/user-event'

/** The texts a field's `aria-describedby` points at: its hint and, once it has one, its error. */
export function descriptionOf(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text !== undefined)
    .join(' ')
}

/** Types `text` over what a field holds, as a reader correcting it does. `user` is a `userEvent.setup()` or `userEvent`. */
export async function clearAndType(user: Pick<UserEvent, 'clear' | 'type'>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.type(field, text)
}
