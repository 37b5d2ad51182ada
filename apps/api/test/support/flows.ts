import { apiPaths } from '@wifi/contract'
import { codeFrom, type MailReceiver, type ReceivedMail } from '@wifi/test-mail'
import type { RequestOptions, TestApp } from './test-app.ts'

/** Signs in with a password and reads the emailed code: what a user does before the /otp page. */
export async function startSignIn(
  api: TestApp,
  mail: MailReceiver,
  email: string,
  password: string,
  options: RequestOptions = {},
) {
  const response = await api.request('POST', apiPaths.signIn, { ...options, body: { email, password } })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(response.body)}`)
  const code = codeFrom((await mail.next(email)).subject)
  return { challengeToken: response.body.challengeToken as string, methods: response.body.methods as string[], code }
}

/** The whole two-step sign-in; returns the session's access token. */
export async function signInFully(api: TestApp, mail: MailReceiver, email: string, password: string) {
  const { challengeToken, code } = await startSignIn(api, mail, email, password)
  const response = await api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code } })
  if (response.status !== 200) throw new Error(`verify answered ${response.status}: ${JSON.stringify(response.body)}`)
  return response.body.accessToken as string
}

/** The reset token of a reset-link email. */
export function resetTokenFrom(mail: ReceivedMail): string {
  const match = /reset-password\?token=([\w-]+)/.exec(mail.text)
  if (!match?.[1]) throw new Error(`No reset link in "${mail.text}"`)
  return match[1]
}
