import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { signedRedirect } from '@wifi/chilli-sim'
import { apiPaths, captivePaths } from '@wifi/contract'
import { startSimulator, type Simulator } from '@wifi/openwisp-sim'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { request, signIn } from '../support/console-client.ts'
import {
  consoleEdits,
  consoleSuccess,
  halfWrittenConsoleData,
  missingConsoleWrites,
  noConsoleWrites,
} from '../support/console-edits.ts'
import {
  createChilliPlaces,
  guestSuccess,
  guestVisit,
  halfWrittenGuestSessions,
  missingGuestSteps,
  guestLoadEnv,
  type AcknowledgedStep,
  type ChilliPlace,
} from '../support/guest-traffic.ts'
import { describeExit, startServer, type ServerProcess } from '../support/server-process.ts'
import { createTestDatabase, sqlClient, testCluster } from '../support/test-cluster.ts'
import { describeSent, Traffic, type Sent } from '../support/traffic.ts'

/**
 * PostgreSQL going away under load and coming back (issue 25, Faults): meanwhile the server answers 503 with
 * Retry-After (the guest page: a "try again" page), its readiness fails while its liveness holds, and it recovers by
 * itself — no restart — with everything it acknowledged still in the database.
 */

const cluster = testCluster()
let simulator: Simulator
const servers: ServerProcess[] = []
const databases: string[] = []

beforeAll(async () => {
  simulator = await startSimulator()
})

afterEach(async () => {
  // A failed test may have left the cluster stopped; the next test and the other files need it.
  if (!(await cluster.running())) await cluster.start()
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await simulator?.close()
  for (const name of databases) await cluster.dropDatabase(name)
})

const success: Record<string, number> = { ...guestSuccess, ...consoleSuccess }
const acknowledged = (sent: Sent) => sent.status === success[sent.kind]
const toldToRetry = (sent: Sent) => sent.status === 503 && sent.retryAfter !== null

/** A new guest's page, as CoovaChilli sends them to it. */
function guestPageAddress(baseUrl: string, place: ChilliPlace) {
  const fields: [string, string][] = [
    ['res', 'notyet'],
    ['challenge', randomBytes(16).toString('hex')],
    ['uamip', '10.1.0.1'],
    ['uamport', '3990'],
    ['called', place.mac.replaceAll(':', '-')],
    ['mac', ['02', ...randomBytes(5).toString('hex').match(/../g)!].join('-').toUpperCase()],
    ['ip', '10.1.0.24'],
    ['nasid', place.name],
    ['sessionid', randomBytes(8).toString('hex')],
    ['userurl', 'http://example.com/'],
  ]
  return signedRedirect(`${baseUrl}${captivePaths.chilli}`, place.secret, fields).slice(baseUrl.length)
}

describe('PostgreSQL restarted under load', () => {
  it.each(['fast', 'immediate'] as const)(
    'stopped (%s) and started again: 503 with Retry-After meanwhile, then everything recovers by itself',
    async (mode) => {
      const database = await createTestDatabase(cluster, `database_restart_${mode}`)
      databases.push(database.name)
      const server = await startServer({
        env: {
          DATABASE_URL: database.url,
          ...guestLoadEnv(simulator),
        },
      })
      servers.push(server)
      // What the server does while the database is away must not end it: a wait fails at once, with its output.
      const exitedEarly = server.exited.then((exit) => {
        throw new Error(`The server exited (${describeExit(exit)}):\n${server.output().slice(-4000)}`)
      })
      // Its normal stop at the end rejects it too, after every wait: nothing to report then.
      exitedEarly.catch(() => undefined)
      const unlessExited = <T>(work: Promise<T>) => Promise.race([work, exitedEarly])
      const token = await signIn(server)
      const places = await createChilliPlaces(server.url, token, simulator, 8)
      const next = () => server.url

      const traffic = new Traffic()
      const guestSteps: AcknowledgedStep[] = []
      const writes = noConsoleWrites()
      traffic.start(3, (worker, round) =>
        guestVisit(traffic, places[(worker * 3 + round) % places.length]!, next, guestSteps),
      )
      traffic.start(2, (_worker, round) => consoleEdits(traffic, token, next, writes, round))
      await traffic.until((sent) => sent.kind === 'accounting Interim-Update' && acknowledged(sent), 2)
      await traffic.until((sent) => sent.kind === 'venue update' && acknowledged(sent), 2)

      // `fast` is a clean restart (systemctl restart); `immediate` a crash, recovered from the write-ahead log.
      await cluster.stop(mode)
      const stoppedAt = performance.now()
      await unlessExited(traffic.until((sent) => sent.sentAt > stoppedAt && sent.status === 503, 5))

      const liveness = await request(server.url, 'GET', apiPaths.health)
      expect(liveness.status, liveness.text).toBe(200)
      const readiness = await request(server.url, 'GET', apiPaths.healthReady)
      expect(readiness.status, readiness.text).toBe(503)
      const list = await request(server.url, 'GET', apiPaths.venues, { token })
      expect(list.status, list.text).toBe(503)
      expect(list.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(list.headers.get('content-type')).toMatch(/^application\/json/)
      const page = await request(server.url, 'GET', guestPageAddress(server.url, places[0]!), {
        headers: { 'accept-language': 'en' },
      })
      expect(page.status, page.text).toBe(503)
      expect(page.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      expect(page.text).toMatch(/<html/i)
      expect(page.text).toContain('>The Wi-Fi is briefly unavailable</h1>')
      expect(page.text).toContain('Please try again in 5 seconds.')

      await cluster.start()
      // No restart of the server: the same process becomes ready, and the load succeeds again.
      await server.ready(60_000)
      const readyAt = performance.now()
      await unlessExited(
        traffic.until((sent) => sent.sentAt > readyAt && sent.kind === 'guest page' && acknowledged(sent), 5),
      )
      await unlessExited(traffic.until((sent) => sent.sentAt > readyAt && sent.kind === 'accounting Interim-Update', 1))
      await unlessExited(
        traffic.until((sent) => sent.sentAt > readyAt && sent.kind === 'venue update' && acknowledged(sent), 2),
      )
      await traffic.stop()

      // Every request got an answer: acknowledged, or 503 with when to retry.
      expect(traffic.sent.filter((sent) => !acknowledged(sent) && !toldToRetry(sent)).map(describeSent)).toEqual([])
      expect(traffic.sent.filter((sent) => sent.sentAt > readyAt && !acknowledged(sent)).map(describeSent)).toEqual([])

      const client = await sqlClient(database.url)
      try {
        expect(await missingGuestSteps(client, guestSteps)).toEqual([])
        expect(await missingConsoleWrites(client, writes)).toEqual([])
        expect(await halfWrittenGuestSessions(client, { deviceKeysKept: mode === 'fast' })).toEqual([])
        expect(await halfWrittenConsoleData(client)).toEqual([])
      } finally {
        await client.end()
      }
    },
  )
})
