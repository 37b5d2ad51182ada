import * as z from 'zod/mini'
import { emptyAsNull } from './fields.ts'
import { msg } from './messages.ts'

/** 802.11 allows an SSID of at most 32 bytes, not characters: a Vietnamese letter with its marks takes 2 or 3. */
const ssidMaxBytes = 32

const utf8 = new TextEncoder()
/**
 * Control characters (C0, DEL, C1) and lone surrogates, which UTF-8 cannot encode. A newline or an escape
 * character would be written through to the access point's configuration on OpenWISP.
 */
const notPrintable = /[\p{Cc}\p{Cs}]/u

const ssidChecks = [
  // Implied by the bytes (a character is at least one), and declared so the API's schema states a maximum length.
  z.maxLength(ssidMaxBytes, msg.ssidMax),
  z.refine<string>((ssid) => utf8.encode(ssid).length <= ssidMaxBytes, msg.ssidMax),
  z.refine<string>((ssid) => !notPrintable.test(ssid), msg.ssidCharacters),
]

/** An access point's SSID: required, trimmed, 1 to 32 bytes of UTF-8 without control characters. */
export const ssidField = z
  .string({ error: msg.ssidRequired })
  .check(z.trim(), z.minLength(1, msg.ssidRequired), ...ssidChecks)

/** A venue's SSID: the same rule, optional (empty means none). */
export const optionalSsidField = emptyAsNull(z.string().check(z.trim(), ...ssidChecks))
