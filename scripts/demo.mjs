// `npm run demo`: the console on embedded PGlite with demo data. Without OPENWISP_URL it also starts the
// OpenWISP simulator with demo devices and points the console at it, so access points can be synced at once.
import { spawn } from 'node:child_process'

const demoDevices = 60
const env = { ...process.env, DEMO_SEED: 'true' }
const children = []

if (!env.OPENWISP_URL) {
  const simulator = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/openwisp-sim/src/cli.ts', '--port', '0', '--devices', String(demoDevices)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(simulator)
  const url = await new Promise((resolve, reject) => {
    let output = ''
    simulator.stdout.on('data', (chunk) => {
      output += chunk
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    simulator.on('exit', (code) => reject(new Error(`the OpenWISP simulator stopped (exit code ${code})`)))
  })
  simulator.stdout.pipe(process.stdout)
  Object.assign(env, {
    OPENWISP_URL: url,
    OPENWISP_USERNAME: 'console',
    OPENWISP_PASSWORD: 'openwisp-sim-password',
  })
  console.log(
    `OpenWISP: OPENWISP_URL is not set, so the demo runs the OpenWISP simulator at ${url} with ${demoDevices} demo devices`,
  )
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' })
children.push(server)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  for (const child of children) child.kill()
  process.exit(code ?? 0)
})
