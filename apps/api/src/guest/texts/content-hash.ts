import { createHash } from 'node:crypto'
import type { GuestOperator, GuestTextInput, GuestTextKind } from '@wifi/contract'

/**
 * The SHA-256 (hex) of everything a version says, in a fixed order: the evidence of a guest's choice names it, so
 * anyone holding a copy of the text can show it is the one the guest was offered. A version naming the operator with a
 * free contact line (the product's placeholder, or published before the operator became one setting) is hashed as
 * versions always were; one naming the setting's fields hashes those fields.
 */
export function guestTextHash(kind: GuestTextKind, text: GuestTextInput, operator: GuestOperator): string {
  const { name, address, email, phone, contact } = operator
  const content =
    contact !== null
      ? [kind, name, contact, text.bodyVi, text.bodyEn]
      : [kind, { name, address, email, phone }, text.bodyVi, text.bodyEn]
  return createHash('sha256').update(JSON.stringify(content)).digest('hex')
}
