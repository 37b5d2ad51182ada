// The load side of bench/production.ts: a keep-alive HTTP(S) client playing many clients at once, production/support's
// Traffic timing each request it sends instead of keeping it, workers that drive a load, and the figures of a run.
import http from 'node:http'
import https from 'node:https'
import { performance } from 'node:perf_hooks'
import type { Answer, RequestOptions } from '../production/support/console-client.ts'
import { guestSuccess } from '../production/support/guest-traffic.ts'
import { Traffic } from '../production/support/traffic.ts'

/**
 * Requests over kept-alive connections, at most `clients` to each host (one per client, reused from one request to
 * the next, as a browser or a gateway keeps its connection). console-client.ts's `request` goes through Node's
 * fetch, which cannot trust nginx's self-signed certificate for one request only; this one can, with `ca`.
 */
export class KeepAliveClient {
  private readonly httpAgent: http.Agent
  private readonly httpsAgent: https.Agent

  constructor(clients: number, ca?: string) {
    this.httpAgent = new http.Agent({ keepAlive: true, maxSockets: clients })
    this.httpsAgent = new https.Agent({ keepAlive: true, maxSockets: clients, ca })
  }

  /** As console-client.ts's `request`: a JSON body or a form, a Bearer token, no redirect followed, read whole. */
  request(url: string, method: string, { token, body, form, headers = {} }: RequestOptions = {}): Promise<Answer> {
    const target = new URL(url)
    const payload = form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body)
    const secure = target.protocol === 'https:'
    const send = secure ? https.request : http.request
    return new Promise((resolve, reject) => {
      const outgoing = send(
        target,
        {
          method,
          agent: secure ? this.httpsAgent : this.httpAgent,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            const answerHeaders = new Headers()
            for (const [name, value] of Object.entries(response.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? '']) answerHeaders.append(name, one)
            }
            resolve({
              status: response.statusCode ?? 0,
              headers: answerHeaders,
              text,
              json: <T>() => JSON.parse(text) as T,
            })
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`No answer from ${url} within 30 s`)))
      outgoing.end(payload)
    })
  }

  close() {
    this.httpAgent.destroy()
    this.httpsAgent.destroy()
  }
}

/** What each kind of request answers when it is done: a guest visit's steps, and a console list page. */
const expectedStatus: Record<string, number> = { ...guestSuccess, 'console list': 200 }

/**
 * The Traffic that guestVisit (production/support/guest-traffic.ts) sends its steps through, keeping each request's
 * time and counting the answers that were not the expected one, instead of recording every request whole (a load of
 * a hundred thousand requests would fill the load generator's memory). `route` picks where a kind of request goes:
 * through nginx, FreeRADIUS's requests go to HTTPS while the guest's browser uses plain HTTP.
 */
export class MeasuredTraffic extends Traffic {
  /** Each request's time, in milliseconds, in the order they ended. */
  readonly times: number[] = []
  /** "<kind>: <status or error>" → how many times, for the answers that were not the expected one. */
  readonly unexpected = new Map<string, number>()

  constructor(
    private readonly client: KeepAliveClient,
    private readonly route: (kind: string, baseUrl: string) => string = (_kind, baseUrl) => baseUrl,
  ) {
    super()
  }

  override async send(kind: string, baseUrl: string, method: string, path: string, options: RequestOptions = {}) {
    const started = performance.now()
    let answer: Answer | null = null
    let outcome: string
    try {
      answer = await this.client.request(`${this.route(kind, baseUrl)}${path}`, method, options)
      outcome = String(answer.status)
    } catch (error) {
      outcome = (error as { code?: string }).code ?? String(error)
    }
    this.times.push(performance.now() - started)
    if (answer?.status !== expectedStatus[kind]) {
      const key = `${kind}: ${outcome}`
      this.unexpected.set(key, (this.unexpected.get(key) ?? 0) + 1)
    }
    return answer
  }
}

/**
 * `clients` workers at once, each taking the next job number and doing it while `more(job)` holds: a load for a
 * time (`more` looks at the clock) or of a number of jobs (`more` looks at the number).
 */
export async function drive(clients: number, more: (job: number) => boolean, work: (job: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let job = next++; more(job); job = next++) await work(job)
    }),
  )
}

export interface Figures {
  requests: number
  perSecond: number
  p50: number
  p99: number
  /** The answers that were not the expected ones, as "<kind>: <status> ×<count>". */
  unexpected: string[]
}

/** Requests per second over `elapsedMs` and the p50 and p99 of the requests' times. */
export function figures(traffic: MeasuredTraffic, elapsedMs: number): Figures {
  const sorted = [...traffic.times].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN
  return {
    requests: sorted.length,
    perSecond: sorted.length / (elapsedMs / 1000),
    p50: at(0.5),
    p99: at(0.99),
    unexpected: [...traffic.unexpected].map(([key, count]) => `${key} ×${count}`),
  }
}
