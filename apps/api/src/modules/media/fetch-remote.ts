import { lookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { mediaLimits } from '@wifi/contract'
import { isPublicAddress } from './public-address.ts'

/**
 * Why a fetch by URL did not return an image: `refused` — we will not fetch that address at all (scheme,
 * credentials, or a host that is not on the public internet); `failed` — the remote host did not give us the
 * image (DNS, connection, time-out, status, too many redirects); `too_large` — it is bigger than an upload may be.
 */
export class RemoteFetchError extends Error {
  override name = 'RemoteFetchError'

  constructor(
    readonly reason: 'refused' | 'failed' | 'too_large',
    message: string,
  ) {
    super(message)
  }
}

export interface RemoteFetchOptions {
  /** Whether a resolved address may be connected to; every address a host resolves to must pass. */
  allowAddress?: (ip: string) => boolean
  /** The whole fetch, redirects and body included, is abandoned after this long. */
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

const redirectStatuses = new Set([301, 302, 303, 307, 308])

const requestHeaders = {
  'user-agent': 'WiFi-Console-ImageFetcher/1.0',
  accept: 'image/png, image/jpeg',
  // The bytes are stored as they come, so a compressed body would have to be inflated first; and a small
  // compressed body could inflate far past maxBytes.
  'accept-encoding': 'identity',
}

/**
 * Fetches the image at `url` once, on the server, so it can be stored and served from our own origin (a captive
 * browser reaches nothing else before it is let online). The URL comes from an operator, so this must not become a
 * way into our own network: the host is resolved here, every address it resolves to is checked, and the connection
 * goes to the checked address (a second DNS answer cannot move it). Each redirect is checked the same way.
 *
 * Any port is allowed: only public addresses are reached, so a port opens nothing the internet at large cannot
 * reach, and image hosts do serve from ports other than 80 and 443.
 */
export async function fetchRemoteImage(url: string, options: RemoteFetchOptions = {}): Promise<Buffer> {
  const settings = {
    allowAddress: options.allowAddress ?? isPublicAddress,
    maxBytes: options.maxBytes ?? mediaLimits.maxBytes,
    maxRedirects: options.maxRedirects ?? 3,
  }
  const timeoutMs = options.timeoutMs ?? 10_000
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), timeoutMs)
  const timedOut = new Promise<never>((_resolve, reject) => {
    const onAbort = () => reject(new RemoteFetchError('failed', `Fetching ${url} timed out after ${timeoutMs} ms`))
    deadline.signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    // DNS lookups cannot be cancelled, so the deadline races the whole fetch; aborting it also closes the connection.
    return await Promise.race([followRedirects(url, settings, deadline.signal), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

interface FetchSettings {
  allowAddress: (ip: string) => boolean
  maxBytes: number
  maxRedirects: number
}

async function followRedirects(url: string, settings: FetchSettings, signal: AbortSignal): Promise<Buffer> {
  let current = parseUrl(url)
  for (let redirects = 0; ; redirects++) {
    const address = await checkedAddress(current, settings.allowAddress)
    // A lookup that outlived the deadline must not open a connection nobody is waiting for.
    signal.throwIfAborted()
    const response = await request(current, address, signal)
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (redirectStatuses.has(status) && location !== undefined) {
      response.destroy()
      if (redirects === settings.maxRedirects) {
        throw new RemoteFetchError('failed', `${url} redirected more than ${settings.maxRedirects} times`)
      }
      current = redirectTarget(location, current)
      continue
    }
    if (status < 200 || status > 299) {
      response.destroy()
      throw new RemoteFetchError('failed', `${current.href} answered ${status}`)
    }
    return readBody(response, current, settings.maxBytes)
  }
}

function parseUrl(text: string): URL {
  try {
    return new URL(text)
  } catch {
    throw new RemoteFetchError('refused', `"${text}" is not a URL`)
  }
}

function redirectTarget(location: string, from: URL): URL {
  try {
    return new URL(location, from)
  } catch {
    throw new RemoteFetchError('failed', `${from.href} redirected to "${location}", which is not a URL`)
  }
}

interface ResolvedAddress {
  address: string
  family: number
}

/**
 * The address to connect to for `url`, once the URL and every address its host resolves to have passed. A host
 * with one public and one private address is refused: which one a client would use is not ours to predict.
 */
async function checkedAddress(url: URL, allowAddress: (ip: string) => boolean): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteFetchError('refused', `Only http and https addresses can be fetched, not ${url.protocol}`)
  }
  if (url.username !== '' || url.password !== '') {
    throw new RemoteFetchError('refused', 'An address with a user name or password cannot be fetched')
  }
  // The URL parser has already turned 2130706433, 0x7f.1 and the like into dotted IPv4; IPv6 keeps its brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const literalFamily = isIP(host)
  const addresses = literalFamily !== 0 ? [{ address: host, family: literalFamily }] : await resolve(host)
  const refused = addresses.find(({ address }) => !allowAddress(address))
  if (refused !== undefined) {
    throw new RemoteFetchError('refused', `${host} is not a public internet address (${refused.address})`)
  }
  const [first] = addresses
  if (first === undefined) throw new RemoteFetchError('failed', `${host} has no address`)
  return first
}

async function resolve(host: string): Promise<ResolvedAddress[]> {
  try {
    return await lookup(host, { all: true, verbatim: true })
  } catch (error) {
    throw new RemoteFetchError('failed', `Could not resolve ${host}: ${describe(error)}`)
  }
}

/**
 * One GET to `url`, connected to `pinned` whatever DNS would say now. The URL still carries the host name, so the
 * Host header and the TLS server name (SNI, and the certificate check) are the original host's.
 */
function request(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
  const transport = url.protocol === 'https:' ? https : http
  return new Promise((resolveResponse, reject) => {
    const outgoing = transport.request(url, {
      headers: requestHeaders,
      lookup: pinnedLookup,
      signal,
      // A fresh connection each time: a kept-alive socket from an earlier fetch would skip the address check.
      agent: false,
    })
    outgoing.on('response', resolveResponse)
    outgoing.on('error', (error) =>
      reject(new RemoteFetchError('failed', `Could not fetch ${url.href}: ${describe(error)}`)),
    )
    outgoing.end()
  })
}

async function readBody(response: IncomingMessage, url: URL, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new RemoteFetchError('too_large', `${url.href} is larger than ${maxBytes} bytes`)
  const declared = Number(response.headers['content-length'])
  if (declared > maxBytes) {
    response.destroy()
    throw tooLarge()
  }
  const chunks: Buffer[] = []
  let received = 0
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      received += chunk.length
      // Leaving the loop by throwing destroys the response, so the rest is never downloaded.
      if (received > maxBytes) throw tooLarge()
      chunks.push(chunk)
    }
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error
    throw new RemoteFetchError('failed', `Reading ${url.href} failed: ${describe(error)}`)
  }
  return Buffer.concat(chunks)
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
