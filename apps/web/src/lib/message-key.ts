import i18n, { type CustomTypeOptions } from 'i18next'

type Catalogs = CustomTypeOptions['resources']

/** A form error's text as a catalog key: a validation message (the contract's `msg`) or an API error code. */
export type MessageKey =
  `validation:${keyof Catalogs['validation'] & string}` | `errors:${keyof Catalogs['errors'] & string}`

/**
 * react-hook-form holds an error's message as a plain string; the contract's schemas and the server's `fields`
 * put a message key there. This checks that the loaded catalogs have it before it reaches `t`, so a key they lack
 * cannot be shown raw: anything else (a library's own English text) reads as the generic error. It asks i18next
 * rather than the contract's lists so that the sign-in page does not load them (docs/decisions/030).
 */
export function messageKey(message: string): MessageKey | 'toast.anErrorOccurred' {
  const known = /^(validation|errors):\w+$/.test(message) && i18n.exists(message)
  return known ? (message as MessageKey) : 'toast.anErrorOccurred'
}
