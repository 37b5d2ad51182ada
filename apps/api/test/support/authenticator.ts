import { secondFactorPaths } from '@wifi/contract'
import { Secret, TOTP } from 'otpauth'
import type { TestApp } from './test-app.ts'

/**
 * What an authenticator app shows for a key: the code of the step `stepsAhead` from now. Each code is accepted once,
 * and the one that confirmed the app is used up, so a sign-in right after enrolling types the next step's code.
 */
export function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 })
}

/**
 * Enrols an authenticator app as a user does in Settings → Security: its key, the code that confirmed it, and the
 * recovery codes shown once.
 */
export async function enrolApp(api: TestApp, token: string) {
  const setup = await api.request('POST', secondFactorPaths.totp, { token })
  if (setup.status !== 200) throw new Error(`setup answered ${setup.status}: ${JSON.stringify(setup.body)}`)
  const secret = setup.body.secret as string
  const confirmedCode = appCode(secret)
  const confirm = await api.request('POST', secondFactorPaths.totpConfirm, { token, body: { code: confirmedCode } })
  if (confirm.status !== 200) throw new Error(`confirm answered ${confirm.status}: ${JSON.stringify(confirm.body)}`)
  return { secret, confirmedCode, recoveryCodes: confirm.body.recoveryCodes as string[] }
}
