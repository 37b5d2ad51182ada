import { performance } from 'node:perf_hooks'
import { apiPaths } from '@wifi/contract'
import { describe, expect, it } from 'vitest'
import { request } from '../support/console-client.ts'
import { halfWrittenConsoleData, missingConsoleWrites } from '../support/console-edits.ts'
import { acknowledged } from '../support/guest-load.ts'
import { firstGuestPage, halfWrittenGuestSessions, missingGuestSteps } from '../support/guest-traffic.ts'
import { useProductionStack } from '../support/production-stack.ts'
import { describeExit } from '../support/server-process.ts'
import { describeSent, type Sent } from '../support/traffic.ts'

/**
 * PostgreSQL going away under load and coming back (issue 25, Faults): meanwhile the server answers 503 with
 * Retry-After (the guest page: a "try again" page), its readiness fails while its liveness holds, and it recovers by
 * itself — no restart — with everything it acknowledged still in the database.
 */

const stack = useProductionStack({ openwisp: true })
const cluster = stack.cluster
const toldToRetry = (sent: Sent) => sent.status === 503 && sent.retryAfter !== null

describe('PostgreSQL restarted under load', () => {
  it.each(['fast', 'immediate'] as const)(
    'stopped (%s) and started again: 503 with Retry-After meanwhile, then everything recovers by itself',
    async (mode) => {
      const database = await stack.createDatabase(`database_restart_${mode}`)
      const server = await stack.startServer({ database })
      // What the server does while the database is away must not end it: a wait fails at once, with its output.
      const exitedEarly = server.exited.then((exit) => {
        throw new Error(`The server exited (${describeExit(exit)}):\n${server.output().slice(-4000)}`)
      })
      // Its normal stop at the end rejects it too, after every wait: nothing to report then.
      exitedEarly.catch(() => undefined)
      const unlessExited = <T>(work: Promise<T>) => Promise.race([work, exitedEarly])
      const load = await stack.prepareGuestLoad({ signInOn: server })
      const { token, places, traffic } = load
      load.start(() => server.url)
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
      const page = await request(server.url, 'GET', firstGuestPage(server.url, places[0]!), {
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
      await load.stop()

      // Every request got an answer: acknowledged, or 503 with when to retry.
      expect(traffic.sent.filter((sent) => !acknowledged(sent) && !toldToRetry(sent)).map(describeSent)).toEqual([])
      expect(traffic.sent.filter((sent) => sent.sentAt > readyAt && !acknowledged(sent)).map(describeSent)).toEqual([])

      const client = await stack.sqlClient(database)
      expect(await missingGuestSteps(client, load.guestSteps)).toEqual([])
      expect(await missingConsoleWrites(client, load.writes)).toEqual([])
      expect(await halfWrittenGuestSessions(client, { deviceKeysKept: mode === 'fast' })).toEqual([])
      expect(await halfWrittenConsoleData(client)).toEqual([])
    },
  )
})
