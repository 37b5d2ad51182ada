import type { TokenService } from './auth.ts'
import type { BetweenPagesEvent } from './between-pages.ts'
import { FaultsError, type FaultInjector } from './faults.ts'
import { detail, json, parseBody, type SimRequest, type SimResponse } from './http.ts'
import type { SimulatorStore } from './store.ts'
import type { JsonObject } from './types.ts'

/** Routes that steer the simulator itself; they are not OpenWISP, need no token and skip every fault. */
export const CONTROL_PREFIX = '/__simulator/'

export interface RequestLogEntry {
  method: string
  path: string
  status: number
}

export interface ControlParts {
  faults: FaultInjector
  tokens: TokenService
  store: SimulatorStore
  requests: RequestLogEntry[]
  betweenPagesEvents: BetweenPagesEvent[]
}

export function handleControl(request: SimRequest, parts: ControlParts): SimResponse {
  const route = request.path.slice(CONTROL_PREFIX.length).replace(/\/$/, '')
  const key = `${request.method} ${route}`
  switch (key) {
    case 'GET faults':
      return json(200, faultsJson(parts))
    case 'PUT faults':
    case 'PATCH faults':
      return setFaults(request, parts)
    case 'DELETE faults':
      parts.faults.reset()
      return json(200, faultsJson(parts))
    case 'POST revoke-token':
      parts.tokens.revoke()
      return detail(200, 'Token revoked; the next token request issues a new one.')
    case 'GET state':
      return json(200, state(parts))
    case 'GET devices':
      return json(200, devices(parts))
  }
  if (['faults', 'revoke-token', 'state', 'devices'].includes(route)) {
    return detail(405, `Method "${request.method}" not allowed.`)
  }
  return detail(404, 'Unknown simulator control route: use /__simulator/faults, /revoke-token, /state or /devices.')
}

function setFaults(request: SimRequest, parts: ControlParts): SimResponse {
  const body = parseBody(request)
  if (!body.ok) return body.response
  try {
    parts.faults.set(body.data)
  } catch (error) {
    if (error instanceof FaultsError) return detail(400, error.message)
    throw error
  }
  return json(200, faultsJson(parts))
}

function faultsJson(parts: ControlParts): JsonObject {
  const { latencyMs, serverErrorRate, failRequests, rateLimit, betweenPages } = parts.faults.current()
  return {
    latencyMs,
    serverErrorRate,
    failRequests,
    rateLimit: rateLimit ? { ...rateLimit } : null,
    betweenPages: betweenPages ? { ...betweenPages } : null,
  }
}

/**
 * Every device as the simulator holds it now, newest first — what a person checks after editing an access point in
 * the console (its name and SSID), without a token.
 */
function devices(parts: ControlParts): JsonObject {
  return {
    results: parts.store.devicesNewestFirst().map((device) => ({
      id: device.id,
      name: device.name,
      mac_address: device.mac_address,
      group: device.group,
      ssid: device.ssid,
      is_deactivated: device.is_deactivated,
      modified: device.modified,
    })),
  }
}

function state(parts: ControlParts): JsonObject {
  return {
    ...parts.store.counts(),
    requests: parts.requests.length,
    tokenIssued: parts.tokens.issued,
    faults: faultsJson(parts),
    betweenPagesEvents: parts.betweenPagesEvents.map((event) => ({ ...event })),
  }
}
