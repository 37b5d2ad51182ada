import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, six digits, 30-second steps. */
const period = 30
/** A code of the step before or after the current one is accepted too: phones' clocks drift. */
const window = 1

const totpFor = (secret: string, accountEmail = '') =>
  new TOTP({
    issuer: 'Wi-Fi Console',
    label: accountEmail,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  })

/** A new random key (160 bits, as RFC 4226 recommends), in base32 as apps show and accept it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The otpauth:// address an app reads from the QR code, and the QR code as an SVG drawn here. */
export async function totpEnrolment(secret: string, accountEmail: string) {
  const otpauthUri = totpFor(secret, accountEmail).toString()
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { otpauthUri, qrSvg }
}

/** The 30-second step a right code belongs to (so it can be refused a second time), or null for a wrong one. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window })
  return delta === null ? null : TOTP.counter({ period, timestamp: now }) + delta
}
