import { Agent, request as httpRequest } from 'node:http'
import { performance } from 'node:perf_hooks'
import { apiPaths } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { halfWrittenConsoleData, missingConsoleWrites } from '../support/console-edits.ts'
import { loadSuccess } from '../support/guest-load.ts'
import {
  guestVisit,
  halfWrittenGuestSessions,
  missingGuestSteps,
  type AcknowledgedStep,
} from '../support/guest-traffic.ts'
import { useProductionStack } from '../support/production-stack.ts'
import type { ServerExit } from '../support/server-process.ts'
import { describeSent, Traffic } from '../support/traffic.ts'

/**
 * A graceful stop (SIGTERM, as systemd and deployments send it) under load (issue 25, Faults): the process stops
 * accepting, finishes what is in flight — a guest's page is answered only once its session is committed, so the
 * session writer's group commits must be flushed — answers no 5xx meanwhile, and exits with 0 within a bound.
 */

/** What a service manager waits before killing (deploy/systemd's TimeoutStopSec is above the server's own bound). */
const stopBoundMs = 15_000
/** Guests whose pages are in flight together when the signal lands. */
const burstSize = 40

const stack = useProductionStack({ database: 'graceful_stop', servers: 1, openwisp: true })

/**
 * A JSON request on `agent`'s connection, as a proxy sends one on a keep-alive connection to its upstream (nginx's
 * upstream `keepalive`): the agent holds one connection and reuses it while it is open.
 */
function onKeptConnection(agent: Agent, baseUrl: string, method: string, path: string, token: string, body?: unknown) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve) => {
    const outgoing = httpRequest(
      `${baseUrl}${path}`,
      {
        agent,
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (incoming) => {
        let text = ''
        incoming.setEncoding('utf8')
        incoming.on('data', (chunk: string) => (text += chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection, text }),
        )
      },
    )
    // No answer at all (the connection closed or reset under the request) reads as status 0 with the reason.
    outgoing.on('error', (error) => resolve({ status: 0, connection: undefined, text: `no answer: ${error.message}` }))
    outgoing.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

describe('a graceful stop', () => {
  it('answers every request in flight at SIGTERM and keeps it, answers no 5xx, and exits with 0 in time', async () => {
    const running = stack.servers[0]!
    const load = await stack.prepareGuestLoad()
    const { token, places, writes } = load
    const next = () => running.url

    // A steady load: guests' visits and an admin's edits.
    load.start(next)
    await load.traffic.until((sent) => sent.kind === 'accounting Interim-Update' && sent.status === 204, 3)
    await load.traffic.until((sent) => sent.kind === 'venue update' && sent.status === 200, 3)

    // The guests' load pauses so that the burst's pages are the only captive requests: once the server has read all
    // of them, they are in flight (in its session writer's queue or its commit) when the signal lands. The edits go
    // on.
    await load.guests.stop()
    const chilliRequestsRead = () =>
      running
        .logs()
        .filter(
          (line) =>
            line.msg === 'incoming request' &&
            String((line.req as { url?: string } | undefined)?.url).startsWith('/wifi/chilli'),
        ).length
    const readBefore = chilliRequestsRead()
    // A proxy's idle keep-alive connection, open before the signal.
    const proxyConnection = new Agent({ keepAlive: true, maxSockets: 1 })
    const warmUp = await onKeptConnection(proxyConnection, running.url, 'GET', apiPaths.me, token)
    expect(warmUp.status).toBe(200)
    const burst = new Traffic()
    const burstSteps: AcknowledgedStep[] = []
    const burstVisits = Promise.all(
      Array.from({ length: burstSize }, (_, index) =>
        guestVisit(burst, places[index % places.length]!, next, burstSteps, 'page'),
      ),
    )
    while (chilliRequestsRead() < readBefore + burstSize) await new Promise((resolve) => setTimeout(resolve, 10))
    running.kill('SIGTERM')
    const signalledAt = performance.now()

    // Once the server is stopping, a request the proxy sends on its open connection is still answered (a POST or
    // PATCH nginx would not retry elsewhere), and the answer closes that connection.
    await running.waitForLog((line) => /SIGTERM received/.test(String(line.msg)))
    const lateAddress = { venueId: writes.venuesCreated[0]!.id, address: '1 Đường Cuối Cùng', acknowledged: false }
    writes.addressesSent.push(lateAddress)
    const lateEdit = await onKeptConnection(
      proxyConnection,
      running.url,
      'PATCH',
      apiPaths.venue(lateAddress.venueId),
      token,
      {
        address: lateAddress.address,
      },
    )
    expect(lateEdit.status, lateEdit.text).toBe(200)
    expect(lateEdit.connection).toBe('close')
    lateAddress.acknowledged = true

    const exit = await Promise.race([
      running.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), stopBoundMs)),
    ])
    expect(exit, running.output().slice(-3000)).toEqual<ServerExit>({ code: 0, signal: null })
    await burstVisits
    await load.stop()
    proxyConnection.destroy()

    // Every page that was in flight got its answer; nothing at all was answered 5xx.
    const burstPages = burst.sent.filter((sent) => sent.kind === 'guest page')
    expect(burstPages.filter((sent) => sent.status !== 200).map(describeSent)).toEqual([])
    const everything = [...load.traffic.sent, ...burst.sent]
    expect(everything.filter((sent) => (sent.status ?? 0) >= 500).map(describeSent)).toEqual([])
    // After the signal, a request is either answered as usual or not let in at all: never refused with an error.
    const afterSignal = everything.filter((sent) => sent.sentAt > signalledAt && sent.status !== null)
    expect(afterSignal.filter((sent) => sent.status !== loadSuccess[sent.kind]).map(describeSent)).toEqual([])

    // What was acknowledged is in the database, the burst's pages included, and nothing is half-written.
    const client = await stack.sqlClient()
    expect(burstSteps.filter((step) => step.step === 'page')).toHaveLength(burstSize)
    expect(await missingGuestSteps(client, [...load.guestSteps, ...burstSteps])).toEqual([])
    expect(await missingConsoleWrites(client, writes)).toEqual([])
    expect(await halfWrittenGuestSessions(client)).toEqual([])
    expect(await halfWrittenConsoleData(client)).toEqual([])
    // It closed its own connections to PostgreSQL on the way out.
    const left = await client.query('select 1 from pg_stat_activity where application_name = $1', [
      running.applicationName,
    ])
    expect(left.rowCount).toBe(0)
  })
})
