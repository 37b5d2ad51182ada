import type { IncomingMessage, ServerResponse } from 'node:http'
import { Server } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the server starts stopping: readiness fails, answers close their connection. */
    readonly stopping: boolean
    /**
     * The first half of a graceful stop (SIGTERM): stop accepting connections, answer what comes on the open ones
     * (each answer then closes its connection), and resolve once nothing is in flight and the proxy has let its idle
     * connections go, or after `idleGraceMs`. `app.close()` then closes the rest.
     */
    drain(options?: { idleGraceMs?: number }): Promise<void>
  }
}

/**
 * How long idle keep-alive connections are left for their client to close: longer than the upstream
 * keepalive_timeout of deploy/nginx's site (4 s). Closing one ourselves could cross a request nginx is sending on
 * it, which nginx may not retry elsewhere (a POST): that request would fail.
 */
const defaultIdleGraceMs = 5_000
const pollMs = 50

async function gracefulStopPlugin(app: FastifyInstance) {
  let stopping = false
  let inFlight = 0
  app.decorate('stopping', {
    getter: () => stopping,
  })

  // Counted on the HTTP server itself, first of its listeners: every request, whatever route or hook answers it, and
  // a response's 'close' comes once, answered or cut off.
  app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight += 1
    if (stopping) response.setHeader('connection', 'close')
    response.once('close', () => (inFlight -= 1))
  })

  app.decorate('drain', async ({ idleGraceMs = defaultIdleGraceMs }: { idleGraceMs?: number } = {}) => {
    stopping = true
    const started = Date.now()
    // net.Server's own close stops accepting and leaves the open connections alone; http.Server's would also close
    // the idle ones at once (see defaultIdleGraceMs for why not).
    Server.prototype.close.call(app.server)
    const openConnections = () =>
      new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)))
    while (inFlight > 0 || (Date.now() - started < idleGraceMs && (await openConnections()) > 0)) {
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  })
}

export default fp(gracefulStopPlugin, { name: 'graceful-stop' })
