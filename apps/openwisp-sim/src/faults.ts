import { Random, seedFrom } from './random.ts'

interface RateLimitFault {
  everyNth: number
  retryAfterSeconds: number
}

export interface BetweenPagesFault {
  afterPage: number
  action: 'delete' | 'modify' | 'add'
  /** The device to delete or modify; by default the first device of page `afterPage`. */
  deviceId?: string
}

export interface Faults {
  /** Added before every API response (control routes excluded). */
  latencyMs: number
  /** Share 0..1 of non-token requests answered 500, drawn from a sequence seeded by the simulator seed. */
  serverErrorRate: number
  /** 1-based ordinals of non-token requests, counted from when faults were last set, to answer 500. */
  failRequests: number[]
  /** Answers every Nth non-token request 429 with Retry-After. */
  rateLimit: RateLimitFault | null
  /** Changes the data once, right after a device list served page `afterPage`. */
  betweenPages: BetweenPagesFault | null
}

export const DEFAULT_FAULTS: Readonly<Faults> = Object.freeze({
  latencyMs: 0,
  serverErrorRate: 0,
  failRequests: [],
  rateLimit: null,
  betweenPages: null,
})

export type FaultDecision = { kind: 'pass' } | { kind: 'error' } | { kind: 'throttle'; seconds: number }

export class FaultsError extends Error {}

/** Checks a partial Faults from code or from JSON; throws FaultsError naming the bad knob. */
function parseFaults(input: unknown): Partial<Faults> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new FaultsError('faults must be a JSON object')
  }
  const source = input as Record<string, unknown>
  const known = new Set<string>(Object.keys(DEFAULT_FAULTS))
  const unknown = Object.keys(source).filter((key) => !known.has(key))
  if (unknown.length > 0) throw new FaultsError(`unknown fault: ${unknown.join(', ')}`)
  const result: Partial<Faults> = {}
  if ('latencyMs' in source) result.latencyMs = number(source.latencyMs, 'latencyMs', 0, 60_000)
  if ('serverErrorRate' in source) result.serverErrorRate = number(source.serverErrorRate, 'serverErrorRate', 0, 1)
  if ('failRequests' in source) {
    const list = source.failRequests
    if (!Array.isArray(list)) throw new FaultsError('failRequests must be an array of positive integers')
    result.failRequests = list.map((item) => integer(item, 'failRequests[]', 1))
  }
  if ('rateLimit' in source) result.rateLimit = rateLimit(source.rateLimit)
  if ('betweenPages' in source) result.betweenPages = betweenPages(source.betweenPages)
  return result
}

function number(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new FaultsError(`${name} must be a number from ${min} to ${max}`)
  }
  return value
}

function integer(value: unknown, name: string, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new FaultsError(`${name} must be an integer of at least ${min}`)
  }
  return value
}

function objectOrNull(value: unknown, name: string): Record<string, unknown> | null {
  if (value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) throw new FaultsError(`${name} must be an object or null`)
  return value as Record<string, unknown>
}

function rateLimit(value: unknown): RateLimitFault | null {
  const source = objectOrNull(value, 'rateLimit')
  if (!source) return null
  return {
    everyNth: integer(source.everyNth, 'rateLimit.everyNth', 1),
    retryAfterSeconds: integer(source.retryAfterSeconds, 'rateLimit.retryAfterSeconds', 1),
  }
}

function betweenPages(value: unknown): BetweenPagesFault | null {
  const source = objectOrNull(value, 'betweenPages')
  if (!source) return null
  const action = source.action
  if (action !== 'delete' && action !== 'modify' && action !== 'add') {
    throw new FaultsError('betweenPages.action must be "delete", "modify" or "add"')
  }
  const fault: BetweenPagesFault = { afterPage: integer(source.afterPage, 'betweenPages.afterPage', 1), action }
  if (source.deviceId !== undefined) {
    if (typeof source.deviceId !== 'string') throw new FaultsError('betweenPages.deviceId must be a string')
    fault.deviceId = source.deviceId
  }
  return fault
}

function copy(faults: Readonly<Faults>): Faults {
  return {
    latencyMs: faults.latencyMs,
    serverErrorRate: faults.serverErrorRate,
    failRequests: [...faults.failRequests],
    rateLimit: faults.rateLimit ? { ...faults.rateLimit } : null,
    betweenPages: faults.betweenPages ? { ...faults.betweenPages } : null,
  }
}

/**
 * Decides the fate of each non-token request. Setting faults restarts the ordinal count and the error sequence,
 * so "the 3rd request after I set this fails" and "the same seed fails the same requests" both hold.
 */
export class FaultInjector {
  private faults: Faults = copy(DEFAULT_FAULTS)
  private ordinal = 0
  private random: Random

  constructor(private readonly seed: number) {
    this.random = this.newSequence()
  }

  current(): Faults {
    return copy(this.faults)
  }

  get latencyMs(): number {
    return this.faults.latencyMs
  }

  set(partial: Partial<Faults>): Faults {
    this.faults = copy({ ...this.faults, ...parseFaults(partial) })
    this.restart()
    return this.current()
  }

  reset(): Faults {
    this.faults = copy(DEFAULT_FAULTS)
    this.restart()
    return this.current()
  }

  next(): FaultDecision {
    this.ordinal += 1
    const draw = this.random.next()
    if (this.faults.failRequests.includes(this.ordinal)) return { kind: 'error' }
    const limit = this.faults.rateLimit
    if (limit && this.ordinal % limit.everyNth === 0) return { kind: 'throttle', seconds: limit.retryAfterSeconds }
    if (draw < this.faults.serverErrorRate) return { kind: 'error' }
    return { kind: 'pass' }
  }

  /** The between-pages fault if `page` is its page; it fires once, so it is cleared here. */
  takeBetweenPages(page: number): BetweenPagesFault | null {
    const fault = this.faults.betweenPages
    if (!fault || fault.afterPage !== page) return null
    this.faults.betweenPages = null
    return fault
  }

  private restart(): void {
    this.ordinal = 0
    this.random = this.newSequence()
  }

  private newSequence(): Random {
    return new Random(seedFrom(this.seed, 'server-errors'))
  }
}
