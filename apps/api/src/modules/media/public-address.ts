import { BlockList, isIP } from 'node:net'

/**
 * IPv4 ranges that are not the public internet (IANA special-purpose registry, RFC 6890 and successors). A fetch
 * by URL must never reach these: they are this machine, the local network, the cloud metadata service, or
 * addresses nobody should be connecting to.
 */
const nonPublicIpv4 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 itself connects to this machine on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, shared with the provider's own network
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the cloud metadata service at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // the retired 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, ending with the broadcast address 255.255.255.255
] as const) {
  nonPublicIpv4.addSubnet(network, prefix, 'ipv4')
}

/**
 * The internet routes IPv6 unicast only inside 2000::/3, so everything outside it is refused without listing it:
 * unspecified ::, loopback ::1, link-local fe80::/10, unique-local fc00::/7, multicast ff00::/8 and the rest.
 * Addresses that carry an IPv4 address are judged by that address first (see embeddedIpv4).
 */
const globalUnicastIpv6 = new BlockList()
globalUnicastIpv6.addSubnet('2000::', 3, 'ipv6')

/** Parts of 2000::/3 that are still not public. */
const nonPublicGlobalIpv6 = new BlockList()
nonPublicGlobalIpv6.addSubnet('2001:db8::', 32, 'ipv6') // documentation
nonPublicGlobalIpv6.addSubnet('3fff::', 20, 'ipv6') // documentation (RFC 9637)

/**
 * Whether a fetch may connect to this address: true only for addresses on the public internet. Anything that is
 * not an IP address is false.
 */
export function isPublicAddress(ip: string): boolean {
  // A zone ("fe80::1%eth0") names the interface to use, not the address.
  const address = ip.split('%')[0] ?? ''
  const version = isIP(address)
  if (version === 4) return !nonPublicIpv4.check(address, 'ipv4')
  if (version !== 6) return false

  const groups = ipv6Groups(address)
  const carried = embeddedIpv4(groups)
  if (carried !== undefined) return isPublicAddress(carried)
  return globalUnicastIpv6.check(address, 'ipv6') && !nonPublicGlobalIpv6.check(address, 'ipv6')
}

/**
 * The IPv4 address an IPv6 address stands for, where connecting to it reaches that IPv4 host (or its network):
 * IPv4-mapped ::ffff:a.b.c.d (the socket connects over IPv4), NAT64 64:ff9b::a.b.c.d (the gateway connects to it)
 * and 6to4 2002:aabb:ccdd:: (tunnelled to a.b.c.d).
 */
function embeddedIpv4(groups: readonly number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number]
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return ipv4FromGroups(g6, g7)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4FromGroups(g6, g7)
  if (g0 === 0x2002) return ipv4FromGroups(g1, g2)
  return undefined
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
}

/**
 * The eight 16-bit groups of a valid IPv6 address (checked by isIP before), expanding "::" and a trailing dotted
 * IPv4 part ("::ffff:127.0.0.1").
 */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').flatMap(groupsOf))
  const before = parse(head)
  if (tail === undefined) return before
  const after = parse(tail)
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after]
}

function groupsOf(piece: string): number[] {
  if (!piece.includes('.')) return [parseInt(piece, 16)]
  const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number)
  return [(a << 8) | b, (c << 8) | d]
}
