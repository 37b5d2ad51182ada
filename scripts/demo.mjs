// `npm run demo`: the console on embedded PGlite with demo data. Without OPENWISP_URL it also starts the
// OpenWISP simulator with demo devices and points the console at it, so access points can be synced at once.
import { spawn } from 'node:child_process'
import { simulatorCredentials, startSimulatorProcess } from './openwisp-simulator.mjs'

const demoDevices = 60
const env = { ...process.env, DEMO_SEED: 'true' }
const children = []

if (!env.OPENWISP_URL) {
  const simulator = await startSimulatorProcess({ devices: demoDevices })
  children.push(simulator.child)
  simulator.child.stdout.pipe(process.stdout)
  Object.assign(env, {
    OPENWISP_URL: simulator.url,
    OPENWISP_USERNAME: simulatorCredentials.username,
    OPENWISP_PASSWORD: simulatorCredentials.password,
  })
  console.log(
    `OpenWISP: OPENWISP_URL is not set, so the demo runs the OpenWISP simulator at ${simulator.url} with ${demoDevices} demo devices`,
  )
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' })
children.push(server)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  for (const child of children) child.kill()
  process.exit(code ?? 0)
})
