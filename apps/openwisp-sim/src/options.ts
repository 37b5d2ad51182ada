/** Options of a simulator; every field has a default so `startSimulator()` alone gives the demo data. */
export interface SimulatorOptions {
  /** Default 0: a free port chosen by the system. */
  port?: number
  host?: string
  /** Devices of the managed organizations (the unmanaged one always has 3 more). */
  devices?: number
  /** Organizations the API user manages. */
  orgs?: number
  /** Device groups (venues) spread over the managed organizations. */
  groups?: number
  /** The same seed gives identical data, ids included. */
  seed?: number
  username?: string
  password?: string
  /** Token requests allowed per client IP in 24 hours. */
  tokenLimitPerDay?: number
  /** How long a device command stays `in-progress` before it runs (OpenWISP queues it for a background task). */
  commandDelayMs?: number
  /**
   * Test only, off when empty: the command prefix that really runs custom commands, e.g. `['sh', '-c']`; the command
   * text becomes its last argument. It runs whatever the API is sent, with the simulator's privileges.
   */
  commandShell?: readonly string[]
}

export const DEFAULT_OPTIONS: Readonly<Required<SimulatorOptions>> = Object.freeze({
  port: 0,
  host: '127.0.0.1',
  devices: 50,
  orgs: 2,
  groups: 10,
  seed: 1,
  username: 'console',
  password: 'openwisp-sim-password',
  tokenLimitPerDay: 20,
  commandDelayMs: 300,
  commandShell: Object.freeze([]),
})

export class SimulatorOptionsError extends Error {}

type NumberOption = 'port' | 'devices' | 'orgs' | 'groups' | 'seed' | 'tokenLimitPerDay' | 'commandDelayMs'

const LIMITS: Record<NumberOption, [number, number]> = {
  port: [0, 65_535],
  devices: [0, 200_000],
  orgs: [1, 50],
  groups: [0, 5_000],
  seed: [0, 4_294_967_295],
  tokenLimitPerDay: [1, 1_000_000],
  commandDelayMs: [0, 600_000],
}

/** Fills in defaults and rejects values that would give a broken simulator, naming the option. */
export function resolveOptions(options: SimulatorOptions = {}): Required<SimulatorOptions> {
  const resolved = { ...DEFAULT_OPTIONS, ...withoutUndefined(options) }
  for (const [name, [min, max]] of Object.entries(LIMITS)) {
    const value = resolved[name as keyof typeof LIMITS]
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new SimulatorOptionsError(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`)
    }
  }
  for (const name of ['host', 'username', 'password'] as const) {
    if (typeof resolved[name] !== 'string' || resolved[name].length === 0) {
      throw new SimulatorOptionsError(`${name} must be a non-empty string`)
    }
  }
  const shell: unknown = resolved.commandShell
  if (!Array.isArray(shell) || !shell.every((word) => typeof word === 'string' && word.length > 0)) {
    throw new SimulatorOptionsError('commandShell must be a list of non-empty strings (empty: off)')
  }
  return resolved
}

function withoutUndefined(options: SimulatorOptions): SimulatorOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
}
