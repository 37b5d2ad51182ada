import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * CoovaChilli's UAM protocol, as our captive page needs it (docs/gateways.md §2): the signature (`md`) on every
 * redirect, the PAP password the guest's browser takes back to `/logon`, and the logon address.
 */

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest()

/**
 * Whether a redirect's `md` is Chilli's own: upper-case hex MD5 of the UAM server URL as configured, `?`, the raw
 * query up to (not including) `&md=`, then the UAM secret. Checked against the raw query as received, never a
 * re-encoded one (Chilli's percent-encoding is its own). `uamServer` is the URL the gateway was configured with.
 */
export function chilliSignatureValid(uamServer: string, rawQuery: string, uamSecret: string): boolean {
  const at = rawQuery.lastIndexOf('&md=')
  if (at < 0) return false
  const given = rawQuery.slice(at + 4).split('&')[0] ?? ''
  if (!/^[0-9A-Fa-f]{32}$/.test(given)) return false
  const expected = md5(`${uamServer}?${rawQuery.slice(0, at)}${uamSecret}`)
  return timingSafeEqual(expected, Buffer.from(given, 'hex'))
}

/**
 * PAP through UAM: the password XOR MD5(challenge's 16 bytes ‖ UAM secret), the same key for each 16-byte block of
 * the password (padded with zero bytes), in hex. Chilli undoes it and asks RADIUS with the clear password.
 */
export function chilliPapPassword(challengeHex: string, uamSecret: string, password: string): string {
  const key = md5(Buffer.concat([Buffer.from(challengeHex, 'hex'), Buffer.from(uamSecret)]))
  const clear = Buffer.from(password)
  const padded = Buffer.alloc(Math.max(16, Math.ceil(clear.length / 16) * 16))
  clear.copy(padded)
  for (let index = 0; index < padded.length; index++) padded[index] = padded[index]! ^ key[index % 16]!
  return padded.toString('hex')
}

/** What the page needs of a Chilli redirect's query; missing fields are empty. */
export interface ChilliRedirect {
  res: string
  uamip: string
  uamport: string
  challenge: string
  /** The gateway interface's MAC (AA-BB-…). */
  called: string
  /** The guest's MAC (AA-BB-…). */
  mac: string
  nasid: string
  sessionid: string
  userurl: string
  /** Chilli's RADIUS server's Reply-Message, on `res=success|failed`. */
  reply: string
}

export function readChilliRedirect(rawQuery: string): ChilliRedirect {
  const query = new URLSearchParams(rawQuery)
  const field = (name: string) => query.get(name) ?? ''
  return {
    res: field('res'),
    uamip: field('uamip'),
    uamport: field('uamport'),
    challenge: field('challenge'),
    called: field('called'),
    mac: field('mac'),
    nasid: field('nasid'),
    sessionid: field('sessionid'),
    userurl: field('userurl'),
    reply: field('reply'),
  }
}

/** Where the guest logs on: Chilli's own UAM address, with the PAP-encoded password. */
export function chilliLogonUrl(options: {
  uamAddress: string
  username: string
  papPassword: string
  userurl: string
}): string {
  const query = new URLSearchParams({
    username: options.username,
    password: options.papPassword,
    userurl: options.userurl,
  })
  return `http://${options.uamAddress}/logon?${query}`
}
