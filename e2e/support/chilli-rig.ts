import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { startFreeradius } from '../../apps/api/test/support/freeradius.ts'
import { accessPointBehindGateway, rigTests, type GatewayAccessPoint } from './captive-rig.ts'
import { chromiumLaunchOptions } from './chromium.ts'
import { expect } from './fixtures.ts'
import { uniqueTag } from './management.ts'
import { appPort, appUrl, radiusApiToken, radiusCoaPort, radiusCoaSecret } from './servers.ts'

// The real CoovaChilli 1.8 in network namespaces (../shared/gateways/chilli-rig.sh, beside the repository, built by
// .ci/run), in front of the app the tests started, with the real FreeRADIUS between them configured as the project
// ships it (docs/freeradius: `rest` to /api/radius/authorize and /api/radius/accounting). A spec calls
// `useChilliRig()` and brings the rig up in a test, in front of a new access point of its own.

const run = promisify(execFile)
const rigScript = fileURLToPath(new URL('../../../shared/gateways/chilli-rig.sh', import.meta.url))
const chilliBuilt = existsSync('/opt/coova-chilli-1.8/sbin/chilli')

/** The rig needs root (namespaces, a tun device); CI runs as root and builds Chilli first (.ci/run). */
const canRunRig = process.getuid?.() === 0 && chilliBuilt

/** One device in Chilli (`chilli_query -json list`), as the console's guest left it. */
interface ChilliSession {
  macAddress: string
  ipAddress: string
  clientState: number
  session: { sessionId: string; userName: string; sessionTimeout: number; idleTimeout: number }
  accounting: { sessionTime: number; inputOctets: number; outputOctets: number }
}

export interface ChilliRigRun {
  tag: string
  /** The venue and access point behind the rig's Chilli: the UAM secret, `called` MAC and `nasid` are its. */
  accessPoint: GatewayAccessPoint
  /** The rig's env file: the guest's addresses, Chilli's, the UAM server, the internet host (CHILLI-RIG.md). */
  env: Record<string, string>
  /** Chilli's view of the guest: Authenticated, Preauthenticated or Unknown. */
  state(): Promise<string>
  /** The logged-in devices as Chilli holds them, with the limits it applies. */
  sessions(): Promise<ChilliSession[]>
  /** `chilli_query list`'s line for the guest: its limits and bandwidth as Chilli applies them. */
  listLine(): Promise<string>
  /** What FreeRADIUS printed: every request it took from Chilli and what the console answered. */
  radiusOutput(): string
  /** A new browser in the rig's guest namespace opening a page of the internet, which Chilli sends to the page. */
  guest(locale: 'vi-VN' | 'en-US'): Promise<Page>
  /** The guest's browser reaches the internet host (only a guest Chilli let through does). */
  expectInternet(guest: Page): Promise<void>
  /** Restarts Chilli as a gateway reboots: Stop NAS-Reboot and Accounting-Off, then Accounting-On. */
  restart(): Promise<void>
}

/**
 * The real CoovaChilli rig for the tests of the file or describe block that calls this: skipped without root or
 * without the built Chilli; after each test the guest's browser is closed, the rig brought down and FreeRADIUS
 * stopped (one rig per machine).
 */
export function useChilliRig() {
  const { closeAfter } = rigTests(
    canRunRig,
    'the CoovaChilli rig needs root and Chilli built (.ci/run builds it; CI runs as root)',
  )
  return {
    /**
     * A new venue (`venue`, after a tag of its own) with an access point behind CoovaChilli (a UAM secret of its own,
     * management address 127.0.0.1, where the rig takes the console's Disconnect-Requests), FreeRADIUS in front of
     * the console, and the rig brought up in front of both.
     */
    async up(request: APIRequestContext, adminToken: string, options: { venue: string }): Promise<ChilliRigRun> {
      const tag = uniqueTag('chilli')
      // Chilli's uamsecret: letters and digits (CHILLI-RIG.md).
      const secret = `uam${randomBytes(8).toString('hex')}`
      const accessPoint = await accessPointBehindGateway(request, adminToken, {
        kind: 'chilli',
        secret,
        venueName: `${tag} ${options.venue}`,
        managementIp: '127.0.0.1',
      })
      const work = mkdtempSync(join(tmpdir(), 'wifi-console-chilli-rig-'))
      const radius = await startFreeradius({ consoleUrl: appUrl, token: radiusApiToken, secret: radiusCoaSecret })
      const environment = {
        ...process.env,
        RIG_WORK: work,
        CHILLI_VERSION: '1.8',
        PORTAL_UPSTREAM: `127.0.0.1:${appPort}`,
        RADIUS_UPSTREAM: `127.0.0.1:${radius.port}`,
        RADIUS_SECRET: radiusCoaSecret,
        COA_LISTEN: `127.0.0.1:${radiusCoaPort}`,
        UAMSECRET: secret,
        NASID: accessPoint.name,
        GATEWAY_MAC: accessPoint.mac.toLowerCase(),
        RIG_TIMEOUT: '600',
      }
      const script = (...args: string[]) =>
        run('bash', [rigScript, ...args], { env: environment, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 })
      let browser: Browser | undefined
      closeAfter(async () => {
        await browser?.close()
        await script('down').catch(() => undefined)
        await radius.close()
        rmSync(work, { recursive: true, force: true })
      })
      await script('up')
      const env = Object.fromEntries(
        readFileSync(join(work, 'env'), 'utf8')
          .split('\n')
          .filter((line) => line.includes('='))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      )
      const query = async (...args: string[]) => (await script('query', ...args)).stdout
      return {
        tag,
        accessPoint,
        env,
        state: async () => (await script('state')).stdout.trim(),
        async sessions() {
          const listed = JSON.parse(await query('-json', 'list')) as { sessions?: ChilliSession[] }
          return listed.sessions ?? []
        },
        async listLine() {
          const line = (await query('list')).split('\n').find((entry) => entry.includes(` ${env.RIG_GUEST_IP} `))
          if (!line) throw new Error(`Chilli lists no device at ${env.RIG_GUEST_IP}`)
          return line
        },
        radiusOutput: () => radius.output(),
        async guest(locale) {
          browser ??= await chromium.launch({ executablePath: env.RIG_CHROMIUM, args: chromiumLaunchOptions.args })
          const page = await (await browser.newContext({ locale })).newPage()
          await page.goto(env.RIG_INTERNET_URL!)
          return page
        },
        async expectInternet(guest) {
          await guest.goto(env.RIG_INTERNET_URL!)
          await expect(guest.locator('body')).toContainText('INTERNET-OK')
        },
        async restart() {
          await browser?.close()
          browser = undefined
          await script('down')
          await script('up')
        },
      }
    },
  }
}
