import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'

export interface ClientResponse {
  status: number
  headers: IncomingHttpHeaders
  text: string
  /** The body's bytes as they came on the wire (still encoded when the answer has a Content-Encoding). */
  bytes: Buffer
}

export interface ClientRequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /**
   * The address the connection comes from: any of 127.0.0.0/8 works, as Linux routes them all to the loopback
   * interface, so one machine can play clients at different addresses.
   */
  localAddress?: string
  /** The certificate to trust for https: (nginx's self-signed one). */
  ca?: string
}

/**
 * One HTTP(S) request as a client on the network makes it, on a connection of its own (no redirect followed, no
 * connection reused): Node's fetch can neither choose the source address nor trust a certificate per request.
 */
export function clientRequest(url: string, options: ClientRequestOptions = {}): Promise<ClientResponse> {
  const target = new URL(url)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        ca: options.ca,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: bytes.toString('utf8'), bytes })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.setTimeout(30_000, () => request.destroy(new Error(`No answer from ${url} within 30 s`)))
    request.end(options.body)
  })
}

/** A JSON request: the body serialised, its answer parsed (null when it is not JSON). */
export async function jsonRequest(url: string, options: Omit<ClientRequestOptions, 'body'> & { json?: unknown } = {}) {
  const response = await clientRequest(url, {
    ...options,
    headers: {
      ...(options.json !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  })
  let body: unknown = null
  try {
    body = JSON.parse(response.text)
  } catch {
    // Not JSON: nginx's own pages (a redirect, a refused body) are HTML.
  }
  return { ...response, body }
}
