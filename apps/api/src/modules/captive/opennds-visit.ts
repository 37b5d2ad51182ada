import { createHash } from 'node:crypto'
import { macFromGateway } from './gateway-mac.ts'

/** What the captive page needs of an openNDS redirect (FAS secure level 1). */
export interface OpenndsVisit {
  /** The gateway's id for this client's visit; the hand-off token is derived from it. */
  hid: string
  /** The client's MAC (AA:BB:…), only ever hashed. */
  clientMac: string
  /** The gateway interface's MAC (AA:BB:…), how the access point is found; null when missing. */
  gatewayMac: string | null
  /** The gateway's name, without the ` Node:<mac>` suffix openNDS may add. */
  gatewayName: string
  /** Where the gateway listens for the hand-off: `ip:port`. */
  gatewayAddress: string
}

/**
 * Reads the `fas` parameter: base64 of `key=value` pairs joined by ", ". Parsed leniently, as openNDS writes it:
 * empty fields come as "(null)" with or without a key, values are percent-encoded or not. Null when the fields the
 * hand-off needs are missing or malformed.
 */
export function decodeFas(fas: string): OpenndsVisit | null {
  if (fas.length > 4096 || !/^[A-Za-z0-9+/=_-]+$/.test(fas)) return null
  const fields = new Map<string, string>()
  for (const part of Buffer.from(fas, 'base64').toString('utf8').split(', ')) {
    const equals = part.indexOf('=')
    if (equals > 0) fields.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim())
  }
  const hid = fields.get('hid') ?? ''
  const clientMac = macFromGateway(fields.get('clientmac'))
  const gatewayAddress = fields.get('gatewayaddress') ?? ''
  // Only an IPv4 address and port: the guest's browser is sent there, so nothing else may slip into the URL.
  if (!/^[0-9a-f]{64}$/.test(hid) || !clientMac || !/^(\d{1,3}\.){3}\d{1,3}(:\d{1,5})?$/.test(gatewayAddress)) {
    return null
  }
  const name = fields.get('gatewayname') ?? ''
  return {
    hid,
    clientMac,
    gatewayMac: macFromGateway(fields.get('gatewaymac')),
    gatewayName: decodeURIComponentSafe(name.replace(/ ?Node:[0-9a-fA-F:]+ ?$/, '')).trim(),
    gatewayAddress,
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The token openNDS accepts for `hid`: lower-case hex SHA-256 of the hid followed by the FAS key. */
export const openndsToken = (hid: string, fasKey: string) =>
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
