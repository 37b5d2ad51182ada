/**
 * A MAC address as a gateway writes it — openNDS's `gatewaymac` as 12 hex digits without separators, CoovaChilli's
 * `called` and `mac` as AA-BB-CC-DD-EE-FF, others with colons — in the form the console stores (AA:BB:CC:DD:EE:FF).
 * Null when it is not a MAC address.
 */
export function macFromGateway(value: string | undefined): string | null {
  const digits = (value ?? '').trim().replace(/[:.-]/g, '')
  if (!/^[0-9a-fA-F]{12}$/.test(digits)) return null
  return digits.toUpperCase().match(/../g)!.join(':')
}

/**
 * Whether a MAC address is a randomised one: the locally administered bit (the second-lowest bit of the first byte)
 * set, as phones do per Wi-Fi network. Such a device looks new wherever its MAC changes (docs/decisions/035).
 */
export function isRandomisedMac(mac: string): boolean {
  const first = Number.parseInt(mac.replace(/[^0-9a-fA-F]/g, '').slice(0, 2), 16)
  return Number.isInteger(first) && (first & 0b10) !== 0
}
