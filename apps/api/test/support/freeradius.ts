import { spawn } from 'node:child_process'
import { createSocket } from 'node:dgram'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The real FreeRADIUS (Debian's freeradius and freeradius-rest), run with the configuration the project ships in
// docs/freeradius/, only its addresses and token filled in, in a folder of its own.

const systemConfig = '/etc/freeradius/3.0'
const shipped = fileURLToPath(new URL('../../../../docs/freeradius/', import.meta.url))

export const freeradiusInstalled =
  existsSync('/usr/sbin/freeradius') &&
  existsSync(`${systemConfig}/radiusd.conf`) &&
  existsSync('/usr/lib/freeradius/rlm_rest.so')

/** A UDP port nothing listens on now (and the next one, for accounting). */
async function freePort(): Promise<number> {
  for (;;) {
    const socket = createSocket('udp4')
    const port = await new Promise<number>((resolve) =>
      socket.bind(0, '127.0.0.1', () => resolve(socket.address().port)),
    )
    socket.close()
    if (port < 65535) return port
  }
}

export interface RunningFreeradius {
  port: number
  secret: string
  /** Its configuration folder, the shipped dictionary lines included: what radclient and radtest read with `-d`. */
  raddb: string
  output: () => string
  close(): Promise<void>
}

/**
 * FreeRADIUS with the shipped configuration in front of the console at `consoleUrl` (its RADIUS_API_TOKEN `token`),
 * taking requests on loopback signed with `secret` (a gateway's, or a rig's bridge's) on a free port and the next.
 */
export async function startFreeradius(options: {
  consoleUrl: string
  token: string
  secret?: string
}): Promise<RunningFreeradius> {
  const folder = await mkdtemp(join(tmpdir(), 'wifi-freeradius-'))
  const raddb = join(folder, 'raddb')
  await cp(systemConfig, raddb, { recursive: true, verbatimSymlinks: true })
  await mkdir(join(folder, 'log'))
  await mkdir(join(folder, 'run'))
  const port = await freePort()
  const secret = options.secret ?? 'test-radius-secret'

  // Only the modules the shipped site uses (`expr` for acct_unique's md5); only the shipped site.
  const used = ['always', 'attr_filter', 'expr']
  for (const name of await readdir(join(raddb, 'mods-enabled'))) {
    if (!used.includes(name)) await rm(join(raddb, 'mods-enabled', name))
  }
  for (const name of await readdir(join(raddb, 'sites-enabled'))) await rm(join(raddb, 'sites-enabled', name))
  const rest = await readFile(join(shipped, 'mods-enabled/rest'), 'utf8')
  await writeFile(join(raddb, 'mods-enabled/rest'), rest.replace('https://console.example.com', options.consoleUrl))
  const dictionary = await readFile(join(shipped, 'dictionary'), 'utf8')
  await writeFile(join(raddb, 'dictionary'), `${await readFile(join(raddb, 'dictionary'), 'utf8')}\n${dictionary}`)
  const site = await readFile(join(shipped, 'sites-enabled/wifi-console'), 'utf8')
  await writeFile(
    join(raddb, 'sites-enabled/wifi-console'),
    site
      .replaceAll('REPLACE-WITH-RADIUS_API_TOKEN', options.token)
      .replaceAll('ipaddr = *', 'ipaddr = 127.0.0.1')
      .replace('port = 1812', `port = ${port}`)
      .replace('port = 1813', `port = ${port + 1}`),
  )
  await writeFile(
    join(raddb, 'clients.conf'),
    `client test {\n\tipaddr = 127.0.0.1\n\tsecret = ${secret}\n\trequire_message_authenticator = yes\n}\n`,
  )
  // Its own folders; run as whoever runs the tests (no switch to the freerad user); no delay on rejects.
  const conf = (await readFile(join(raddb, 'radiusd.conf'), 'utf8'))
    .replace(/^logdir = .*$/m, `logdir = ${join(folder, 'log')}`)
    .replace(/^raddbdir = .*$/m, `raddbdir = ${raddb}`)
    .replace(/^run_dir = .*$/m, `run_dir = ${join(folder, 'run')}`)
    .replace(/^proxy_requests\s*=.*$/m, 'proxy_requests = no')
    .replace(/^\s*user = .*$/m, '')
    .replace(/^\s*group = .*$/m, '')
    .replace(/^\s*reject_delay = .*$/m, '\treject_delay = 0')
  await writeFile(join(raddb, 'radiusd.conf'), conf)

  const server = spawn('/usr/sbin/freeradius', ['-f', '-l', 'stdout', '-d', raddb], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`FreeRADIUS did not start:\n${output}`)), 15_000)
    const check = setInterval(() => {
      if (output.includes('Ready to process requests')) {
        clearTimeout(timer)
        clearInterval(check)
        resolve()
      }
    }, 50)
    server.once('exit', (code) => {
      clearTimeout(timer)
      clearInterval(check)
      reject(new Error(`FreeRADIUS exited with ${code}:\n${output}`))
    })
  })

  return {
    port,
    secret,
    raddb,
    output: () => output,
    async close() {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
      await rm(folder, { recursive: true, force: true })
    },
  }
}
