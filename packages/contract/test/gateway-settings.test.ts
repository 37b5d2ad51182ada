import { describe, expect, it } from 'vitest'
import { gatewaySettingsLines, type GatewaySettingsInput } from '../src/index.ts'

const accessPointId = '3f0c2a6e-8d7b-4c1e-9a55-0b6f1d2e3c4a'
const openwispDeviceId = 'b7e4d1c0-5a2f-4e8b-8c3d-9f1a2b3c4d5e'
const settings = (kind: GatewaySettingsInput['kind'], captiveUrl: string) =>
  gatewaySettingsLines({
    kind,
    captiveUrl,
    accessPointId,
    openwispDeviceId,
    placeholders: { secret: 'the secret', ipAddressOf: (host) => `the IPv4 address of ${host}` },
  })

// docs/production.md, "Setting up a gateway", shows these lines for a server at http://10.0.0.2:8080.
describe('gatewaySettingsLines', () => {
  it('gives openNDS FAS secure level 2 with the access point’s faspath and its OpenWISP id as gatewayname', () => {
    expect(settings('opennds', 'http://10.0.0.2:8080')).toEqual([
      'fasremoteip 10.0.0.2',
      'fasport 8080',
      `faspath /wifi/opennds/${accessPointId}`,
      'faskey <the secret>',
      'fas_secure_enabled 2',
      'login_option_enabled 0',
      `gatewayname ${openwispDeviceId}`,
    ])
  })

  it('gives CoovaChilli the UAM server, the secret’s place, the NAS id and the server to allow before login', () => {
    expect(settings('chilli', 'http://10.0.0.2:8080')).toEqual([
      'HS_UAMSERVER=http://10.0.0.2:8080/wifi/chilli',
      'HS_UAMSECRET=<the secret>',
      `HS_NASID=${openwispDeviceId}`,
      'HS_UAMALLOW=10.0.0.2',
    ])
  })

  it('puts a name in fasremotefqdn (openNDS takes only an IPv4 address in fasremoteip), with the default port', () => {
    expect(settings('opennds', 'https://wifi.example.vn').slice(0, 4)).toEqual([
      'fasremotefqdn wifi.example.vn',
      'fasremoteip <the IPv4 address of wifi.example.vn>',
      'fasport 443',
      `faspath /wifi/opennds/${accessPointId}`,
    ])
    expect(settings('opennds', 'http://wifi.example.vn')[2]).toBe('fasport 80')
  })

  it('keeps a path CAPTIVE_URL has (a proxy in front), as the captive routes do', () => {
    expect(settings('opennds', 'https://example.vn:8443/portal')[3]).toBe(
      `faspath /portal/wifi/opennds/${accessPointId}`,
    )
    expect(settings('chilli', 'https://example.vn:8443/portal')[0]).toBe(
      'HS_UAMSERVER=https://example.vn:8443/portal/wifi/chilli',
    )
    expect(settings('chilli', 'https://example.vn:8443/portal')[3]).toBe('HS_UAMALLOW=example.vn')
  })
})
