import { apiPaths } from '@wifi/contract'
import { codeFrom, type MailCatcher } from './mail-catcher.ts'
import type { RequestOptions, TestApp } from './test-app.ts'

/** Signs in with a password and reads the emailed code: what a user does before the /otp page. */
export async function startSignIn(
  api: TestApp,
  mail: MailCatcher,
  email: string,
  password: string,
  options: RequestOptions = {},
) {
  const response = await api.request('POST', apiPaths.signIn, { ...options, body: { email, password } })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(response.body)}`)
  const code = codeFrom(await mail.next(email))
  return { challengeToken: response.body.challengeToken as string, methods: response.body.methods as string[], code }
}

/** The whole two-step sign-in; returns the session's access token. */
export async function signInFully(api: TestApp, mail: MailCatcher, email: string, password: string) {
  const { challengeToken, code } = await startSignIn(api, mail, email, password)
  const response = await api.request('POST', apiPaths.verifyOtp, { body: { challengeToken, code } })
  if (response.status !== 200) throw new Error(`verify answered ${response.status}: ${JSON.stringify(response.body)}`)
  return response.body.accessToken as string
}
