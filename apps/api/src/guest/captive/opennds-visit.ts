import { createDecipheriv, createHash } from 'node:crypto'
import { isIPv4 } from 'node:net'
import { macFromGateway } from './gateway-mac.ts'
import { isGatewayName, isGatewayText, isHandOffAddress } from './gateway-fields.ts'

/** What the captive page needs of an openNDS redirect (FAS secure level 1 or 2). */
export interface OpenndsVisit {
  /** The gateway's id for this client's visit; the hand-off token is derived from it. */
  hid: string
  /** The client's MAC (AA:BB:…), only ever hashed. */
  clientMac: string
  /** The gateway interface's MAC (AA:BB:…), how the access point is found; null when missing. */
  gatewayMac: string | null
  /** The gateway's name, without the ` Node:<mac>` suffix openNDS may add; null when missing. */
  gatewayName: string | null
  /** Where the gateway listens for the hand-off: `ip:port` on the guests' network. */
  gatewayAddress: string
}

/** The longest `fas` accepted: openNDS's payload is a few hundred bytes, twice base64-encoded at level 2. */
const maxFasLength = 4096

const missing = (value: string | undefined) => value === undefined || value === '' || value === '(null)'

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * Reads a decoded payload: `key=value` pairs joined by ", ", parsed leniently as openNDS writes them (empty fields come
 * as "(null)" with or without a key, values are percent-encoded or not) — then every field is checked (gateway-fields.ts)
 * before any is used. Null when a field is malformed or one the hand-off needs is missing.
 */
function parseFasPayload(text: string): OpenndsVisit | null {
  const fields = new Map<string, string>()
  for (const part of text.split(', ')) {
    const equals = part.indexOf('=')
    if (equals <= 0) continue
    const value = decodeURIComponentSafe(part.slice(equals + 1).trim())
    if (!isGatewayText(value)) return null
    fields.set(part.slice(0, equals).trim(), value)
  }
  const hid = fields.get('hid') ?? ''
  const clientMac = macFromGateway(fields.get('clientmac'))
  const gatewayAddress = fields.get('gatewayaddress') ?? ''
  const gatewayMacField = fields.get('gatewaymac')
  const gatewayMac = macFromGateway(gatewayMacField)
  const clientIp = fields.get('clientip')
  const nameField = fields
    .get('gatewayname')
    ?.replace(/ ?Node:[0-9a-fA-F:]+ ?$/, '')
    .trim()
  const gatewayName = missing(nameField) ? null : nameField!
  if (
    !/^[0-9a-f]{64}$/.test(hid) ||
    !clientMac ||
    !isHandOffAddress(gatewayAddress) ||
    (!missing(gatewayMacField) && !gatewayMac) ||
    (!missing(clientIp) && !isIPv4(clientIp!)) ||
    (gatewayName !== null && !isGatewayName(gatewayName))
  ) {
    return null
  }
  return { hid, clientMac, gatewayMac, gatewayName, gatewayAddress }
}

/** Level 1: the payload is plain base64, so anyone can make one up (docs/gateways.md). */
export function readFasLevel1(fas: string): OpenndsVisit | null {
  if (fas.length > maxFasLength || !/^[A-Za-z0-9+/=_-]+$/.test(fas)) return null
  return parseFasPayload(Buffer.from(fas, 'base64').toString('utf8'))
}

/**
 * Level 2: openNDS runs PHP's `openssl_encrypt(payload, 'aes-256-cbc', faskey, 0, iv)`, which answers base64, and
 * base64-encodes that once more. The key is the faskey's bytes padded with NUL to 32 (as PHP does), the iv its 16
 * characters as they are. Null when it does not decrypt with this key — only a gateway holding it can send a guest.
 */
export function readFasLevel2(fas: string, iv: string, fasKey: string): OpenndsVisit | null {
  if (fas.length > maxFasLength || !/^[A-Za-z0-9+/=]+$/.test(fas) || !/^[0-9A-Za-z]{16}$/.test(iv)) return null
  const key = Buffer.alloc(32)
  Buffer.from(fasKey, 'latin1').copy(key, 0, 0, 32)
  try {
    const cipherText = Buffer.from(Buffer.from(fas, 'base64').toString('latin1'), 'base64')
    const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(iv, 'latin1'))
    const text = Buffer.concat([decipher.update(cipherText), decipher.final()]).toString('utf8')
    return parseFasPayload(text)
  } catch {
    return null
  }
}

/** The token openNDS accepts for `hid`: lower-case hex SHA-256 of the hid followed by the FAS key. */
const openndsToken = (hid: string, fasKey: string) =>
  createHash('sha256')
    .update(hid + fasKey)
    .digest('hex')

/**
 * Where the browser goes to be let through: the gateway's auth path (with its trailing slash; level 1 sends no
 * `authdir`). `redir` is our own landing page, not the guest's original URL: a browser may reuse a connection opened
 * before login and land on the gateway's status page instead.
 */
export function openndsAuthUrl(options: {
  gatewayAddress: string
  hid: string
  fasKey: string
  redir: string
  custom: string
}): string {
  const query = new URLSearchParams({
    tok: openndsToken(options.hid, options.fasKey),
    redir: options.redir,
    custom: Buffer.from(options.custom).toString('base64'),
  })
  return `http://${options.gatewayAddress}/opennds_auth/?${query}`
}
