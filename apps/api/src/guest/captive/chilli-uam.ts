import { createHash, timingSafeEqual } from 'node:crypto'
import { isIPv4 } from 'node:net'
import { macFromGateway } from './gateway-mac.ts'
import { isGatewayName, isGatewaySessionId, isGatewayText, isPort } from './gateway-fields.ts'

/**
 * CoovaChilli's UAM protocol, as our captive page needs it (docs/gateways.md §2): the signature (`md`) on every
 * redirect, the PAP password the guest's browser takes back to `/logon`, and the logon address.
 */

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest()

/**
 * A redirect's query split at its signature: `signed` is what Chilli signed (everything before the last `&md=`; its
 * own values are percent-encoded, so an `&md=` inside them cannot occur), `md` the signature. Anything after the
 * signature is not Chilli's: our language switch adds `lang` there, and so could anyone else add anything.
 */
export function splitAtSignature(rawQuery: string): { signed: string; md: string; after: string } {
  const at = rawQuery.lastIndexOf('&md=')
  if (at < 0) return { signed: rawQuery, md: '', after: '' }
  const [md = '', ...after] = rawQuery.slice(at + 4).split('&')
  return { signed: rawQuery.slice(0, at), md, after: after.join('&') }
}

/**
 * Whether a redirect's `md` is Chilli's own: upper-case hex MD5 of the UAM server URL as configured, `?`, the raw
 * query up to (not including) `&md=`, then the UAM secret. Checked against the raw query as received, never a
 * re-encoded one (Chilli's percent-encoding is its own). `uamServer` is the URL the gateway was configured with.
 */
export function chilliSignatureValid(uamServer: string, rawQuery: string, uamSecret: string): boolean {
  const { signed, md } = splitAtSignature(rawQuery)
  if (!/^[0-9A-Fa-f]{32}$/.test(md)) return false
  const expected = md5(`${uamServer}?${signed}${uamSecret}`)
  return timingSafeEqual(expected, Buffer.from(md, 'hex'))
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

/**
 * The signed part of a redirect's query, each field checked after decoding (gateway-fields.ts): null when one is
 * malformed, so nothing made up reaches a lookup, the database or the guest's screen.
 */
export function readChilliRedirect(rawQuery: string): ChilliRedirect | null {
  const query = new URLSearchParams(splitAtSignature(rawQuery).signed)
  for (const value of query.values()) if (!isGatewayText(value)) return null
  const field = (name: string) => query.get(name) ?? ''
  const redirect: ChilliRedirect = {
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
  const valid =
    (redirect.uamip === '' || isIPv4(redirect.uamip)) &&
    (redirect.uamport === '' || isPort(redirect.uamport)) &&
    (redirect.challenge === '' || /^[0-9a-f]{32}$/i.test(redirect.challenge)) &&
    (redirect.called === '' || macFromGateway(redirect.called) !== null) &&
    (redirect.mac === '' || macFromGateway(redirect.mac) !== null) &&
    (redirect.nasid === '' || isGatewayName(redirect.nasid)) &&
    (redirect.sessionid === '' || isGatewaySessionId(redirect.sessionid)) &&
    isGatewayText(redirect.reply, 253)
  return valid ? redirect : null
}

/** A new guest's redirect (`res=notyet`), when it has everything the logon needs later; null otherwise. */
export function chilliNewGuest(
  redirect: ChilliRedirect,
): { session: string; address: string; challenge: string; clientMac: string } | null {
  const clientMac = macFromGateway(redirect.mac)
  const complete = redirect.uamip && redirect.uamport && redirect.challenge && redirect.sessionid && clientMac
  if (!complete) return null
  return {
    session: redirect.sessionid,
    address: `${redirect.uamip}:${redirect.uamport}`,
    challenge: redirect.challenge.toLowerCase(),
    clientMac,
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
