import { normalizeMac } from '@wifi/contract'

/** What a scanned code names: the console's (or OpenWISP's) id, a MAC address, or both. */
export interface ScannedAccessPoint {
  id?: string
  mac?: string
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * docs/product.md §3's QR payload, read leniently: JSON holding `id` and/or `mac_address` as text. Anything else
 * (not JSON, a list, neither field) is null — the scanner's "Invalid QR code format" (§8).
 */
export function parseQrPayload(text: string): ScannedAccessPoint | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { id, mac_address: mac } = value as Record<string, unknown>
  if (!nonEmpty(id) && !nonEmpty(mac)) return null
  return { ...(nonEmpty(id) && { id: id.trim() }), ...(nonEmpty(mac) && { mac: normalizeMac(mac) }) }
}
