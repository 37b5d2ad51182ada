/** Django's slugify for Vietnamese names: "Wifi Việt Miền Bắc" → "wifi-viet-mien-bac" (đ has no decomposition). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}

export function normalizeMac(mac: string): string {
  return mac.replace(/-/g, ':').toUpperCase()
}

export const MAC_PATTERN = /^([0-9A-Fa-f]{2}[:-]){5}([0-9A-Fa-f]{2})$/

const HOSTNAME_LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)'
const HOSTNAME_PATTERN = new RegExp(`^${HOSTNAME_LABEL}(\\.${HOSTNAME_LABEL})*$`, 'i')

/** openwisp-controller's device name rule: a hostname or a MAC address. */
export function isHostnameOrMac(name: string): boolean {
  return MAC_PATTERN.test(name) || HOSTNAME_PATTERN.test(name)
}

/** Python's uuid.UUID() accepts any case and hyphenation; filters compare the normalised form. */
export function normalizeUuid(value: string): string | null {
  const hex = value
    .trim()
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/-/g, '')
    .replace(/^urn:uuid:/, '')
  if (!/^[0-9a-f]{32}$/.test(hex)) return null
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const IPV4_PATTERN = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export function isIpAddress(value: string): boolean {
  if (IPV4_PATTERN.test(value)) return true
  return /^[0-9a-f:]+$/i.test(value) && value.includes(':') && value.split('::').length <= 2
}
