import { BlockList, isIP } from 'node:net'
import { isPublicAddress } from './public-address.ts'

/**
 * Which addresses images may be fetched from: the public internet, plus the private addresses or CIDR ranges the
 * operator names in MEDIA_FETCH_ALLOW (an image server on their own network). Nothing else, ever: not loopback
 * or cloud metadata unless named outright.
 */
export function allowedFetchAddresses(extra: readonly string[]): (ip: string) => boolean {
  if (extra.length === 0) return isPublicAddress
  const allowed = new BlockList()
  for (const entry of extra) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) allowed.addAddress(address, family)
    else allowed.addSubnet(address, Number(prefix), family)
  }
  return (ip) => isPublicAddress(ip) || allowed.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')
}
