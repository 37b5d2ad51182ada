// `npm run demo`: the console on embedded PGlite with demo data. Without OPENWISP_URL it also starts the
// OpenWISP simulator with demo devices and points the console at it, so access points can be synced at once, and
// a simulated CoovaChilli gateway in front of one of them, so a person can go through the captive page as a guest,
// see them among who is online (the gateway sends its accounting) and end their session (RFC 5176).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { createDemoLog } from './demo-log.mjs'
import { simulatorCredentials, startSimulatorProcess } from './openwisp-simulator.mjs'

const demoDevices = 60
const env = { ...process.env, DEMO_SEED: 'true' }
const children = []
const consolePort = Number(env.PORT ?? 3000)
const chilliPort = Number(env.DEMO_CHILLI_PORT ?? 3990)
// The gateway and the console must agree on the UAM secret and the secret of Disconnect-Requests; the RADIUS token
// only within this demo run.
env.DEMO_UAM_SECRET ??= 'demo-uam-secret'
env.RADIUS_API_TOKEN ??= randomBytes(24).toString('base64url')
env.RADIUS_COA_SECRET ??= randomBytes(24).toString('base64url')
env.RADIUS_COA_PORT ??= '3799'
// A guest who connects sees their time and data grow each minute, the shortest interval Chilli takes.
env.RADIUS_INTERIM_SECONDS ??= '60'
// The terminal gets plain lines (scripts/demo-log.mjs); the server's whole JSON log goes to a file beside the data.
const showRequests = process.argv.includes('--requests')
const dataDir = env.DATA_DIR ?? './data'
mkdirSync(dataDir, { recursive: true })
const logFile = join(dataDir, 'demo.log')
const fullLog = createWriteStream(logFile)
const demoLog = createDemoLog({ showRequests })

let openwisp
let gatewayDevice
if (!env.OPENWISP_URL) {
  openwisp = await startSimulatorProcess({ devices: demoDevices })
  children.push(openwisp.child)
  gatewayDevice = await guestGatewayDevice(openwisp.url)
  Object.assign(env, {
    OPENWISP_URL: openwisp.url,
    OPENWISP_USERNAME: simulatorCredentials.username,
    OPENWISP_PASSWORD: simulatorCredentials.password,
  })
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
children.push(server)
createInterface({ input: server.stdout }).on('line', (line) => {
  fullLog.write(`${line}\n`)
  for (const shown of demoLog.render(line)) console.log(shown)
})
const stop = (signal) => {
  for (const child of children) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
server.on('exit', (code) => {
  stop('SIGTERM')
  process.exit(code ?? 0)
})

await waitUntilHealthy()
const guest = gatewayDevice ? startGuestGateway(gatewayDevice) : undefined
printBanner(guest)

async function waitUntilHealthy() {
  for (let attempt = 0; attempt < 300; attempt++) {
    const healthy = await fetch(`http://127.0.0.1:${consolePort}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** What a person trying the demo needs, once, in plain words after the start-up lines. */
function printBanner(guest) {
  const { admin } = demoLog.logins
  const adminLines = admin
    ? [`${admin.email}  password ${admin.password}`, '(shown only this once: change it under Settings > Security)']
    : env.ADMIN_EMAIL
      ? [`${env.ADMIN_EMAIL}`, '(its password is ADMIN_PASSWORD)']
      : [
          'admin@wifi.local, created on the first start, which showed its password once',
          `(to start over: stop, delete ${dataDir}, run again)`,
        ]
  const lines = [
    `Console:         http://localhost:${consolePort}`,
    `Administrator:   ${adminLines[0]}`,
    `                 ${adminLines[1]}`,
    `Demo customers:  khach.demo@wifi.local, chu.quan.demo@wifi.local  password Demo1234`,
    ...(guest ? [`Guest Wi-Fi:     ${guest.url}  (a guest behind "${guest.device}" at ${guest.venue})`] : []),
    ...(openwisp ? [`OpenWISP:        simulated, ${demoDevices} devices: ${openwisp.url}/__simulator/devices`] : []),
    env.SMTP_URL
      ? 'Sign-in codes:   sent by email through SMTP_URL'
      : 'Sign-in codes:   printed below as "Email to …" lines (SMTP_URL is not set)',
    `Full log:        ${logFile}${showRequests ? '' : '  (requests too: npm run demo -- --requests)'}`,
  ]
  const rule = '─'.repeat(Math.max(...lines.map((line) => line.length)) + 2)
  console.log(['', rule, ' Wi-Fi Console demo', ...lines.map((line) => ` ${line}`), rule, ''].join('\n'))
}

/**
 * The first device of OpenWISP's first group, an access point of the first demo venue once the demo has synced, which
 * the simulated gateway stands in front of: its management address becomes loopback, where the gateway takes the
 * console's Disconnect-Requests (the sync at the console's start brings it in).
 */
async function guestGatewayDevice(openwispUrl) {
  const token = await fetch(`${openwispUrl}/api/v1/users/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(simulatorCredentials),
  }).then((response) => response.json())
  const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' }
  const groups = await fetch(`${openwispUrl}/api/v1/controller/group/`, { headers }).then((response) => response.json())
  const devices = await fetch(`${openwispUrl}/api/v1/controller/device/?group=${groups.results[0].id}`, {
    headers,
  }).then((response) => response.json())
  const device = devices.results[0]
  const patched = await fetch(`${openwispUrl}/api/v1/controller/device/${device.id}/`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ management_ip: '127.0.0.1' }),
  })
  if (!patched.ok) throw new Error(`The OpenWISP simulator refused the gateway's address: ${patched.status}`)
  return { device, venue: groups.results[0].name }
}

function startGuestGateway({ device, venue }) {
  const chilli = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/chilli-sim/src/cli.ts',
      ...['--port', String(chilliPort), '--uamserver', `http://localhost:${consolePort}/wifi/chilli`],
      // Generated secrets are base64url, which may start with "-": each goes in one argument, `--name=value`, so
      // the option parser never takes it for an option.
      ...[
        `--uamsecret=${env.DEMO_UAM_SECRET}`,
        // As the access point's View tells an operator to set HS_NASID: its OpenWISP device id.
        '--nasid',
        device.id,
        '--called',
        device.mac_address.replaceAll(':', '-'),
      ],
      ...['--authorize-url', `http://127.0.0.1:${consolePort}/api/radius/authorize`],
      ...['--accounting-url', `http://127.0.0.1:${consolePort}/api/radius/accounting`],
      `--authorize-token=${env.RADIUS_API_TOKEN}`,
      ...['--coa-port', env.RADIUS_COA_PORT, `--coa-secret=${env.RADIUS_COA_SECRET}`],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  children.push(chilli)
  return { url: `http://127.0.0.1:${chilliPort}/`, device: device.name, venue }
}
