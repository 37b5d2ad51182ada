import * as z from 'zod/mini'
import type { GatewayKind } from './access-point.ts'
import { captivePaths } from './guest-funnel.ts'

/**
 * Where guests' gateways reach the captive pages (admins): CAPTIVE_URL, or null when it is unset and the server uses
 * the address each request came to, which the console cannot know for the guests' network.
 */
export const captiveUrlSchema = z.object({ captiveUrl: z.nullable(z.string()) })
export type CaptiveUrl = z.infer<typeof captiveUrlSchema>

export interface GatewaySettingsInput {
  kind: GatewayKind
  /** The captive pages' base URL as the captive routes use it: CAPTIVE_URL, else the server's own address. */
  captiveUrl: string
  accessPointId: string
  openwispDeviceId: string
  /** What the console never shows (the secret) or cannot know (a name's IPv4 address), in the reader's words. */
  placeholders: { secret: string; ipAddressOf: (host: string) => string }
}

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * The lines to put into an access point's gateway configuration (docs/production.md, "Setting up a gateway"): openNDS
 * at FAS secure level 2 (`/etc/opennds/opennds.conf`), CoovaChilli's UAM side (`/etc/chilli/config`). The secret is a
 * placeholder.
 */
export function gatewaySettingsLines(input: GatewaySettingsInput): string[] {
  const { kind, captiveUrl, accessPointId, openwispDeviceId, placeholders } = input
  const url = new URL(captiveUrl)
  if (kind === 'chilli') {
    // Chilli signs its redirect with uamserver; the server checks it against the URL built the same way.
    return [
      `HS_UAMSERVER=${captiveUrl}${captivePaths.chilli}`,
      `HS_UAMSECRET=<${placeholders.secret}>`,
      `HS_NASID=${openwispDeviceId}`,
      `HS_UAMALLOW=${url.hostname}`,
    ]
  }
  // openNDS exits on an fasremoteip that is not an IPv4 address: a name goes in fasremotefqdn, beside its address.
  const where = ipv4.test(url.hostname)
    ? [`fasremoteip ${url.hostname}`]
    : [`fasremotefqdn ${url.hostname}`, `fasremoteip <${placeholders.ipAddressOf(url.hostname)}>`]
  const prefix = url.pathname.replace(/\/+$/, '')
  return [
    ...where,
    `fasport ${url.port || (url.protocol === 'https:' ? '443' : '80')}`,
    `faspath ${prefix}${captivePaths.openndsSecure.replace(':accessPointId', accessPointId)}`,
    `faskey <${placeholders.secret}>`,
    'fas_secure_enabled 2',
    // openNDS's own splash page would take over from ours.
    'login_option_enabled 0',
    `gatewayname ${openwispDeviceId}`,
  ]
}
