// `npm run demo`: the console on embedded PGlite with demo data. Without OPENWISP_URL it also starts the
// OpenWISP simulator with demo devices and points the console at it, so access points can be synced at once, and
// a simulated CoovaChilli gateway in front of one of them, so a person can go through the captive page as a guest.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { simulatorCredentials, startSimulatorProcess } from './openwisp-simulator.mjs'

const demoDevices = 60
const env = { ...process.env, DEMO_SEED: 'true' }
const children = []
const consolePort = Number(env.PORT ?? 3000)
const chilliPort = Number(env.DEMO_CHILLI_PORT ?? 3990)
// The gateway and the console must agree on the UAM secret; the RADIUS token only within this demo run.
env.DEMO_UAM_SECRET ??= 'demo-uam-secret'
env.RADIUS_API_TOKEN ??= randomBytes(24).toString('base64url')

let openwisp
if (!env.OPENWISP_URL) {
  openwisp = await startSimulatorProcess({ devices: demoDevices })
  children.push(openwisp.child)
  openwisp.child.stdout.pipe(process.stdout)
  Object.assign(env, {
    OPENWISP_URL: openwisp.url,
    OPENWISP_USERNAME: simulatorCredentials.username,
    OPENWISP_PASSWORD: simulatorCredentials.password,
  })
  console.log(
    `OpenWISP: OPENWISP_URL is not set, so the demo runs the OpenWISP simulator at ${openwisp.url} with ${demoDevices} demo devices` +
      ` (what it holds: ${openwisp.url}/__simulator/devices)`,
  )
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' })
children.push(server)
const stop = (signal) => {
  for (const child of children) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
server.on('exit', (code) => {
  stop('SIGTERM')
  process.exit(code ?? 0)
})

if (openwisp) await startGuestGateway(openwisp.url)

/** The first device of OpenWISP's first group: an access point of the first demo venue once the demo has synced. */
async function firstDemoDevice(openwispUrl) {
  const token = await fetch(`${openwispUrl}/api/v1/users/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(simulatorCredentials),
  }).then((response) => response.json())
  const headers = { authorization: `Bearer ${token.token}` }
  const groups = await fetch(`${openwispUrl}/api/v1/controller/group/`, { headers }).then((response) => response.json())
  const devices = await fetch(`${openwispUrl}/api/v1/controller/device/?group=${groups.results[0].id}`, {
    headers,
  }).then((response) => response.json())
  return { device: devices.results[0], venue: groups.results[0].name }
}

async function startGuestGateway(openwispUrl) {
  for (let attempt = 0; attempt < 150; attempt++) {
    const healthy = await fetch(`http://127.0.0.1:${consolePort}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const { device, venue } = await firstDemoDevice(openwispUrl)
  const chilli = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/chilli-sim/src/cli.ts',
      ...['--port', String(chilliPort), '--uamserver', `http://localhost:${consolePort}/wifi/chilli`],
      ...[
        '--uamsecret',
        env.DEMO_UAM_SECRET,
        '--nasid',
        device.name,
        '--called',
        device.mac_address.replaceAll(':', '-'),
      ],
      ...['--authorize-url', `http://127.0.0.1:${consolePort}/api/radius/authorize`],
      ...['--authorize-token', env.RADIUS_API_TOKEN],
    ],
    { stdio: 'inherit' },
  )
  children.push(chilli)
  console.log(
    `Guest Wi-Fi: open http://127.0.0.1:${chilliPort}/ as a guest behind the access point "${device.name}" at ${venue} ` +
      '(a simulated CoovaChilli gateway sends you to the captive page; the funnel counts your visit)',
  )
}
