import { parseArgs } from 'node:util'
import { consoleAccounting } from './accounting.ts'
import { consoleAuthorizer } from './console-authorize.ts'
import { authenticate } from './radius-client.ts'
import { startChilliSimulator } from './simulator.ts'

const usage = `usage: chilli-sim --uamserver URL --uamsecret SECRET --nasid ID --called AA-BB-CC-DD-EE-FF
                 (--radius HOST:PORT --radius-secret SECRET | --authorize-url URL --authorize-token TOKEN)
                 [--port PORT] [--host ADDRESS] [--ssid NAME] [--coa-port PORT --coa-secret SECRET]
                 [--accounting-url URL (with --authorize-token) [--interim-seconds SECONDS]]`

function fail(message: string): never {
  console.error(`chilli-sim: ${message}\n${usage}`)
  process.exit(1)
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    uamserver: { type: 'string' },
    uamsecret: { type: 'string' },
    nasid: { type: 'string' },
    called: { type: 'string' },
    ssid: { type: 'string' },
    radius: { type: 'string' },
    'radius-secret': { type: 'string' },
    'authorize-url': { type: 'string' },
    'authorize-token': { type: 'string' },
    'coa-port': { type: 'string' },
    'coa-secret': { type: 'string' },
    'accounting-url': { type: 'string' },
    'interim-seconds': { type: 'string' },
  },
})

const { uamserver, uamsecret, nasid, called } = values
if (!uamserver || !uamsecret || !nasid || !called) fail('--uamserver, --uamsecret, --nasid and --called are needed')
if (!/^([0-9A-F]{2}-){5}[0-9A-F]{2}$/.test(called)) fail('--called must be a MAC address like AA-BB-CC-DD-EE-FF')

let ask: Parameters<typeof startChilliSimulator>[0]['authenticate']
if (values.radius && values['radius-secret']) {
  const [host = '', port = ''] = values.radius.split(':')
  if (!host || !/^\d+$/.test(port)) fail('--radius must be HOST:PORT')
  const server = { host, port: Number(port), secret: values['radius-secret'] }
  ask = (request) => authenticate(server, request)
} else if (values['authorize-url'] && values['authorize-token']) {
  ask = consoleAuthorizer(values['authorize-url'], values['authorize-token'])
} else {
  fail(
    'give a RADIUS server (--radius, --radius-secret) or the console’s endpoint (--authorize-url, --authorize-token)',
  )
}

const coaPort = values['coa-port']
const coaSecret = values['coa-secret']
if ((coaPort === undefined) !== (coaSecret === undefined)) fail('give both --coa-port and --coa-secret, or neither')
if (coaPort !== undefined && (!/^\d+$/.test(coaPort) || Number(coaPort) > 65535)) {
  fail('--coa-port must be a port number (0: any free port)')
}
if (coaSecret === '') fail('--coa-secret must not be empty')

const accountingUrl = values['accounting-url']
const token = values['authorize-token']
if (accountingUrl !== undefined && !token) fail('--accounting-url posts with --authorize-token: give it too')
const interim = values['interim-seconds']
if (interim !== undefined && (!/^\d+$/.test(interim) || Number(interim) < 1))
  fail('--interim-seconds must be 1 or more')

const simulator = await startChilliSimulator({
  port: Number(values.port),
  host: values.host,
  uamServer: uamserver,
  uamSecret: uamsecret,
  nasId: nasid,
  calledMac: called,
  ssid: values.ssid,
  authenticate: ask,
  coaPort: coaPort === undefined ? undefined : Number(coaPort),
  coaSecret,
  account:
    accountingUrl && token
      ? consoleAccounting(accountingUrl, token, { nasIdentifier: nasid, calledStationId: called })
      : undefined,
  interimSeconds: interim === undefined ? undefined : Number(interim),
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void simulator.close().then(() => process.exit(0)))
}
console.log(`CoovaChilli simulator listening on ${simulator.url} (nasid ${nasid}, called ${called})`)
if (simulator.coaPort !== null) console.log(`Disconnect-Requests (RFC 5176) on UDP port ${simulator.coaPort}`)
