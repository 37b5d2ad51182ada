import { createHash } from 'node:crypto'

/** CoovaChilli's side of UAM: its percent-encoding, its signature on every redirect, and PAP decoding. */

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest()

/** Chilli keeps A-Z a-z 0-9 - _ . ! ~ * and writes everything else as lower-case %xx. */
export const chilliEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/['()]/g, (char) => `%${char.charCodeAt(0).toString(16)}`)
    .replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase())

/**
 * A redirect to the UAM server: the fields in order, then `md` — upper-case hex MD5 of the UAM server URL as
 * configured, `?`, the query so far, and the UAM secret.
 */
export function signedRedirect(uamServer: string, uamSecret: string, fields: [string, string][]): string {
  const query = fields.map(([name, value]) => `${name}=${chilliEncode(value)}`).join('&')
  const md = md5(`${uamServer}?${query}${uamSecret}`).toString('hex').toUpperCase()
  return `${uamServer}?${query}&md=${md}`
}

/** The clear password of a PAP logon: the hex XOR MD5(challenge's bytes ‖ UAM secret), per 16-byte block. */
export function decodePapPassword(challengeHex: string, uamSecret: string, passwordHex: string): string {
  const key = md5(Buffer.concat([Buffer.from(challengeHex, 'hex'), Buffer.from(uamSecret)]))
  const bytes = Buffer.from(passwordHex, 'hex').map((byte, index) => byte ^ key[index % 16]!)
  const end = bytes.indexOf(0)
  return Buffer.from(end < 0 ? bytes : bytes.subarray(0, end)).toString('utf8')
}
