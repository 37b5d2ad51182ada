import { createHmac, hkdfSync } from 'node:crypto'

/** Turns a guest device's MAC address into the only form stored: a keyed hash. */
export type DeviceHasher = (mac: string) => string

/**
 * A keyed hash (HMAC-SHA-256) under a key derived from SECRETS_KEY, so the console can recognise a returning device
 * and count per device without ever storing a MAC address; without the key a stored hash cannot be matched to a
 * MAC, even by trying every MAC of a vendor's range (docs/decisions/020).
 */
export function createDeviceHasher(secretsKey: Buffer): DeviceHasher {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'guest-device-hash', 32))
  return (mac) => createHmac('sha256', key).update(mac.toUpperCase()).digest('base64url')
}
