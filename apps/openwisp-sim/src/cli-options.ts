import { DEFAULT_OPTIONS, type SimulatorOptions } from './options.ts'

export interface CliOptions {
  simulator: SimulatorOptions
  latencyMs: number
  serverErrorRate: number
  help: boolean
}

export class CliError extends Error {}

interface Flag {
  name: string
  description: string
  apply(options: CliOptions, value: string): void
}

function integer(flag: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new CliError(`--${flag} expects a whole number, got "${value}"`)
  return Number(value)
}

function share(flag: string, value: string): number {
  const number = Number(value)
  if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 1) {
    throw new CliError(`--${flag} expects a number from 0 to 1, got "${value}"`)
  }
  return number
}

function text(flag: string, value: string): string {
  if (value === '') throw new CliError(`--${flag} must not be empty`)
  return value
}

/** One shell-like value split on whitespace: `--command-shell "ip netns exec gw sh -c"`; no quoting inside. */
function words(flag: string, value: string): string[] {
  const list = value
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
  if (list.length === 0) throw new CliError(`--${flag} must not be empty`)
  return list
}

const FLAGS: readonly Flag[] = [
  {
    name: 'port',
    description: `port to listen on (default ${DEFAULT_OPTIONS.port}: any free port)`,
    apply: (o, v) => void (o.simulator.port = integer('port', v)),
  },
  {
    name: 'host',
    description: `address to listen on (default ${DEFAULT_OPTIONS.host})`,
    apply: (o, v) => void (o.simulator.host = text('host', v)),
  },
  {
    name: 'devices',
    description: `devices of the managed organizations (default ${DEFAULT_OPTIONS.devices})`,
    apply: (o, v) => void (o.simulator.devices = integer('devices', v)),
  },
  {
    name: 'orgs',
    description: `organizations the API user manages (default ${DEFAULT_OPTIONS.orgs})`,
    apply: (o, v) => void (o.simulator.orgs = integer('orgs', v)),
  },
  {
    name: 'groups',
    description: `device groups (venues) (default ${DEFAULT_OPTIONS.groups})`,
    apply: (o, v) => void (o.simulator.groups = integer('groups', v)),
  },
  {
    name: 'seed',
    description: `data seed; the same seed gives the same data (default ${DEFAULT_OPTIONS.seed})`,
    apply: (o, v) => void (o.simulator.seed = integer('seed', v)),
  },
  {
    name: 'username',
    description: `the API user's username (default ${DEFAULT_OPTIONS.username})`,
    apply: (o, v) => void (o.simulator.username = text('username', v)),
  },
  {
    name: 'password',
    description: `the API user's password (default ${DEFAULT_OPTIONS.password})`,
    apply: (o, v) => void (o.simulator.password = text('password', v)),
  },
  {
    name: 'token-limit',
    description: `token requests per client IP per day (default ${DEFAULT_OPTIONS.tokenLimitPerDay})`,
    apply: (o, v) => void (o.simulator.tokenLimitPerDay = integer('token-limit', v)),
  },
  {
    name: 'command-delay',
    description: `milliseconds a device command stays in progress before it runs (default ${DEFAULT_OPTIONS.commandDelayMs})`,
    apply: (o, v) => void (o.simulator.commandDelayMs = integer('command-delay', v)),
  },
  {
    name: 'command-shell',
    description:
      'TEST ONLY: really run custom device commands through this prefix, e.g. "sh -c" (it runs whatever the API is sent; default off)',
    apply: (o, v) => void (o.simulator.commandShell = words('command-shell', v)),
  },
  {
    name: 'latency',
    description: 'milliseconds added before every API response (default 0)',
    apply: (o, v) => void (o.latencyMs = integer('latency', v)),
  },
  {
    name: 'error-rate',
    description: 'share 0..1 of non-token requests answered 500 (default 0)',
    apply: (o, v) => void (o.serverErrorRate = share('error-rate', v)),
  },
]

/** `--name value` or `--name=value`; anything unknown is an error rather than silently ignored. */
export function parseCliArgs(args: readonly string[]): CliOptions {
  const options: CliOptions = { simulator: {}, latencyMs: 0, serverErrorRate: 0, help: false }
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? ''
    if (arg === '--help' || arg === '-h') {
      options.help = true
      continue
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg)
    const flag = match ? FLAGS.find((candidate) => candidate.name === match[1]) : undefined
    if (!match || !flag) throw new CliError(`unknown option "${arg}" (see --help)`)
    let value = match[2]
    if (value === undefined) {
      value = args[index + 1]
      if (value === undefined || value.startsWith('--')) throw new CliError(`--${flag.name} needs a value`)
      index += 1
    }
    flag.apply(options, value)
  }
  return options
}

export function usage(): string {
  const width = Math.max(...FLAGS.map((flag) => flag.name.length))
  const lines = FLAGS.map((flag) => `  --${flag.name.padEnd(width)} ${flag.description}`)
  return [
    'Usage: npm start -w @wifi/openwisp-sim -- [options]',
    '',
    'Options:',
    ...lines,
    `  --${'help'.padEnd(width)} this text`,
  ].join('\n')
}
