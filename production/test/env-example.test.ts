import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../apps/api/src/config.ts'

/**
 * deploy/wifi-console.env.example is what an operator copies to /etc/wifi-console/env: it must name every setting the
 * server reads, no other, and be accepted by the server once its <…> are filled in.
 */

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const example = read('deploy/wifi-console.env.example')

/** The variables config.ts's schema reads: the keys of `envSchema = z.object({ … })`, four spaces in. */
function variablesTheServerReads(): string[] {
  const source = read('apps/api/src/config.ts')
  const start = source.indexOf('const envSchema = z')
  const end = source.indexOf('.superRefine(', start)
  return [...source.slice(start, end).matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!)
}

/** Every `NAME=value` line, set (`NAME=`) or shown unset (`#NAME=`), as systemd's EnvironmentFile= reads them. */
function exampleLines() {
  return [...example.matchAll(/^(#?)([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, hash, name, raw]) => ({
    name: name!,
    set: hash === '',
    value: /^".*"$/.test(raw!) ? raw!.slice(1, -1) : raw!,
  }))
}

/**
 * The environment the example gives a process: its set lines, with `fill` for each <…> left in a value (a placeholder
 * names what goes there, never an email address, which MAIL_FROM writes in angle brackets too).
 */
function exampleEnvironment(fill: (placeholder: string) => string) {
  const lines = exampleLines().filter((line) => line.set)
  return Object.fromEntries(lines.map((line) => [line.name, line.value.replace(/<[^<>@]*>/g, fill)]))
}

const filledIn = (placeholder: string) =>
  placeholder === '<openssl rand -base64 32>' ? randomBytes(32).toString('base64') : randomBytes(24).toString('hex')

describe('the example environment file', () => {
  it('names every variable config.ts reads, and none it does not', () => {
    const read = variablesTheServerReads()
    expect(read).toContain('DATABASE_URL')
    expect(read).toContain('METRICS_TOKEN')
    const named = exampleLines().map((line) => line.name)
    expect(new Set(named).size, 'each variable once').toBe(named.length)
    expect([...named].sort()).toEqual([...read].sort())
  })

  it('leaves PORT to the systemd unit, which sets it from the instance name', () => {
    expect(exampleLines().find((line) => line.name === 'PORT')?.set).toBe(false)
    expect(read('deploy/systemd/wifi-console@.service')).toMatch(/^Environment=PORT=%i$/m)
  })

  it('is accepted by the server once filled in: production, behind nginx on 127.0.0.1, on PostgreSQL', () => {
    const config = parseConfig({ ...exampleEnvironment(filledIn), PORT: '3001' })
    expect(config.production).toBe(true)
    expect(config.trustProxy).toBe('127.0.0.1')
    expect(config.host).toBe('127.0.0.1')
    expect(config.databaseUrl).toMatch(/^postgres:\/\/wifi:[0-9a-f]{48}@127\.0\.0\.1:5432\/wifi$/)
    expect(config.secretsKey).toHaveLength(32)
    expect(config.metricsToken).toBeDefined()
    expect(config.radiusApiToken).toBeDefined()
    expect(config.mailFrom).toBe('Wi-Fi Console <no-reply@console.example.com>')
    // The faster settings for a busy captive page (docs/budgets.md): no line per request, limits counted in Redis.
    expect(config.logLevel).toBe('warn')
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379')
  })

  it('stops the server while a secret is not filled in, naming it', () => {
    const unfilled = exampleEnvironment((placeholder) => placeholder)
    expect(() => parseConfig(unfilled)).toThrow(/SECRETS_KEY.*RADIUS_API_TOKEN.*METRICS_TOKEN/)
  })
})
