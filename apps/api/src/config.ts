import { isIP } from 'node:net'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { newPasswordField, strongFactorRequirements, type StrongFactorRequirement } from '@wifi/contract'
import { isCommonPassword } from './security/common-passwords.ts'
import { secretsKeyBytes } from './security/secret-box.ts'

/**
 * The server's configuration, read once from the environment at start. Every variable has one clear error
 * message, so a bad value stops the server with a line that names the variable (docs/architecture.md).
 */
export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  smtpUrl: string | undefined
  mailFrom: string
  admin: { email: string; password: string } | undefined
  /**
   * The address a customer without a venue is told to write to, asking to be added to theirs (SUPPORT_EMAIL; unset,
   * ADMIN_EMAIL's; unset too, none: they are told to ask an administrator, without an address). docs/decisions/056.
   */
  supportEmail: string | undefined
  demoSeed: boolean
  logLevel: LogLevel
  production: boolean
  webDist: string
  /**
   * Redis (REDIS_URL, redis://…): where the captive pages' limits are counted, shared by every process; unset, they
   * are counted in PostgreSQL.
   */
  redisUrl: string | undefined
  /** The OpenWISP controller the access points are synchronised with; unset, syncing answers 503. */
  openwisp: { url: string; username: string; password: string } | undefined
  /** Seconds a sync scope waits after a run before it may run again. */
  syncCooldownSeconds: number
  /** true trusts every proxy; a list trusts those addresses only (safer: clients cannot spoof their address). */
  trustProxy: boolean | string
  /** The key that seals stored secrets (SECRETS_KEY); unset, one is generated into DATA_DIR on first start. */
  secretsKey: Buffer | undefined
  /**
   * Private addresses or ranges administrators may also fetch ad images from besides the public internet
   * (MEDIA_FETCH_ALLOW), for an image server on the operator's own network; empty by default (docs/decisions/018).
   */
  mediaFetchAllow: string[]
  /**
   * The captive page's origin as guests' gateways reach it (CAPTIVE_URL), for the links the page hands to a gateway;
   * unset, each request's own host is used, since a gateway reaches the server at whatever address it was set up with.
   */
  captiveUrl: string | undefined
  /**
   * How long each kind of guest data is kept, in days (docs/privacy.md): guest sessions and their funnel steps
   * (GUEST_RETENTION_DAYS, 90), consent evidence and the guests' data requests (CONSENT_RETENTION_DAYS, 730), guests'
   * ad reports (AD_REPORT_RETENTION_DAYS, 365). The privacy notice states these figures.
   */
  retentionDays: { guestSessions: number; consents: number; adReports: number }
  /**
   * The admins hear of guests' ad reports in one digest email at most this often (AD_REPORT_DIGEST_MINUTES, 10;
   * 0 emails each report at once): a flood of reports is not a flood of mail (docs/decisions/046).
   */
  adReportDigestMinutes: number
  /**
   * AD_CLOSE_AFTER_SECONDS (0–5), unset by default: the ad's countdown is a wait, as SPEC describes it. Set, a guest
   * may close an image ad at once and a video ad after this many seconds, which lifts the wait (docs/privacy.md).
   */
  adCloseAfterSeconds: number | null
  /** How long a guest stays online once let through (GUEST_ONLINE_MINUTES, default 60): RADIUS's Session-Timeout. */
  guestOnlineMinutes: number
  /** How often the analytics figures are brought up to date (ANALYTICS_ROLLUP_SECONDS, default 30). */
  analyticsRollupSeconds: number
  /** The token FreeRADIUS's rest module sends (RADIUS_API_TOKEN); unset, the RADIUS endpoint answers 503. */
  radiusApiToken: string | undefined
  /**
   * How often CoovaChilli reports a guest's time and data (RADIUS_INTERIM_SECONDS, 60–3600, default 300): the
   * Acct-Interim-Interval of every accept. Chilli ignores one under 60.
   */
  accountingIntervalSeconds: number
  /** The token a Prometheus scraper sends to GET /metrics (METRICS_TOKEN); unset, /metrics answers 404. */
  metricsToken: string | undefined
  /**
   * Where an operator's "end this session" reaches a CoovaChilli gateway (RFC 5176 Disconnect-Request): the access
   * point's address, this UDP port (RADIUS_COA_PORT, Chilli's `coaport`, 3799 by default) and the secret Chilli shares
   * with its RADIUS server (RADIUS_COA_SECRET, Chilli's `radiussecret`); without the secret, Chilli guests cannot be
   * ended from the console.
   */
  coa: { port: number; secret: string | undefined }
  /** The demo's CoovaChilli UAM secret (DEMO_UAM_SECRET, set by `npm run demo`): its access points get it. */
  demoUamSecret: string | undefined
  /**
   * The access points map's tiles (MAP_TILE_URL, a template with {z}, {x}, {y} and optionally {s}; OpenStreetMap's
   * by default) and the credit they require (MAP_TILE_ATTRIBUTION). MAP_TILE_URL=none: no tiles, the markers on a
   * plain background (a network that cannot reach a tile server).
   */
  mapTiles: { url: string; attribution: string } | null
  /**
   * Which roles must sign in with an authenticator app or a passkey (REQUIRE_STRONG_MFA: admin, all or none; none by
   * default, so SPEC's emailed code stays enough): a user of those roles without one enrols before anything else works.
   */
  requireStrongMfa: StrongFactorRequirement
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogLevel = (typeof logLevels)[number]

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

const namedProxyRanges = ['loopback', 'linklocal', 'uniquelocal']

/** An address, a CIDR range or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  return namedProxyRanges.includes(value) || isAddressOrRange(value)
}

/** An IP address, or a CIDR range "10.1.0.0/16". */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/')
  if (rest.length > 0 || isIP(address) === 0) return false
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128))
}

/** src/config.ts and the bundled dist/server.js both sit one folder below apps/api, so this resolves in both. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url))

/** OpenStreetMap's own tiles, with the credit their usage policy asks for. */
const defaultTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
}

function isTileTemplate(value: string): boolean {
  try {
    const url = new URL(value.replaceAll(/\{[sxyz]\}/g, 'a'))
    return ['http:', 'https:'].includes(url.protocol) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))
  } catch {
    return false
  }
}

function urlWithProtocols(name: string, protocols: string[], example: string) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    { message: `${name} must be a URL like ${example}` },
  )
}

/** A whole number from `min` to `max`, e.g. `GUEST_RETENTION_DAYS must be a whole number of days (1 to 3650)`. */
function wholeNumber(name: string, unit: string, min: number, max: number) {
  const message = `${name} must be a whole number of ${unit} (${min} to ${max})`
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message)
}

function portNumber(name: string) {
  const message = `${name} must be an integer between 1 and 65535`
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= 65535, message)
}

const booleanFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1')

const secretsKeyMessage =
  'SECRETS_KEY must be 32 random bytes as 64 hex digits or as base64 (e.g. the output of `openssl rand -base64 32`)'

/** 64 hex digits or base64 of exactly 32 bytes. */
function decodeSecretsKey(value: string): Buffer | undefined {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')
  const canonicalBase64 = key.toString('base64').replace(/=+$/, '') === value.replace(/=+$/, '')
  return key.length === secretsKeyBytes && (canonicalBase64 || /^[0-9a-fA-F]{64}$/.test(value)) ? key : undefined
}

const envSchema = z
  .object({
    SECRETS_KEY: z
      .string()
      .transform((value, context) => {
        const key = decodeSecretsKey(value.trim())
        if (!key) context.addIssue({ code: 'custom', message: secretsKeyMessage })
        return key ?? z.NEVER
      })
      .optional(),
    PORT: portNumber('PORT').optional(),
    HOST: z
      .string()
      .regex(/^[^\s/]+$/, 'HOST must be a host name or an IP address')
      .optional(),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: urlWithProtocols(
      'DATABASE_URL',
      ['postgres:', 'postgresql:'],
      'postgres://user@host:5432/name',
    ).optional(),
    PUBLIC_URL: urlWithProtocols('PUBLIC_URL', ['http:', 'https:'], 'https://wifi.example.com').optional(),
    SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://host:587').optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'MAIL_FROM must be an address like "Name <no-reply@example.com>"',
      )
      .optional(),
    ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional(),
    SUPPORT_EMAIL: z.email({ error: 'SUPPORT_EMAIL must be an email address' }).optional(),
    // The first administrator's password meets the one rule every new password meets (docs/decisions/052).
    ADMIN_PASSWORD: z
      .string()
      .refine(
        (value) => newPasswordField.safeParse(value).success,
        'ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter and a number',
      )
      .refine(
        (value) => !isCommonPassword(value),
        'ADMIN_PASSWORD is a common password, easy to guess: choose another one',
      )
      .optional(),
    DEMO_SEED: booleanFlag('DEMO_SEED').optional(),
    OPENWISP_URL: urlWithProtocols('OPENWISP_URL', ['http:', 'https:'], 'https://openwisp.example.com')
      .refine(
        (value) => !/^[a-z]+:\/\/[^/]*@/i.test(value),
        'OPENWISP_URL must not hold credentials: set OPENWISP_USERNAME and OPENWISP_PASSWORD',
      )
      .optional(),
    OPENWISP_USERNAME: z.string().optional(),
    OPENWISP_PASSWORD: z.string().optional(),
    SYNC_COOLDOWN_SECONDS: z
      .string()
      .regex(/^\d+$/, 'SYNC_COOLDOWN_SECONDS must be a whole number of seconds (0 to 3600)')
      .transform(Number)
      .refine((value) => value <= 3600, 'SYNC_COOLDOWN_SECONDS must be a whole number of seconds (0 to 3600)')
      .optional(),
    MEDIA_FETCH_ALLOW: z
      .string()
      .refine(
        (value) => value.split(',').every((part) => isAddressOrRange(part.trim())),
        'MEDIA_FETCH_ALLOW must be a comma-separated list of IP addresses or CIDR ranges',
      )
      .transform((value) => value.split(',').map((part) => part.trim()))
      .optional(),
    REDIS_URL: urlWithProtocols('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
    CAPTIVE_URL: urlWithProtocols('CAPTIVE_URL', ['http:', 'https:'], 'http://10.0.0.2:8080').optional(),
    MAP_TILE_URL: z
      .string()
      .refine(
        (value) => value === 'none' || isTileTemplate(value),
        `MAP_TILE_URL must be a tile template with {z}, {x} and {y}, like ${defaultTiles.url}, or none`,
      )
      .optional(),
    MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
    GUEST_RETENTION_DAYS: wholeNumber('GUEST_RETENTION_DAYS', 'days', 1, 3650).optional(),
    CONSENT_RETENTION_DAYS: wholeNumber('CONSENT_RETENTION_DAYS', 'days', 1, 3650).optional(),
    AD_REPORT_RETENTION_DAYS: wholeNumber('AD_REPORT_RETENTION_DAYS', 'days', 1, 3650).optional(),
    AD_REPORT_DIGEST_MINUTES: wholeNumber('AD_REPORT_DIGEST_MINUTES', 'minutes', 0, 1440).optional(),
    AD_CLOSE_AFTER_SECONDS: wholeNumber('AD_CLOSE_AFTER_SECONDS', 'seconds', 0, 5).optional(),
    GUEST_ONLINE_MINUTES: wholeNumber('GUEST_ONLINE_MINUTES', 'minutes', 1, 1440).optional(),
    RADIUS_INTERIM_SECONDS: wholeNumber('RADIUS_INTERIM_SECONDS', 'seconds', 60, 3600).optional(),
    ANALYTICS_ROLLUP_SECONDS: wholeNumber('ANALYTICS_ROLLUP_SECONDS', 'seconds', 1, 3600).optional(),
    RADIUS_API_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9._~+/=-]{24,}$/, 'RADIUS_API_TOKEN must be at least 24 letters, digits or . _ ~ + / = -')
      .optional(),
    METRICS_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9._~+/=-]{24,}$/, 'METRICS_TOKEN must be at least 24 letters, digits or . _ ~ + / = -')
      .optional(),
    RADIUS_COA_PORT: portNumber('RADIUS_COA_PORT').optional(),
    RADIUS_COA_SECRET: z.string().min(1).max(128, 'RADIUS_COA_SECRET must be at most 128 characters').optional(),
    DEMO_UAM_SECRET: z.string().max(64, 'DEMO_UAM_SECRET must be at most 64 characters').optional(),
    REQUIRE_STRONG_MFA: z
      .enum(strongFactorRequirements, { error: 'REQUIRE_STRONG_MFA must be admin, all or none' })
      .optional(),
    LOG_LEVEL: z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` }).optional(),
    NODE_ENV: z.string().optional(),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .refine(
        (value) =>
          value === 'true' || value === 'false' || value.split(',').every((part) => isProxyAddress(part.trim())),
        'TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses (IP, CIDR, loopback, uniquelocal)',
      )
      .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value))
      .optional(),
  })
  .superRefine((env, context) => {
    const openwisp = [env.OPENWISP_URL, env.OPENWISP_USERNAME, env.OPENWISP_PASSWORD]
    if (openwisp.some((value) => value === undefined) && openwisp.some((value) => value !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['OPENWISP_URL'],
        message: 'OPENWISP_URL, OPENWISP_USERNAME and OPENWISP_PASSWORD must be set together',
      })
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      })
    }
  })

/**
 * Parses an environment (normally `process.env`) into a Config, or throws a ConfigError whose message is one
 * line naming each bad variable. Empty values count as unset, as orchestrators often pass `VAR=`.
 */
export function parseConfig(env: Env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = envSchema.safeParse(present)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.message)
    throw new ConfigError(`Invalid configuration: ${[...new Set(problems)].join('; ')}`)
  }
  const values = result.data
  const port = values.PORT ?? 3000
  const resolvePath = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path))
  return {
    port,
    host: values.HOST ?? '0.0.0.0',
    dataDir: resolvePath(values.DATA_DIR ?? './data'),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'Wi-Fi Console <no-reply@localhost>',
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    supportEmail: (values.SUPPORT_EMAIL ?? values.ADMIN_EMAIL)?.toLowerCase(),
    demoSeed: values.DEMO_SEED ?? false,
    logLevel: values.LOG_LEVEL ?? 'info',
    production: values.NODE_ENV === 'production',
    webDist: values.WEB_DIST ? resolvePath(values.WEB_DIST) : defaultWebDist,
    trustProxy: values.TRUST_PROXY ?? false,
    openwisp:
      values.OPENWISP_URL && values.OPENWISP_USERNAME && values.OPENWISP_PASSWORD
        ? {
            url: values.OPENWISP_URL.replace(/\/+$/, ''),
            username: values.OPENWISP_USERNAME,
            password: values.OPENWISP_PASSWORD,
          }
        : undefined,
    syncCooldownSeconds: values.SYNC_COOLDOWN_SECONDS ?? 30,
    secretsKey: values.SECRETS_KEY,
    mediaFetchAllow: values.MEDIA_FETCH_ALLOW ?? [],
    captiveUrl: values.CAPTIVE_URL?.replace(/\/+$/, ''),
    redisUrl: values.REDIS_URL,
    retentionDays: {
      guestSessions: values.GUEST_RETENTION_DAYS ?? 90,
      consents: values.CONSENT_RETENTION_DAYS ?? 730,
      adReports: values.AD_REPORT_RETENTION_DAYS ?? 365,
    },
    adReportDigestMinutes: values.AD_REPORT_DIGEST_MINUTES ?? 10,
    adCloseAfterSeconds: values.AD_CLOSE_AFTER_SECONDS ?? null,
    guestOnlineMinutes: values.GUEST_ONLINE_MINUTES ?? 60,
    accountingIntervalSeconds: values.RADIUS_INTERIM_SECONDS ?? 300,
    analyticsRollupSeconds: values.ANALYTICS_ROLLUP_SECONDS ?? 30,
    radiusApiToken: values.RADIUS_API_TOKEN,
    metricsToken: values.METRICS_TOKEN,
    coa: { port: values.RADIUS_COA_PORT ?? 3799, secret: values.RADIUS_COA_SECRET },
    demoUamSecret: values.DEMO_UAM_SECRET,
    mapTiles:
      values.MAP_TILE_URL === 'none'
        ? null
        : values.MAP_TILE_URL
          ? { url: values.MAP_TILE_URL, attribution: values.MAP_TILE_ATTRIBUTION ?? '' }
          : defaultTiles,
    requireStrongMfa: values.REQUIRE_STRONG_MFA ?? 'none',
  }
}
