// Starts the OpenWISP simulator (apps/openwisp-sim) as a child process on a free port, for the demo and the
// benchmarks; resolves once it listens.
import { spawn } from 'node:child_process'

/** The simulator's API user (its defaults, see apps/openwisp-sim/README.md). */
export const simulatorCredentials = { username: 'console', password: 'openwisp-sim-password' }

export function startSimulatorProcess({ devices, groups }) {
  const options = ['--port', '0', '--devices', String(devices), ...(groups ? ['--groups', String(groups)] : [])]
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/openwisp-sim/src/cli.ts', ...options], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve({ url: match[1], child })
    })
    child.on('exit', (code) => reject(new Error(`the OpenWISP simulator stopped (exit code ${code})`)))
  })
}
