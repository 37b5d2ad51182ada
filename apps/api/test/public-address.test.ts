import { describe, expect, it } from 'vitest'
import { allowedFetchAddresses } from '../src/modules/media/allowed-addresses.ts'
import { isPublicAddress } from '../src/modules/media/public-address.ts'

describe('whether an address is on the public internet', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['93.184.215.14', true],
    ['2606:4700:4700::1111', true],
    ['2001:4860:4860::8888', true],
    // Just outside the refused ranges, so a range one bit too wide would show.
    ['9.255.255.255', true],
    ['11.0.0.0', true],
    ['100.63.255.255', true],
    ['100.128.0.0', true],
    ['172.15.255.255', true],
    ['172.32.0.0', true],
    ['192.167.255.255', true],
    ['192.169.0.0', true],
    ['198.17.255.255', true],
    ['198.20.0.0', true],
    ['223.255.255.255', true],
    ['1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', false],
    ['3fff:1000::1', true],
  ])('%s is public: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected)
  })

  it.each([
    // unspecified and "this network"
    '0.0.0.0',
    '0.1.2.3',
    '::',
    // loopback
    '127.0.0.1',
    '127.255.255.254',
    '::1',
    // private
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.1.1',
    // carrier-grade NAT
    '100.64.0.1',
    '100.127.255.255',
    // link-local, cloud metadata
    '169.254.0.1',
    '169.254.169.254',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    // unique-local
    'fc00::1',
    'fd12:3456:789a::1',
    // multicast, reserved, broadcast
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    'ff02::1',
    // special-purpose and documentation
    '192.0.0.1',
    '192.0.2.1',
    '192.88.99.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '2001:db8::1',
    '3fff::1',
    // IPv4-mapped IPv6, in both spellings, is judged by its IPv4 address
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '0:0:0:0:0:ffff:c0a8:0101',
    // NAT64 and 6to4 carrying a private IPv4 address
    '64:ff9b::10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    // deprecated IPv4-compatible form, local-use NAT64
    '::127.0.0.1',
    '64:ff9b:1::8.8.8.8',
    // not an address at all
    '',
    'localhost',
    '8.8.8',
    '256.1.1.1',
    '::gg',
  ])('not public: %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false)
  })

  it.each(['::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::8.8.8.8', '64:ff9b::101:101', '2002:808:808::1'])(
    'an IPv6 form carrying a public IPv4 address is public: %s',
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true)
    },
  )
})

describe('MEDIA_FETCH_ALLOW adds the named private addresses and ranges, and only those', () => {
  const allow = allowedFetchAddresses(['10.20.0.0/16', '192.168.1.5', 'fd00:1::/32'])

  it.each([
    ['8.8.8.8', true],
    ['10.20.3.4', true],
    ['10.21.0.1', false],
    ['192.168.1.5', true],
    ['192.168.1.6', false],
    ['fd00:1::9', true],
    ['fd00:2::9', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
  ])('%s → %s', (address, allowed) => {
    expect(allow(address)).toBe(allowed)
  })

  it('with none named, is exactly the public check', () => {
    expect(allowedFetchAddresses([])).toBe(isPublicAddress)
  })
})
