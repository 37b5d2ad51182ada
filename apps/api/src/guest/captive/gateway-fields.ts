import { isIPv4 } from 'node:net'
import { isAccessPointName } from '@wifi/contract'

/**
 * The checks every field a gateway's redirect carries goes through after decoding, before it is looked up, stored or
 * put in a page (issue 19.5): anyone can make up such a redirect, and a NUL or an escape character must not reach
 * PostgreSQL, a log line or a guest's screen.
 */

/** The longest value any gateway field may have (a URL the guest first asked for is the longest). */
const maxGatewayFieldLength = 2048

/** C0 and C1 control characters, DEL included: no gateway field has a reason to carry one. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

/** Printable text of at most `max` characters. */
export const isGatewayText = (value: string, max = maxGatewayFieldLength) =>
  value.length <= max && !hasControlCharacter(value)

/** How a gateway names the access point (`nasid`, `gatewayname`): the access point name rule, or the OpenWISP id. */
export const isGatewayName = (value: string) => isAccessPointName(value)

/** A gateway's own session id (CoovaChilli's `sessionid`): short, and nothing but letters, digits and `._-`. */
export const isGatewaySessionId = (value: string) => /^[0-9A-Za-z._-]{1,64}$/.test(value)

export const isPort = (value: string) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535

/**
 * Whether a guest's browser may be sent to this IPv4 address with its hand-off: only the addresses a gateway serves
 * its guests on — private (RFC 1918), carrier-grade NAT (RFC 6598) or link-local. A made-up payload naming any other
 * host would otherwise have us redirect a guest there with a valid token.
 */
function isGatewayLanAddress(ip: string): boolean {
  if (!isIPv4(ip)) return false
  const [a = 0, b = 0] = ip.split('.').map(Number)
  return (
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254)
  )
}

/** `ip` or `ip:port` where `ip` passes isGatewayLanAddress. */
export function isHandOffAddress(value: string): boolean {
  const [ip = '', port, ...rest] = value.split(':')
  return rest.length === 0 && isGatewayLanAddress(ip) && (port === undefined || isPort(port))
}
