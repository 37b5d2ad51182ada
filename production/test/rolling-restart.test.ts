import { describe, expect, it } from 'vitest'
import { missingConsoleWrites } from '../support/console-edits.ts'
import { acknowledged } from '../support/guest-load.ts'
import { missingGuestSteps } from '../support/guest-traffic.ts'
import { useProductionStack } from '../support/production-stack.ts'
import { describeSent } from '../support/traffic.ts'

/**
 * An upgrade as docs/production.md's runbook does it: behind the operator's nginx site, one process after the
 * other is stopped with SIGTERM (systemctl restart) and started again, while guests and an admin keep using the
 * service through nginx. Every request must be answered as usual — none a 502 or 503 — since a stopping process
 * drains (plugins/graceful-stop.ts) and nginx sends new connections to the other one.
 */

// nginx's certificate is self-signed and names console.example.com; the load goes to https://127.0.0.1:<port>.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'

const stack = useProductionStack({
  database: 'rolling_restart',
  servers: 2,
  start: 'together',
  nginx: true,
  openwisp: true,
})

describe('a rolling restart behind nginx', () => {
  it('answers every request as usual while each process in turn stops and starts again', async () => {
    const { servers, upstreamPorts } = stack
    const load = await stack.prepareGuestLoad()
    const { traffic, writes } = load
    load.start(() => stack.nginx.httpsUrl)
    const interims = () =>
      traffic.sent.filter((sent) => sent.kind === 'accounting Interim-Update' && sent.status === 204).length
    await traffic.until((sent) => sent.kind === 'accounting Interim-Update' && sent.status === 204, 3)

    for (const [index, port] of upstreamPorts.entries()) {
      const stopping = servers[index]!
      stopping.kill('SIGTERM')
      expect(await stopping.exited, stopping.output().slice(-3000)).toEqual({ code: 0, signal: null })
      servers[index] = await stack.startServer({ port })
      // The load goes on over the restarted process before the next one stops.
      const before = interims()
      await traffic.until(() => interims() >= before + 3, 1)
    }
    await load.stop()

    expect(traffic.sent.filter((sent) => !acknowledged(sent)).map(describeSent)).toEqual([])
    expect(writes.venuesCreated.length).toBeGreaterThan(0)
    const client = await stack.sqlClient()
    expect(await missingGuestSteps(client, load.guestSteps)).toEqual([])
    expect(await missingConsoleWrites(client, writes)).toEqual([])
  })
})
