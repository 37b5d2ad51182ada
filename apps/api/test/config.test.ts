import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../src/config.ts'

const cwd = '/srv/wifi'

function errorOf(env: Record<string, string>): string {
  try {
    parseConfig(env, cwd)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected the configuration to be rejected')
}

describe('configuration', () => {
  it('has working defaults for a fresh install', () => {
    const config = parseConfig({}, cwd)
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/wifi/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Wi-Fi Console <no-reply@localhost>',
      admin: undefined,
      openwisp: undefined,
      syncCooldownSeconds: 30,
      demoSeed: false,
      logLevel: 'info',
      trustProxy: false,
      mediaFetchAllow: [],
      captiveUrl: undefined,
      retentionDays: { guestSessions: 90, consents: 730, adReports: 365 },
      adCloseAfterSeconds: null,
      guestOnlineMinutes: 60,
      accountingIntervalSeconds: 300,
      radiusApiToken: undefined,
      metricsToken: undefined,
      demoUamSecret: undefined,
    })
    expect(config.webDist).toMatch(/apps\/web\/dist$/)
  })

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://app@db:5432/wifi',
        PUBLIC_URL: 'https://wifi.example.com/',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Wi-Fi <wifi@example.com>',
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'Sup3rSecret',
        DEMO_SEED: 'true',
        LOG_LEVEL: 'debug',
        WEB_DIST: '/opt/web',
        TRUST_PROXY: '10.0.0.0/8, loopback',
        OPENWISP_URL: 'https://openwisp.example.com/',
        OPENWISP_USERNAME: 'console',
        OPENWISP_PASSWORD: 'secret',
        SYNC_COOLDOWN_SECONDS: '90',
        MEDIA_FETCH_ALLOW: '10.20.0.0/16, 192.168.1.5',
        CAPTIVE_URL: 'http://10.0.0.2:8080/',
        GUEST_RETENTION_DAYS: '30',
        CONSENT_RETENTION_DAYS: '1095',
        AD_REPORT_RETENTION_DAYS: '180',
        AD_CLOSE_AFTER_SECONDS: '5',
        GUEST_ONLINE_MINUTES: '90',
        RADIUS_INTERIM_SECONDS: '60',
        RADIUS_API_TOKEN: 'a-long-radius-token-0123456789',
        METRICS_TOKEN: 'a-long-metrics-token-0123456789',
        DEMO_UAM_SECRET: 'demo-secret',
        MAP_TILE_URL: 'https://{s}.tiles.example.vn/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Bản đồ Việt',
      },
      cwd,
    )
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/wifi/var/db',
      databaseUrl: 'postgres://app@db:5432/wifi',
      publicUrl: 'https://wifi.example.com',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Wi-Fi <wifi@example.com>',
      admin: { email: 'boss@example.com', password: 'Sup3rSecret' },
      demoSeed: true,
      logLevel: 'debug',
      webDist: '/opt/web',
      trustProxy: '10.0.0.0/8, loopback',
      openwisp: { url: 'https://openwisp.example.com', username: 'console', password: 'secret' },
      syncCooldownSeconds: 90,
      mediaFetchAllow: ['10.20.0.0/16', '192.168.1.5'],
      captiveUrl: 'http://10.0.0.2:8080',
      retentionDays: { guestSessions: 30, consents: 1095, adReports: 180 },
      adCloseAfterSeconds: 5,
      guestOnlineMinutes: 90,
      accountingIntervalSeconds: 60,
      radiusApiToken: 'a-long-radius-token-0123456789',
      metricsToken: 'a-long-metrics-token-0123456789',
      demoUamSecret: 'demo-secret',
      mapTiles: { url: 'https://{s}.tiles.example.vn/{z}/{x}/{y}.png', attribution: '© Bản đồ Việt' },
    })
  })

  it('tells customers without a venue to write to SUPPORT_EMAIL, else ADMIN_EMAIL, else to no address', () => {
    expect(parseConfig({}, cwd).supportEmail).toBeUndefined()
    const admin = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Sup3rSecret' }
    expect(parseConfig(admin, cwd).supportEmail).toBe('boss@example.com')
    expect(parseConfig({ ...admin, SUPPORT_EMAIL: 'Ho-Tro@Example.vn' }, cwd).supportEmail).toBe('ho-tro@example.vn')
  })

  it('draws the map on OpenStreetMap by default, and on nothing with MAP_TILE_URL=none', () => {
    expect(parseConfig({}, cwd).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    })
    expect(parseConfig({ MAP_TILE_URL: 'none' }, cwd).mapTiles).toBeNull()
  })

  it('uses PORT in the default public URL and treats empty values as unset', () => {
    expect(parseConfig({ PORT: '4000', SMTP_URL: '' }, cwd)).toMatchObject({
      publicUrl: 'http://localhost:4000',
      smtpUrl: undefined,
    })
    expect(parseConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true)
  })

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    [{ PORT: '0' }, 'Invalid configuration: PORT must be an integer between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL'],
    [{ PUBLIC_URL: 'wifi.example.com' }, 'PUBLIC_URL must be a URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an address'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Sup3rSecret' }, 'ADMIN_EMAIL must be an email address'],
    [{ SUPPORT_EMAIL: 'support at example.vn' }, 'SUPPORT_EMAIL must be an email address'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_PASSWORD: 'Sup3rSecret' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'weak' }, 'ADMIN_PASSWORD must have at least 8 characters'],
    // The one rule for new passwords, and its common-password refusal, hold for the first administrator too (ADR 052).
    [
      { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'quancaphe77' },
      'Invalid configuration: ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter and a number',
    ],
    [
      { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'Password1' },
      'Invalid configuration: ADMIN_PASSWORD is a common password, easy to guess: choose another one',
    ],
    [{ DEMO_SEED: 'yes' }, 'DEMO_SEED must be true or false'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true, false, or a comma-separated list'],
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY must be true, false, or a comma-separated list'],
    [{ MEDIA_FETCH_ALLOW: 'intranet.local' }, 'MEDIA_FETCH_ALLOW must be a comma-separated list of IP addresses'],
    [{ MEDIA_FETCH_ALLOW: '10.0.0.0/33' }, 'MEDIA_FETCH_ALLOW must be a comma-separated list of IP addresses'],
    [{ CAPTIVE_URL: '10.0.0.2:8080' }, 'CAPTIVE_URL must be a URL like http://10.0.0.2:8080'],
    [
      { MAP_TILE_URL: 'https://tiles.example.vn/map.png' },
      'MAP_TILE_URL must be a tile template with {z}, {x} and {y}, like https://tile.openstreetmap.org/{z}/{x}/{y}.png, or none',
    ],
    [{ GUEST_RETENTION_DAYS: '0' }, 'GUEST_RETENTION_DAYS must be a whole number of days (1 to 3650)'],
    [{ GUEST_RETENTION_DAYS: '90d' }, 'GUEST_RETENTION_DAYS must be a whole number of days (1 to 3650)'],
    [{ CONSENT_RETENTION_DAYS: '3651' }, 'CONSENT_RETENTION_DAYS must be a whole number of days (1 to 3650)'],
    [{ AD_REPORT_RETENTION_DAYS: '-1' }, 'AD_REPORT_RETENTION_DAYS must be a whole number of days (1 to 3650)'],
    [{ AD_CLOSE_AFTER_SECONDS: '6' }, 'AD_CLOSE_AFTER_SECONDS must be a whole number of seconds (0 to 5)'],
    [{ GUEST_ONLINE_MINUTES: '0' }, 'GUEST_ONLINE_MINUTES must be a whole number of minutes (1 to 1440)'],
    // CoovaChilli ignores an Acct-Interim-Interval under 60 s.
    [{ RADIUS_INTERIM_SECONDS: '59' }, 'RADIUS_INTERIM_SECONDS must be a whole number of seconds (60 to 3600)'],
    [{ RADIUS_API_TOKEN: 'short' }, 'RADIUS_API_TOKEN must be at least 24 letters'],
    [{ OPENWISP_URL: 'ftp://openwisp' }, 'OPENWISP_URL must be a URL like https://openwisp.example.com'],
    [
      { OPENWISP_URL: 'https://me:pw@openwisp.example.com', OPENWISP_USERNAME: 'me', OPENWISP_PASSWORD: 'pw' },
      'OPENWISP_URL must not hold credentials',
    ],
    [
      { OPENWISP_URL: 'https://openwisp.example.com' },
      'OPENWISP_URL, OPENWISP_USERNAME and OPENWISP_PASSWORD must be set together',
    ],
    [{ OPENWISP_PASSWORD: 'pw' }, 'OPENWISP_URL, OPENWISP_USERNAME and OPENWISP_PASSWORD must be set together'],
    [{ SYNC_COOLDOWN_SECONDS: '-1' }, 'SYNC_COOLDOWN_SECONDS must be a whole number of seconds'],
    [{ SYNC_COOLDOWN_SECONDS: '3601' }, 'SYNC_COOLDOWN_SECONDS must be a whole number of seconds'],
  ])('rejects %o with a message naming the variable', (env, message) => {
    const error = errorOf(env)
    expect(error).toContain(message)
    expect(error.split('\n')).toHaveLength(1)
  })

  it('names every bad variable at once', () => {
    const error = errorOf({ PORT: 'x', LOG_LEVEL: 'loud' })
    expect(error).toContain('PORT')
    expect(error).toContain('LOG_LEVEL')
  })
})
