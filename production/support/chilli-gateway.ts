import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodePapPassword, signedRedirect } from '@wifi/chilli-sim'
import { jsonRequest } from './client-request.ts'

/**
 * A CoovaChilli gateway as far as one guest's browser sees it, for a browser that reaches the captive page through
 * nginx: it sends the guest to the page with a signed `res=notyet` redirect, and answers the hand-off at its UAM
 * address (a private one, 10.1.0.1:3990, which the server insists on) as the browser's HTTP proxy — decoding the PAP
 * password with the guest's challenge, asking the console over HTTPS as FreeRADIUS's rest module does, and sending
 * the guest back with Chilli's signed `res=success`.
 */
export interface ChilliGateway {
  /** The browser's proxy (its bypass: 127.0.0.1, where nginx is). */
  proxyUrl: string
  /** Where the gateway sends a new guest: the signed redirect to `uamServer`. */
  firstRedirect(): string
  /** What the console answered Chilli's RADIUS question, once asked. */
  radiusAnswers: number[]
  /** Requests that reached the proxy for anything but the gateway's /logon. */
  strayRequests: string[]
  close(): Promise<void>
}

const uamAddress = { ip: '10.1.0.1', port: '3990' }

export async function startChilliGateway(options: {
  /** The captive page's URL as this gateway is set up with it (HS_UAMSERVER), through nginx's plain HTTP. */
  uamServer: string
  uamSecret: string
  /** The access point's MAC (AA:BB:…) and OpenWISP name: Chilli's `called` and `nasid`. */
  calledMac: string
  nasId: string
  /** The console's RADIUS endpoint as FreeRADIUS reaches it, its token and the certificate to trust. */
  radiusAuthorizeUrl: string
  radiusToken: string
  ca: string
}): Promise<ChilliGateway> {
  const challenge = randomBytes(16).toString('hex')
  const device: [string, string][] = [
    ['uamip', uamAddress.ip],
    ['uamport', uamAddress.port],
    ['called', options.calledMac.replaceAll(':', '-')],
    ['mac', ['02', ...randomBytes(5).toString('hex').match(/../g)!].join('-').toUpperCase()],
    ['ip', '10.1.0.23'],
    ['nasid', options.nasId],
    ['sessionid', `${Math.floor(Date.now() / 1000)}00000001`],
  ]
  const radiusAnswers: number[] = []
  const strayRequests: string[] = []

  const server: Server = createServer((request, response) => {
    // A proxy is sent the absolute URI: `GET http://10.1.0.1:3990/logon?username=…&password=…&userurl=…`.
    const target = new URL(request.url ?? '/', 'http://proxy.invalid')
    if (target.host !== `${uamAddress.ip}:${uamAddress.port}` || target.pathname !== '/logon') {
      strayRequests.push(`${request.method} ${request.url}`)
      response.writeHead(502).end()
      return
    }
    const username = target.searchParams.get('username') ?? ''
    const password = decodePapPassword(challenge, options.uamSecret, target.searchParams.get('password') ?? '')
    jsonRequest(options.radiusAuthorizeUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.radiusToken}` },
      json: { username, password },
      ca: options.ca,
    })
      .then((answer) => {
        radiusAnswers.push(answer.status)
        if (answer.status !== 200) return response.writeHead(403).end('RADIUS rejected the logon')
        const success = signedRedirect(options.uamServer, options.uamSecret, [
          ['res', 'success'],
          ...device.slice(0, 3),
          ['uid', username],
          ['timeleft', '3600'],
          ...device.slice(3),
          ['userurl', target.searchParams.get('userurl') ?? ''],
        ])
        response.writeHead(302, { location: success }).end()
      })
      .catch((error: unknown) => response.writeHead(502).end(String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  return {
    proxyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firstRedirect: () =>
      signedRedirect(options.uamServer, options.uamSecret, [
        ['res', 'notyet'],
        ...device.slice(0, 2),
        ['challenge', challenge],
        ...device.slice(2),
        ['userurl', 'http://example.com/'],
      ]),
    radiusAnswers,
    strayRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
