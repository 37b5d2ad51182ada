import { errorCodes, msg, type ErrorCode } from '@wifi/contract'

/** A form error's text as a catalog key: a validation message of the contract, or an API error code. */
export type MessageKey = (typeof msg)[keyof typeof msg] | `errors:${ErrorCode}`

const known: ReadonlySet<string> = new Set([...Object.values(msg), ...errorCodes.map((code) => `errors:${code}`)])

/**
 * react-hook-form holds an error's message as a plain string; the contract's schemas and the server's `fields`
 * put a message key there. This checks that it is one before it reaches `t`, so a key the catalogs lack cannot
 * be shown raw: anything else (a library's own English text) reads as the generic error.
 */
export function messageKey(message: string): MessageKey | 'toast.anErrorOccurred' {
  return known.has(message) ? (message as MessageKey) : 'toast.anErrorOccurred'
}
