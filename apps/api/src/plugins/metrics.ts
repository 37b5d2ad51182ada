import { gatewayKinds } from '@wifi/contract'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { CredentialRefusal } from '../guest/captive/radius-authorize.ts'
import type { AccountingOutcome } from '../guest/online/radius-accounting.ts'
import { inProcessingSlot } from '../modules/media/processing-slots.ts'

/** The label of a request no route matched: the raw URL would give a series per path a scanner tries. */
const unmatchedRoute = 'unmatched'

/** From a quick sync of a venue to a first sync of a large network through OpenWISP's retries. */
const syncRunBuckets = [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600]

/**
 * The app's figures for Prometheus (docs/metrics.md), each app with its own registry: tests build many apps in one
 * process, and prom-client's default registry would hold one app's counters for all of them.
 */
function createMetrics(app: FastifyInstance) {
  const registry = new Registry()
  const registers = [registry]
  // Each call starts a GC observer and an event-loop monitor that last as long as the process: only an app that can
  // be scraped starts them.
  if (app.config.metricsToken) collectDefaultMetrics({ register: registry })

  const requestLabels = ['method', 'route', 'status'] as const
  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'wifi_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: requestLabels,
      registers,
    }),
    httpRequestSeconds: new Histogram({
      name: 'wifi_http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer, by method, route pattern and status.',
      labelNames: requestLabels,
      registers,
    }),
    captivePages: new Counter<'gateway'>({
      name: 'wifi_captive_pages_total',
      help: 'Captive pages shown to a new guest visit, by gateway kind.',
      labelNames: ['gateway'],
      registers,
    }),
    handOffs: new Counter<'gateway'>({
      name: 'wifi_captive_hand_offs_total',
      help: 'Guests handed to their gateway after Connect, by gateway kind.',
      labelNames: ['gateway'],
      registers,
    }),
    radiusAuthorizations: new Counter<'result' | 'reason'>({
      name: 'wifi_radius_authorizations_total',
      help: 'RADIUS authorize answers about a guest credential: accept, or reject with its reason (unknown, used, expired).',
      labelNames: ['result', 'reason'],
      registers,
    }),
    radiusAccounting: new Counter<'outcome'>({
      name: 'wifi_radius_accounting_requests_total',
      help: 'RADIUS accounting requests, by outcome (stored, closed_gateway_sessions, unknown_session, wrong_nas, ignored).',
      labelNames: ['outcome'],
      registers,
    }),
    syncRunSeconds: new Histogram<'result'>({
      name: 'wifi_sync_run_duration_seconds',
      help: 'OpenWISP sync runs by result (succeeded, failed) and how long each took.',
      labelNames: ['result'],
      buckets: syncRunBuckets,
      registers,
    }),
  }

  // Every known series starts at 0, so a rate or an alert on one works before its first event.
  for (const gateway of gatewayKinds) {
    metrics.captivePages.inc({ gateway }, 0)
    metrics.handOffs.inc({ gateway }, 0)
  }
  metrics.radiusAuthorizations.inc({ result: 'accept' }, 0)
  for (const reason of ['unknown', 'used', 'expired'] satisfies CredentialRefusal[]) {
    metrics.radiusAuthorizations.inc({ result: 'reject', reason }, 0)
  }
  const outcomes = [
    'stored',
    'closed_gateway_sessions',
    'unknown_session',
    'wrong_nas',
    'ignored',
  ] satisfies AccountingOutcome[]
  for (const outcome of outcomes) metrics.radiusAccounting.inc({ outcome }, 0)
  for (const result of ['succeeded', 'failed']) metrics.syncRunSeconds.zero({ result })

  // Read when scraped: the image slots are the process's, shared by every app in it.
  new Gauge({
    name: 'wifi_image_processing_active',
    help: 'Images (uploads and fetches) being processed now; at most 2 at once.',
    registers,
    collect() {
      this.set(inProcessingSlot.use().running)
    },
  })
  new Gauge({
    name: 'wifi_image_processing_waiting',
    help: 'Images waiting for a processing slot; beyond 8, uploads are refused with 503.',
    registers,
    collect() {
      this.set(inProcessingSlot.use().waiting)
    },
  })

  // PGlite has no pool: the figures are left out rather than reported as zero.
  if (app.dbPoolUse()) {
    const poolGauge = (name: string, help: string, figure: 'total' | 'idle' | 'waiting') =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(app.dbPoolUse()?.[figure] ?? 0)
        },
      })
    poolGauge('wifi_db_pool_connections', 'PostgreSQL connections the pool holds (busy and idle).', 'total')
    poolGauge('wifi_db_pool_idle_connections', 'PostgreSQL connections of the pool that are idle.', 'idle')
    poolGauge('wifi_db_pool_waiting_queries', 'Queries waiting for a PostgreSQL connection from the pool.', 'waiting')
  }

  return metrics
}

type Metrics = ReturnType<typeof createMetrics>

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus figures; modules count their events here, GET /metrics reports them. */
    metrics: Metrics
  }
}

async function metricsPlugin(app: FastifyInstance) {
  const metrics = createMetrics(app)
  app.decorate('metrics', metrics)
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? unmatchedRoute,
      status: reply.statusCode,
    }
    metrics.httpRequests.inc(labels)
    metrics.httpRequestSeconds.observe(labels, reply.elapsedTime / 1000)
  })
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['config', 'database'] })
