import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startCoaListener } from './coa-listener.ts'
import type { AccessRequest, RadiusAnswer } from './radius-client.ts'
import { accountSession, sendAccounting, type Account } from './session-accounting.ts'
import { decodePapPassword, signedRedirect } from './uam.ts'

export interface ChilliSimulatorOptions {
  port?: number
  host?: string
  /** The captive page's URL exactly as a real Chilli would be configured with it (`uamserver`). */
  uamServer: string
  uamSecret: string
  /** What Chilli sends as `nasid`: deployments set it to the OpenWISP device's id or name. */
  nasId: string
  /** The gateway interface's MAC, sent as `called` (AA-BB-CC-DD-EE-FF). */
  calledMac: string
  ssid?: string
  /** Asks the RADIUS server about a logon (radius-client.ts's `authenticate`, or a stand-in in a test). */
  authenticate: (request: AccessRequest) => Promise<RadiusAnswer>
  /** Chilli's `coaport` for RFC 5176 Disconnect-Requests (0: any free port); listened on only with `coaSecret`. */
  coaPort?: number
  /** The secret Disconnect-Requests are signed with (Chilli's `radiussecret`). */
  coaSecret?: string
  /**
   * Where the gateway's accounting goes, as CoovaChilli sends it: Accounting-On when it starts, Start at a logon,
   * Interim-Update every interval, Stop at a Disconnect, at Session-Timeout and (NAS-Reboot) when it stops, then
   * Accounting-Off. None: no accounting.
   */
  account?: Account
  /**
   * Chilli's `definteriminterval`, seconds (60 by default): the interval when RADIUS gives none or one under 60,
   * which Chilli ignores. Tests set a short one.
   */
  interimSeconds?: number
}

/** A guest device as the simulated gateway knows it. */
export interface SimulatedClient {
  id: string
  mac: string
  ip: string
  challenge: string
  sessionId: string
  state: 'preauth' | 'online'
  /**
   * The user name it last logged on with, kept after it logs out (as Chilli keeps it): what a Disconnect-Request
   * names.
   */
  username: string | null
}

const cookieName = 'chilli_sim_client'
const newChallenge = () => randomBytes(16).toString('hex')
/** Chilli's form: the current second (10 digits) and the connection's unit (8 hex digits). */
const newSessionId = () => `${Math.floor(Date.now() / 1000)}${randomBytes(4).toString('hex')}`

/** What a redirect to the UAM server says about the guest besides the device (uamredirect's optional fields). */
interface RedirectFields {
  res: 'notyet' | 'success' | 'failed' | 'already' | 'logoff'
  reason?: string
  challenge?: string
  uid?: string
  timeleft?: number | null
  reply?: string | null
  sessionId: string
  userurl: string
}

/**
 * A CoovaChilli gateway's UAM side, for the demo and the tests (docs/gateways.md §2), as CoovaChilli 1.8 behaves in
 * the rig (../shared/gateways/CHILLI-RIG.md): a browser's request while it is not logged in is redirected to the UAM
 * server with `res=notyet` and a signed query; `/logon` decodes the PAP password, asks RADIUS, and redirects with
 * `res=success` or `res=failed` (a new challenge; the refused attempt's session id, a new one at the next redirect);
 * `/logon` while online is `res=already`, `/logoff` is `res=logoff`. A browser is one guest device (a cookie stands
 * for its MAC address, which a real gateway sees on the wire).
 */
export async function startChilliSimulator(options: ChilliSimulatorOptions) {
  const clients = new Map<string, SimulatedClient>()
  /** The accounting of each online client, by the client's id. */
  const accounted = new Map<string, ReturnType<typeof accountSession>>()
  let address = ''

  const clientOf = (request: IncomingMessage) => {
    const cookie = /(?:^|;\s*)chilli_sim_client=([0-9a-f]{16})/.exec(request.headers.cookie ?? '')?.[1]
    return cookie ? clients.get(cookie) : undefined
  }

  function newClient(): SimulatedClient {
    const id = randomBytes(8).toString('hex')
    const client: SimulatedClient = {
      id,
      mac: ['02', ...randomBytes(5).toString('hex').match(/../g)!].join('-').toUpperCase(),
      ip: `10.1.${clients.size >> 8}.${(clients.size % 250) + 2}`,
      challenge: newChallenge(),
      sessionId: newSessionId(),
      state: 'preauth',
      username: null,
    }
    clients.set(id, client)
    return client
  }

  function redirect(response: ServerResponse, location: string, client?: SimulatedClient) {
    response.writeHead(302, {
      location,
      'cache-control': 'no-store',
      ...(client && { 'set-cookie': `${cookieName}=${client.id}; Path=/; HttpOnly; SameSite=Lax` }),
    })
    response.end()
  }

  function page(response: ServerResponse, status: number, text: string) {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(`<!doctype html><meta charset="utf-8"><title>${text}</title><h1 id="result">${text}</h1>`)
  }

  /** Sends the client to the UAM server with its fields in Chilli's order, signed (`md`) as Chilli signs them. */
  function uamRedirect(response: ServerResponse, client: SimulatedClient, fields: RedirectFields) {
    const [ip, port] = address.split(':') as [string, string]
    const optional = (name: string, value: string | number | null | undefined): [string, string][] =>
      value === undefined || value === null || value === '' ? [] : [[name, String(value)]]
    const location = signedRedirect(options.uamServer, options.uamSecret, [
      ['res', fields.res],
      ...optional('reason', fields.reason),
      ['uamip', ip],
      ['uamport', port],
      ...optional('challenge', fields.challenge),
      ['called', options.calledMac],
      ...optional('uid', fields.uid),
      // Left out without a Session-Timeout (or with 0), as Chilli leaves it out.
      ...optional('timeleft', fields.timeleft || undefined),
      ['mac', client.mac],
      ['ip', client.ip],
      ...optional('reply', fields.reply),
      ...optional('ssid', options.ssid),
      ['nasid', options.nasId],
      ['sessionid', fields.sessionId],
      ['userurl', fields.userurl],
    ])
    redirect(response, location, client)
  }

  async function logon(request: IncomingMessage, response: ServerResponse, query: URLSearchParams) {
    const client = clientOf(request)
    if (!client) return page(response, 400, 'Unknown client: open any page first')
    const userurl = query.get('userurl') ?? ''
    // Logged on already: Chilli answers without asking RADIUS again.
    if (client.state === 'online')
      return uamRedirect(response, client, { res: 'already', sessionId: client.sessionId, userurl })
    const username = query.get('username') ?? ''
    const password = decodePapPassword(client.challenge, options.uamSecret, query.get('password') ?? '')
    let answer: RadiusAnswer
    try {
      answer = await options.authenticate({
        username,
        password,
        nasIdentifier: options.nasId,
        calledStationId: options.calledMac,
        callingStationId: client.mac,
      })
    } catch (error) {
      return page(response, 502, `RADIUS: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (answer.accepted) {
      client.state = 'online'
      client.username = username
      if (options.account) {
        const interval = answer.acctInterimInterval ?? 0
        accounted.set(
          client.id,
          accountSession(options.account, {
            sessionId: client.sessionId,
            username,
            interimSeconds: interval >= 60 ? interval : (options.interimSeconds ?? 60),
            sessionTimeout: answer.sessionTimeout,
            onTimeout: () => logOff(client),
          }),
        )
      }
      return uamRedirect(response, client, {
        res: 'success',
        uid: username,
        timeleft: answer.sessionTimeout,
        reply: answer.replyMessage,
        sessionId: client.sessionId,
        userurl,
      })
    }
    // As Chilli 1.8 does after a rejection: a new challenge now, and the refused attempt's session id in this
    // redirect; the next session id comes with the next redirect.
    const refused = client.sessionId
    client.challenge = newChallenge()
    client.sessionId = newSessionId()
    return uamRedirect(response, client, {
      res: 'failed',
      reason: 'reject',
      challenge: client.challenge,
      reply: answer.replyMessage,
      sessionId: refused,
      userurl,
    })
  }

  /** `/logoff`: the guest leaves; Chilli reports the Stop (User-Request) and answers `res=logoff`. */
  function logoffRequest(request: IncomingMessage, response: ServerResponse) {
    const client = clientOf(request) ?? newClient()
    const ended = client.sessionId
    if (client.state === 'online') {
      void accounted.get(client.id)?.stop('User-Request')
      logOff(client)
    }
    const userurl = `http://${request.headers.host ?? address}${request.url ?? '/'}`
    return uamRedirect(response, client, { res: 'logoff', challenge: client.challenge, sessionId: ended, userurl })
  }

  /**
   * Chilli's answer to a Disconnect-Request: every online client of `username` (and `sessionId`, in any case, when
   * given) is logged off as after a logout — a new session and challenge, so its next page goes to the captive page.
   */
  function disconnect(username: string, sessionId: string | null) {
    let found = false
    for (const client of clients.values()) {
      // A device keeps its last user name after it logs out, and Chilli acknowledges a Disconnect for it.
      if (client.username !== username) continue
      if (sessionId !== null && client.sessionId.toLowerCase() !== sessionId.toLowerCase()) continue
      if (client.state === 'online') {
        void accounted.get(client.id)?.stop('Admin-Reset')
        logOff(client, { challenge: client.challenge })
      }
      found = true
    }
    return found
  }

  /**
   * The client is no longer online: its next page goes to the captive page, with a new session and (unless kept, as
   * after a Disconnect) a new challenge. Its user name stays.
   */
  function logOff(client: SimulatedClient, keep: { challenge?: string } = {}) {
    accounted.delete(client.id)
    client.state = 'preauth'
    client.challenge = keep.challenge ?? newChallenge()
    client.sessionId = newSessionId()
  }

  /** Accounting-On and -Off, which name the gateway only. */
  const gatewayAccounting = (status: 'Accounting-On' | 'Accounting-Off') =>
    options.account &&
    sendAccounting(options.account, { status, sessionId: '', username: '', seconds: 0, bytesIn: 0, bytesOut: 0 })

  function intercept(request: IncomingMessage, response: ServerResponse) {
    const client = clientOf(request) ?? newClient()
    if (client.state === 'online') return page(response, 200, 'INTERNET-OK')
    const userurl = `http://${request.headers.host ?? address}${request.url ?? '/'}`
    return uamRedirect(response, client, {
      res: 'notyet',
      challenge: client.challenge,
      sessionId: client.sessionId,
      userurl,
    })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://chilli.invalid')
    if (url.pathname === '/__chilli/clients') {
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify([...clients.values()]))
    }
    if (url.pathname === '/logon') {
      logon(request, response, url.searchParams).catch((error: unknown) =>
        page(response, 500, error instanceof Error ? error.message : String(error)),
      )
      return
    }
    if (url.pathname === '/logoff' || url.pathname === '/logout') return logoffRequest(request, response)
    intercept(request, response)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  address = `${options.host ?? '127.0.0.1'}:${port}`
  const coa =
    options.coaSecret === undefined
      ? null
      : await startCoaListener({
          host: options.host ?? '127.0.0.1',
          port: options.coaPort ?? 0,
          secret: options.coaSecret,
          disconnect,
        }).catch(async (error: unknown) => {
          await new Promise<void>((resolve) => server.close(() => resolve()))
          throw error
        })

  await gatewayAccounting('Accounting-On')

  return {
    url: `http://${address}`,
    /** The bound Disconnect/CoA port, or null without `coaSecret`. */
    coaPort: coa?.port ?? null,
    clients: () => [...clients.values()],
    /** Stops as Chilli does: a Stop (NAS-Reboot) for each guest online, Accounting-Off, then nothing listens. */
    close: async () => {
      await Promise.all([...accounted.values()].map((session) => session.stop('NAS-Reboot')))
      accounted.clear()
      await gatewayAccounting('Accounting-Off')
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), coa?.close()])
    },
  }
}

export type ChilliSimulator = Awaited<ReturnType<typeof startChilliSimulator>>
