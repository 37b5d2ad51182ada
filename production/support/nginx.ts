import { execFile, spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './postgres-cluster.ts'
import { repoRoot } from './server-process.ts'

/** Debian's nginx (package nginx-light, installed by .ci/run). */
export const nginxBinary = '/usr/sbin/nginx'

/** The host name the deploy site's server_name and redirects use, and the test certificate names. */
export const siteHostName = 'console.example.com'

export interface Nginx {
  /** http://127.0.0.1:<port>: the site's plain-HTTP server (its port 80). */
  httpUrl: string
  /** https://127.0.0.1:<port>: the site's HTTPS server (its port 443). */
  httpsUrl: string
  /** The self-signed certificate it presents (PEM), for a client that checks it. */
  certificate: string
  /** The site's access logs so far: the captive paths' and the console's. */
  captiveLog(): Promise<string>
  consoleLog(): Promise<string>
  /** Stops nginx (gracefully, then by force) and removes its folder. */
  stop(): Promise<void>
}

const run = promisify(execFile)

/**
 * Debian's nginx with the operator's site, deploy/nginx/wifi-console.conf, and its proxy snippet, as they are but for
 * what must differ on a test machine: the listening ports (free ones on 127.0.0.1, and no IPv6, which a CI container
 * may lack), the certificate (self-signed, made here), the processes' ports in the upstream, and where the logs go.
 * Each of those lines must be in the site as expected, so a changed site fails here instead of going untested.
 */
export async function startNginx(options: { upstreamPorts: [number, number] }): Promise<Nginx> {
  const folder = await mkdtemp(join(tmpdir(), 'wifi-production-nginx-'))
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const certificate = join(folder, 'certificate.pem')
  const key = join(folder, 'key.pem')
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
    ...['-subj', `/CN=${siteHostName}`, '-addext', `subjectAltName=DNS:${siteHostName},IP:127.0.0.1`],
    ...['-keyout', key, '-out', certificate],
  ])

  const site = renderSite(await readFile(join(repoRoot, 'deploy/nginx/wifi-console.conf'), 'utf8'), [
    ['listen 80;', `listen 127.0.0.1:${httpPort};`, 1],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1],
    ['listen [::]:80;', '', 1],
    ['listen [::]:443 ssl http2;', '', 1],
    [`/etc/letsencrypt/live/${siteHostName}/fullchain.pem`, certificate, 1],
    [`/etc/letsencrypt/live/${siteHostName}/privkey.pem`, key, 1],
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${options.upstreamPorts[0]} `, 1],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${options.upstreamPorts[1]} `, 1],
    ['/var/log/nginx/', `${folder}/`, 3],
  ])
  // The site includes `snippets/wifi-console-proxy.conf`, relative to the main configuration's folder, as in /etc/nginx.
  await mkdir(join(folder, 'snippets'))
  await writeFile(
    join(folder, 'snippets/wifi-console-proxy.conf'),
    await readFile(join(repoRoot, 'deploy/nginx/wifi-console-proxy.conf')),
  )
  await writeFile(join(folder, 'wifi-console.conf'), site)
  await writeFile(join(folder, 'nginx.conf'), mainConfiguration(folder))

  const child = spawn(nginxBinary, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let stopped = false
  void exited.then(() => (stopped = true))

  const stop = async () => {
    if (!stopped) {
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    await rm(folder, { recursive: true, force: true })
  }

  try {
    await waitUntilListening([httpPort, httpsPort], () => stopped)
  } catch (error) {
    const errorLog = await readFile(join(folder, 'error.log'), 'utf8').catch(() => '')
    await stop()
    throw new Error(`nginx did not start (${String(error)}):\n${output}${errorLog}`, { cause: error })
  }

  const log = (name: string) => readFile(join(folder, name), 'utf8').catch(() => '')
  return {
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    certificate: await readFile(certificate, 'utf8'),
    captiveLog: () => log('wifi-console-captive.log'),
    consoleLog: () => log('wifi-console.log'),
    stop,
  }
}

/** Replaces each `[from, to, times]` in the site, failing unless `from` is there exactly `times` times. */
function renderSite(site: string, replacements: [string, string, number][]): string {
  let rendered = site
  for (const [from, to, times] of replacements) {
    const found = rendered.split(from).length - 1
    if (found !== times) {
      throw new Error(
        `deploy/nginx/wifi-console.conf has "${from}" ${found} times, not ${times}: update support/nginx.ts`,
      )
    }
    rendered = rendered.replaceAll(from, to)
  }
  return rendered
}

/**
 * The main configuration around the site: what Debian's /etc/nginx/nginx.conf sets in its http block (MIME types,
 * sendfile, gzip), with the pid, logs and temporary files in the test's folder, in the foreground. As root, as in CI,
 * the workers run as root too: the folder is root's.
 */
function mainConfiguration(folder: string): string {
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
${process.getuid?.() === 0 ? 'user root;' : ''}
events {
    worker_connections 512;
}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    gzip on;
    access_log ${folder}/access.log;
    client_body_temp_path ${folder}/body-temp;
    proxy_temp_path ${folder}/proxy-temp;
    fastcgi_temp_path ${folder}/fastcgi-temp;
    uwsgi_temp_path ${folder}/uwsgi-temp;
    scgi_temp_path ${folder}/scgi-temp;
    include ${folder}/wifi-console.conf;
}
`
}

/** Resolves once every port accepts a connection; rejects if `exited()` turns true first or after 15 s. */
async function waitUntilListening(ports: number[], exited: () => boolean) {
  const deadline = Date.now() + 15_000
  for (const port of ports) {
    while (!(await accepts(port))) {
      if (exited()) throw new Error('nginx exited')
      if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
