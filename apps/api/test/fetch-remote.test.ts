import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { LookupAddress } from 'node:dns'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createTlsServer, type Server as TlsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { createSecureContext } from 'node:tls'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchRemoteImage, RemoteFetchError, type RemoteFetchOptions } from '../src/modules/media/fetch-remote.ts'
import { closedPort } from './support/closed-port.ts'

/** Host names this file answers itself, so a test can choose what DNS says (the rest go to the real resolver). */
const dnsAnswers = vi.hoisted(() => new Map<string, LookupAddress[]>())
vi.mock('node:dns/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:dns/promises')>()
  return {
    ...real,
    lookup: (host: string, options: { all: true }) => {
      const answer = dnsAnswers.get(host)
      return answer !== undefined ? Promise.resolve(answer) : real.lookup(host, options)
    },
  }
})

/** The test server stands in for a public image host: only its IPv4 loopback address counts as "public". */
const allowed: RemoteFetchOptions = { allowAddress: (ip) => ip === '127.0.0.1' }

const image = randomBytes(2000)

interface SeenRequest {
  path: string
  headers: IncomingMessage['headers']
  socketClosed: Promise<unknown>
}

let server: Server
let port: number
let requests: SeenRequest[]
let connections: number

function respond(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://test')
  const chain = /^\/chain\/(\d+)$/.exec(url.pathname)
  if (url.pathname === '/image') {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length })
    response.end(image)
  } else if (url.pathname === '/redirect') {
    response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '' })
    response.end()
  } else if (chain !== null) {
    const left = Number(chain[1])
    response.writeHead(302, { location: left === 0 ? '/image' : `/chain/${left - 1}` })
    response.end()
  } else if (url.pathname === '/declared-too-large') {
    // Headers only, and the body never comes: only the declared length can decide.
    response.writeHead(200, { 'content-length': 5000 })
    response.flushHeaders()
  } else if (url.pathname === '/streamed') {
    // Chunked, no Content-Length: the size shows only while reading.
    response.writeHead(200, { 'content-type': 'image/png' })
    const total = Number(url.searchParams.get('bytes'))
    for (let sent = 0; sent < total; sent += 100) response.write(Buffer.alloc(Math.min(100, total - sent), 1))
    response.end()
  } else if (url.pathname === '/endless') {
    response.writeHead(200, { 'content-type': 'image/png' })
    const timer = setInterval(() => response.write(Buffer.alloc(100)), 5)
    response.on('close', () => clearInterval(timer))
  } else if (url.pathname === '/dribble') {
    response.writeHead(200, { 'content-type': 'image/png' })
    const timer = setInterval(() => response.write(Buffer.alloc(1)), 100)
    response.on('close', () => clearInterval(timer))
  } else if (url.pathname === '/silent') {
    // Never answers.
  } else {
    response.writeHead(404).end('Not Found')
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers, socketClosed: once(request.socket, 'close') })
    respond(request, response)
  })
  server.on('connection', () => connections++)
  // "::" also takes IPv4 on Linux, so 127.0.0.1, 127.0.0.2, 0.0.0.0 and ::1 all reach this one server.
  server.listen(0, '::')
  await once(server, 'listening')
  port = (server.address() as AddressInfo).port
})

beforeEach(() => {
  requests = []
  connections = 0
  dnsAnswers.clear()
})

afterAll(async () => {
  server.closeAllConnections()
  server.close()
  await once(server, 'close')
})

async function fetchError(url: string, options?: RemoteFetchOptions): Promise<RemoteFetchError> {
  const error: unknown = await fetchRemoteImage(url, options).then(
    () => new Error(`${url} was fetched`),
    (rejection: unknown) => rejection,
  )
  if (!(error instanceof RemoteFetchError)) throw error
  return error
}

describe('fetching an image by URL', () => {
  it('returns exactly the bytes served, asking for an image by a plain request to the named host', async () => {
    const bytes = await fetchRemoteImage(`http://localhost:${port}/image`, allowed)

    expect(bytes.equals(image)).toBe(true)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.headers).toMatchObject({
      host: `localhost:${port}`,
      'user-agent': expect.stringMatching(/WiFi-Console/),
      accept: 'image/png, image/jpeg',
      'accept-encoding': 'identity',
    })
    expect(requests[0]?.headers.authorization).toBeUndefined()
    expect(requests[0]?.headers.cookie).toBeUndefined()
  })

  describe('addresses that are not on the public internet are refused before connecting', () => {
    it.each([
      '127.0.0.1',
      'localhost',
      '[::1]',
      '0.0.0.0',
      '2130706433', // 127.0.0.1 as one decimal number
      '0x7f.1', // 127.0.0.1 in hex, short form
      '017700000001', // 127.0.0.1 in octal
      '[::ffff:127.0.0.1]', // IPv4-mapped IPv6
      '127.0.0.2',
    ])('http://%s:<port>/image', async (host) => {
      const error = await fetchError(`http://${host}:${port}/image`)

      expect(error.reason).toBe('refused')
      expect(connections).toBe(0)
    })

    it.each([
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
    ])('%s', async (url) => {
      // Connecting would hang (nothing answers there) until the default 10 s deadline; a refusal does not.
      expect((await fetchError(url)).reason).toBe('refused')
    })

    it('checks the address the URL parser arrives at, not the spelling', async () => {
      const checked: string[] = []
      const recordAndRefuse = (ip: string) => {
        checked.push(ip)
        return false
      }
      for (const host of ['2130706433', '0x7f.1', '017700000001', '[::ffff:127.0.0.1]', '[0:0::1]']) {
        await fetchError(`http://${host}:${port}/`, { allowAddress: recordAndRefuse })
      }

      expect(checked).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '::ffff:7f00:1', '::1'])
    })

    it('reaches the same server once the address is allowed (so the refusals above are not just a dead port)', async () => {
      const bytes = await fetchRemoteImage(`http://0x7f.1:${port}/image`, allowed)

      expect(bytes.equals(image)).toBe(true)
      expect(connections).toBe(1)
    })

    it('refuses a host when any one of its addresses is not allowed', async () => {
      dnsAnswers.set('mixed.example', [
        { address: '127.0.0.1', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ])

      const error = await fetchError(`http://mixed.example:${port}/image`, allowed)

      expect(error.reason).toBe('refused')
      expect(error.message).toContain('10.0.0.1')
      expect(connections).toBe(0)
    })

    it('connects to the address it checked, without asking DNS again (no rebinding in between)', async () => {
      // Only the check sees this answer; a second lookup by the connection would go to the real resolver,
      // which knows no such name, and fail.
      dnsAnswers.set('images.rebind.example', [{ address: '127.0.0.1', family: 4 }])

      const bytes = await fetchRemoteImage(`http://images.rebind.example:${port}/image`, allowed)

      expect(bytes.equals(image)).toBe(true)
      expect(requests[0]?.headers.host).toBe(`images.rebind.example:${port}`)
    })
  })

  describe('only plain http and https addresses', () => {
    it.each([
      'ftp://127.0.0.1/image.png',
      'file:///etc/passwd',
      'data:image/png;base64,iVBORw0KGgo=',
      'gopher://127.0.0.1:70/',
      'not a url',
      '/image',
    ])('%s is refused', async (url) => {
      expect((await fetchError(url, allowed)).reason).toBe('refused')
    })

    it.each(['user:pass@', 'user@', ':pass@'])(
      'a URL with credentials (%s) is refused without connecting',
      async (credentials) => {
        const error = await fetchError(`http://${credentials}127.0.0.1:${port}/image`, allowed)

        expect(error.reason).toBe('refused')
        expect(connections).toBe(0)
      },
    )
  })

  describe('redirects', () => {
    it.each([301, 302, 303, 307, 308])('a %i to another path on the host is followed', async (status) => {
      const bytes = await fetchRemoteImage(`http://127.0.0.1:${port}/redirect?status=${status}&to=/image`, allowed)

      expect(bytes.equals(image)).toBe(true)
      expect(requests.map((request) => request.path)).toEqual([`/redirect?status=${status}&to=/image`, '/image'])
    })

    it.each([
      ['another loopback address', () => `http://127.0.0.2:${port}/image`],
      ['a private address', () => 'http://10.0.0.1/image'],
      ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a file', () => 'file:///etc/passwd'],
    ])('a redirect to %s is refused', async (_target, target) => {
      const location = encodeURIComponent(target())

      const error = await fetchError(`http://127.0.0.1:${port}/redirect?to=${location}`, allowed)

      expect(error.reason).toBe('refused')
      expect(requests.map((request) => request.path)).toEqual([`/redirect?to=${location}`])
    })

    it('follows as many redirects as allowed', async () => {
      const bytes = await fetchRemoteImage(`http://127.0.0.1:${port}/chain/2`, { ...allowed, maxRedirects: 3 })

      expect(bytes.equals(image)).toBe(true)
      expect(requests).toHaveLength(4)
    })

    it('fails on one redirect more than allowed, without following it', async () => {
      const error = await fetchError(`http://127.0.0.1:${port}/chain/3`, allowed)

      expect(error.reason).toBe('failed')
      expect(error.message).toContain('redirected more than 3 times')
      expect(requests.map((request) => request.path)).toEqual(['/chain/3', '/chain/2', '/chain/1', '/chain/0'])
    })
  })

  describe('size', () => {
    it('refuses a declared Content-Length above the limit before reading the body', async () => {
      const error = await fetchError(`http://127.0.0.1:${port}/declared-too-large`, { ...allowed, maxBytes: 1000 })

      expect(error.reason).toBe('too_large')
    })

    it('stops reading a body without Content-Length once it passes the limit', async () => {
      // The body never ends: only counting the bytes as they come can stop it.
      const error = await fetchError(`http://127.0.0.1:${port}/endless`, { ...allowed, maxBytes: 1000 })

      expect(error.reason).toBe('too_large')
      await requests[0]?.socketClosed
    })

    it('accepts a streamed body of exactly the limit', async () => {
      const bytes = await fetchRemoteImage(`http://127.0.0.1:${port}/streamed?bytes=1000`, {
        ...allowed,
        maxBytes: 1000,
      })

      expect(bytes.equals(Buffer.alloc(1000, 1))).toBe(true)
    })

    it('refuses a streamed body one byte over the limit', async () => {
      const error = await fetchError(`http://127.0.0.1:${port}/streamed?bytes=1001`, { ...allowed, maxBytes: 1000 })

      expect(error.reason).toBe('too_large')
    })
  })

  describe('failures', () => {
    it('fails on a status outside 2xx, naming it', async () => {
      const error = await fetchError(`http://127.0.0.1:${port}/missing`, allowed)

      expect(error.reason).toBe('failed')
      expect(error.message).toContain('404')
    })

    it('fails on a redirect status without a Location', async () => {
      const error = await fetchError(`http://127.0.0.1:${port}/redirect?status=302`, allowed)

      expect(error.reason).toBe('failed')
      expect(error.message).toContain('302')
    })

    it.each(['/dribble', '/silent'])(
      'gives up on a server that is too slow (%s) when the time is up, and closes the connection',
      async (path) => {
        const error = await fetchError(`http://127.0.0.1:${port}${path}`, { ...allowed, timeoutMs: 300 })

        expect(error.reason).toBe('failed')
        expect(error.message).toContain('timed out')
        await requests[0]?.socketClosed
      },
      5_000,
    )

    it('fails when nothing listens on the port', async () => {
      const error = await fetchError(`http://127.0.0.1:${await closedPort()}/image`, allowed)

      expect(error.reason).toBe('failed')
      expect(error.message).toContain('ECONNREFUSED')
    })

    it('fails when the host name does not resolve', async () => {
      // .invalid never resolves (RFC 6761).
      const error = await fetchError('http://no-such-host.invalid/image.png', { timeoutMs: 5_000 })

      expect(error.reason).toBe('failed')
    })
  })

  describe('https', () => {
    let tlsServer: TlsServer
    let tlsPort: number
    let serverNames: string[]
    let certificateFolder: string

    beforeAll(async () => {
      certificateFolder = mkdtempSync(join(tmpdir(), 'fetch-remote-test-'))
      const key = join(certificateFolder, 'key.pem')
      const cert = join(certificateFolder, 'cert.pem')
      // A self-signed certificate for the host name: enough to see what the client sends and that it checks.
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=images.rebind.example',
          '-addext',
          'subjectAltName=DNS:images.rebind.example',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: 'ignore' },
      )
      const context = createSecureContext({ key: readFileSync(key), cert: readFileSync(cert) })
      tlsServer = createTlsServer(
        {
          // Called with the server name (SNI) the client sent, before the certificate is chosen.
          SNICallback: (serverName, choose) => {
            serverNames.push(serverName)
            choose(null, context)
          },
        },
        (_request, response) => response.end(image),
      )
      tlsServer.listen(0, '127.0.0.1')
      await once(tlsServer, 'listening')
      tlsPort = (tlsServer.address() as AddressInfo).port
    })

    beforeEach(() => {
      serverNames = []
    })

    afterAll(async () => {
      tlsServer.closeAllConnections()
      tlsServer.close()
      await once(tlsServer, 'close')
      rmSync(certificateFolder, { recursive: true, force: true })
    })

    it('connects to the checked address but names the original host in TLS, and checks its certificate', async () => {
      dnsAnswers.set('images.rebind.example', [{ address: '127.0.0.1', family: 4 }])

      const error = await fetchError(`https://images.rebind.example:${tlsPort}/image`, allowed)

      // The certificate is self-signed, so a client that checks certificates must refuse it.
      expect(error.reason).toBe('failed')
      expect(error.message).toMatch(/self[- ]signed/i)
      expect(serverNames).toEqual(['images.rebind.example'])
    })
  })
})
