/** The elements the server's document and the page's script agree on. */
export const guestRootId = 'guest-root'
export const guestModelId = 'guest-model'
