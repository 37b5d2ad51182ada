import { createHash } from 'node:crypto'
import type { GuestTextInput, GuestTextKind } from '@wifi/contract'

/**
 * The SHA-256 (hex) of everything a version says, in a fixed order: the evidence of a guest's choice names it, so
 * anyone holding a copy of the text can show it is the one the guest was offered.
 */
export function guestTextHash(kind: GuestTextKind, text: GuestTextInput): string {
  const content = [kind, text.operatorName, text.operatorContact, text.bodyVi, text.bodyEn]
  return createHash('sha256').update(JSON.stringify(content)).digest('hex')
}
