import { startSimulator, type Simulator } from '@wifi/openwisp-sim'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../support/console-client.ts'
import { consoleEdits, consoleSuccess, missingConsoleWrites, noConsoleWrites } from '../support/console-edits.ts'
import {
  createChilliPlaces,
  guestSuccess,
  guestVisit,
  missingGuestSteps,
  guestLoadEnv,
  type AcknowledgedStep,
} from '../support/guest-traffic.ts'
import { startNginx, type Nginx } from '../support/nginx.ts'
import { freePort } from '../support/postgres-cluster.ts'
import { startServer, type ServerProcess } from '../support/server-process.ts'
import { createTestDatabase, sqlClient, testCluster } from '../support/test-cluster.ts'
import { describeSent, Traffic } from '../support/traffic.ts'

/**
 * An upgrade as the README's "Production" section does it: behind the operator's nginx site, one process after the
 * other is stopped with SIGTERM (systemctl restart) and started again, while guests and an admin keep using the
 * service through nginx. Every request must be answered as usual — none a 502 or 503 — since a stopping process
 * drains (plugins/graceful-stop.ts) and nginx sends new connections to the other one.
 */

// nginx's certificate is self-signed and names console.example.com; the load goes to https://127.0.0.1:<port>.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'

const cluster = testCluster()
let database: { name: string; url: string }
let simulator: Simulator
let nginx: Nginx
let client: pg.Client | undefined
const servers: ServerProcess[] = []

beforeAll(async () => {
  database = await createTestDatabase(cluster, 'rolling_restart')
  simulator = await startSimulator()
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await nginx?.stop()
  await client?.end()
  await simulator?.close()
  if (database) await cluster.dropDatabase(database.name)
})

const success: Record<string, number> = { ...guestSuccess, ...consoleSuccess }

describe('a rolling restart behind nginx', () => {
  it('answers every request as usual while each process in turn stops and starts again', async () => {
    const ports: [number, number] = [await freePort(), await freePort()]
    nginx = await startNginx({ upstreamPorts: ports })
    const start = (port: number) =>
      startServer({
        env: {
          PORT: String(port),
          DATABASE_URL: database.url,
          TRUST_PROXY: '127.0.0.1',
          ...guestLoadEnv(simulator),
        },
      })
    servers.push(...(await Promise.all(ports.map(start))))
    const token = await signIn(servers[0]!)
    const places = await createChilliPlaces(servers[0]!.url, token, simulator, 8)
    const throughNginx = () => nginx.httpsUrl

    const guests = new Traffic()
    const editors = new Traffic()
    const guestSteps: AcknowledgedStep[] = []
    const writes = noConsoleWrites()
    guests.start(3, (worker, round) =>
      guestVisit(guests, places[(worker * 3 + round) % places.length]!, throughNginx, guestSteps),
    )
    editors.start(2, (_worker, round) => consoleEdits(editors, token, throughNginx, writes, round))
    const interims = (traffic: Traffic) =>
      traffic.sent.filter((sent) => sent.kind === 'accounting Interim-Update' && sent.status === 204).length
    await guests.until((sent) => sent.kind === 'accounting Interim-Update' && sent.status === 204, 3)

    for (const [index, port] of ports.entries()) {
      const stopping = servers[index]!
      stopping.kill('SIGTERM')
      expect(await stopping.exited, stopping.output().slice(-3000)).toEqual({ code: 0, signal: null })
      servers[index] = await start(port)
      // The load goes on over the restarted process before the next one stops.
      const before = interims(guests)
      await guests.until(() => interims(guests) >= before + 3, 1)
    }
    await guests.stop()
    await editors.stop()

    const everything = [...guests.sent, ...editors.sent]
    expect(everything.filter((sent) => sent.status !== success[sent.kind]).map(describeSent)).toEqual([])
    expect(writes.venuesCreated.length).toBeGreaterThan(0)
    client = await sqlClient(database.url)
    expect(await missingGuestSteps(client, guestSteps)).toEqual([])
    expect(await missingConsoleWrites(client, writes)).toEqual([])
  })
})
