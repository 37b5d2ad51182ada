import { createHash } from 'node:crypto'
import { openndsPolicyLine, type GuestPolicy } from '@wifi/contract'

/**
 * What the console and the router's BinAuth script (docs/opennds/binauth.sh) sign for each other with the access
 * point's faskey, both ways (docs/gateways.md, "openNDS BinAuth"):
 *
 *   signature = lower-case hex SHA-256 of the signed text immediately followed by the faskey
 *
 * the shape of openNDS's own `tok`, with the key last (so a length extension cannot add to a signed text), and
 * computed on the router with nothing but BusyBox (`printf '%s%s' "$text" "$key" | sha256sum`). Every text starts
 * with a word that says what it is (`login`, `logout`), so a signature for one kind never passes as the other.
 */
export const openndsSignature = (text: string, fasKey: string) =>
  createHash('sha256')
    .update(text + fasKey)
    .digest('hex')

/** How long the router accepts a hand-off after Connect: the guest's browser follows it at once. */
const openndsHandOffLifetimeSeconds = 300

/**
 * The hand-off's `custom` for openNDS, which openNDS passes to BinAuth at login: base64 of one line of single
 * spaces,
 *
 *   login <session id> <hid16> <expires> <seconds> <upload kb/s> <download kb/s> <upload quota kB> <download quota kB> <signature>
 *
 * — the guest session's id (the logout report names it), the first 16 hex digits of the visit's `hid` (openNDS's
 * hid is the SHA-256 of the client token BinAuth receives, so the script can tell that the hand-off is this
 * visit's), when the router stops accepting it (epoch seconds), the policy line the script prints for openNDS
 * (openndsPolicyLine), and the signature of everything before it. The script accepts exactly this shape and nothing
 * around it. At most about 260 characters once URL-encoded: openNDS 9.10 copies `custom` into a 384-byte buffer.
 */
export function openndsLoginCustom(hand: {
  sessionId: string
  hid: string
  policy: GuestPolicy
  fasKey: string
  now: Date
}): string {
  const expires = Math.floor(hand.now.getTime() / 1000) + openndsHandOffLifetimeSeconds
  const signed = `login ${hand.sessionId} ${hand.hid.slice(0, 16)} ${expires} ${openndsPolicyLine(hand.policy)}`
  return `${signed} ${openndsSignature(signed, hand.fasKey)}`
}
