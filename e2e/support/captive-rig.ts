import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, type APIRequestContext } from '@playwright/test'
import { syncToEnd } from './access-points.ts'
import { openwispHeaders } from './openwisp.ts'
import { createVenue, type Venue } from './management.ts'
import { appPort, openwispUrl } from './servers.ts'

// The real openNDS gateway in network namespaces (../shared/gateways/opennds-rig.sh, beside the repository), in
// front of the app the tests started, and an access point for it made in the OpenWISP simulator and synced.

const run = promisify(execFile)
const rigScript = fileURLToPath(new URL('../../../shared/gateways/opennds-rig.sh', import.meta.url))

/** The rig needs root (namespaces, firewall rules); CI runs as root. */
export const canRunRig = process.getuid?.() === 0

export interface Rig {
  work: string
  env: Record<string, string>
  /** openNDS's view of the guest: Preauthenticated, Authenticated or Unknown. */
  state(): Promise<string>
  /** Everything openNDS holds about the guest (`ndsctl json`): its limits, counters, session times, custom. */
  client(): Promise<Record<string, string>>
  deauth(): Promise<void>
  down(): Promise<void>
}

/** The rig's gateway namespace, where openNDS and ndsctl run (a fixed name: one rig per machine). */
const gatewayNamespace = 'gwt-gw'
/** The app as the gateway reaches it: the portal address the rig bridges to it. */
const appFromGateway = 'http://10.77.1.2:8080'

/**
 * Brings the rig up with the app on loopback as its portal, the gateway's MAC, FAS key, FAS secure level and faspath
 * as given (level 1: `/wifi/opennds`; level 2: `/wifi/opennds/<access point id>`, the key the payload decrypts with),
 * and `binauth`, the absolute path of a BinAuth script for openNDS to run: docs/opennds/binauth.sh gets its settings
 * from the environment, which openNDS passes on (the app through the rig's portal, and the FAS key).
 * One rig per machine: bring it down before the next.
 */
export async function startRig(options: {
  gatewayMac: string
  fasKey: string
  fasSecure: 1 | 2
  faspath: string
  binauth?: string
}): Promise<Rig> {
  const work = mkdtempSync(join(tmpdir(), 'wifi-console-rig-'))
  const env = {
    ...process.env,
    RIG_WORK: work,
    PORTAL_UPSTREAM: `127.0.0.1:${appPort}`,
    FASPATH: options.faspath,
    FAS_SECURE: String(options.fasSecure),
    FASKEY: options.fasKey,
    GATEWAY_MAC: options.gatewayMac.toLowerCase(),
    RIG_TIMEOUT: '600',
    ...(options.binauth && {
      BINAUTH: options.binauth,
      WIFI_CONSOLE_URL: appFromGateway,
      WIFI_CONSOLE_KEY: options.fasKey,
    }),
  }
  const script = (...args: string[]) => run('bash', [rigScript, ...args], { env, timeout: 120_000 })
  const up = await script('up')
  const rigEnv = Object.fromEntries(
    up.stdout
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
  return {
    work,
    env: rigEnv,
    state: async () => (await script('state')).stdout.trim(),
    async client() {
      // ndsctl refuses to run while another ndsctl (the rig's, openNDS's own) holds its lock: a few tries.
      for (let attempt = 0; ; attempt++) {
        try {
          const { stdout } = await run('ip', [
            'netns',
            'exec',
            gatewayNamespace,
            'ndsctl',
            'json',
            rigEnv.RIG_GUEST_IP!,
          ])
          return JSON.parse(stdout) as Record<string, string>
        } catch (error) {
          if (attempt >= 10) throw error
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
    },
    deauth: async () => void (await script('deauth')),
    down: async () => {
      await script('down')
      rmSync(work, { recursive: true, force: true })
    },
  }
}

/**
 * A level-1 openNDS `fas` for a new guest device at the access point: plain base64, which anyone can make up (so can
 * a test), with the gateway's hand-off address as given.
 */
export function level1Fas(accessPoint: { mac: string; name?: string }, gatewayAddress: string): string {
  const mac = ['02', ...randomBytes(5).toString('hex').match(/../g)!].join(':')
  const fields = [
    `hid=${randomBytes(32).toString('hex')}`,
    'clientip=10.77.2.70',
    `clientmac=${mac}`,
    `gatewayname=${accessPoint.name ?? 'e2e'}`,
    `gatewayaddress=${gatewayAddress}`,
    `gatewaymac=${accessPoint.mac.replaceAll(':', '').toLowerCase()}`,
  ]
  return Buffer.from(fields.join(', ')).toString('base64')
}

export interface GatewayAccessPoint {
  venue: Venue
  accessPointId: string
  /** AA:BB:… */
  mac: string
  /** Its name, as OpenWISP and the console have it. */
  name: string
}

/**
 * A new device group and device in the OpenWISP simulator, a venue linked to the group, a sync that brings the
 * device in as an access point, and the access point's gateway set by the admin (PUT …/gateway). `managementIp` is
 * the device's management address, which the console sends CoovaChilli's Disconnect-Requests to (none by default).
 */
export async function accessPointBehindGateway(
  request: APIRequestContext,
  adminToken: string,
  gateway: {
    kind: 'opennds' | 'chilli'
    secret: string
    venueName: string
    memberEmails?: string[]
    managementIp?: string
  },
): Promise<GatewayAccessPoint> {
  const headers = await openwispHeaders(request)
  const organizations = await request.get(`${openwispUrl}/api/v1/users/organization/`, { headers })
  const organization = ((await organizations.json()) as { results: { id: string }[] }).results[0]!.id
  const tag = randomBytes(3).toString('hex')
  const name = `ap-captive-${tag}`
  const group = await request.post(`${openwispUrl}/api/v1/controller/group/`, {
    headers,
    data: { name: `${gateway.venueName} ${tag}`, organization, description: 'captive test' },
  })
  expect(group.status(), await group.text()).toBe(201)
  const groupId = ((await group.json()) as { id: string }).id
  const mac = ['02', ...randomBytes(5).toString('hex').match(/../g)!].join(':').toUpperCase()
  const device = await request.post(`${openwispUrl}/api/v1/controller/device/`, {
    headers,
    data: {
      name,
      mac_address: mac,
      organization,
      group: groupId,
      ...(gateway.managementIp && { management_ip: gateway.managementIp }),
    },
  })
  expect(device.status(), await device.text()).toBe(201)

  const bearer = { authorization: `Bearer ${adminToken}` }
  const venue = await createVenue(request, adminToken, {
    name: gateway.venueName,
    openwispGroupId: groupId,
    memberEmails: gateway.memberEmails ?? [],
  })
  const { run } = await syncToEnd(request, adminToken, `/api/venues/${venue.id}/sync`)
  expect(run?.status, run?.error ?? 'not started').toBe('succeeded')
  const lookup = await request.get(`/api/access-points/lookup?mac=${encodeURIComponent(mac)}`, { headers: bearer })
  expect(lookup.status(), await lookup.text()).toBe(200)
  const accessPointId = ((await lookup.json()) as { id: string }).id
  await setGateway(request, adminToken, accessPointId, gateway)
  return { venue, accessPointId, mac, name }
}

export async function setGateway(
  request: APIRequestContext,
  adminToken: string,
  accessPointId: string,
  gateway: { kind: 'opennds' | 'chilli'; secret: string },
) {
  const response = await request.put(`/api/access-points/${accessPointId}/gateway`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { kind: gateway.kind, secret: gateway.secret },
  })
  expect(response.status(), await response.text()).toBe(200)
}
