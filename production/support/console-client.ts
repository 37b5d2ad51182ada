import { apiPaths } from '@wifi/contract'
import { testAdmin, type ServerProcess } from './server-process.ts'

/** What a server answered, read whole. */
export interface Answer {
  status: number
  headers: Headers
  text: string
  /** The body as JSON; throws when it is not. */
  json<T = Record<string, unknown>>(): T
}

export interface RequestOptions {
  /** A console session's access token, sent as a Bearer token. */
  token?: string
  /** Sent as JSON. */
  body?: unknown
  /** Sent as a form (application/x-www-form-urlencoded), as a browser posts one. */
  form?: Record<string, string>
  headers?: Record<string, string>
}

/** One HTTP request to a server at `baseUrl` (redirects not followed), its whole answer read. */
export async function request(
  baseUrl: string,
  method: string,
  path: string,
  { token, body, form, headers = {} }: RequestOptions = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T }
}

/** Throws with the answer's text unless its status is `expected`; answers the JSON body. */
export function expectStatus<T = Record<string, unknown>>(answer: Answer, expected: number, what: string): T {
  if (answer.status !== expected) {
    throw new Error(`${what} answered ${answer.status} (expected ${expected}): ${answer.text.slice(0, 500)}`)
  }
  return answer.json<T>()
}

/**
 * Signs in over HTTP as an operator does: the password, then the code of the sign-in email, which the server prints
 * to its log when SMTP_URL is unset. Answers the session's access token (any process of the same database takes it).
 */
export async function signIn(server: ServerProcess, account: { email: string; password: string } = testAdmin) {
  const earlier = new Set(server.logs())
  const started = expectStatus<{ challengeToken: string }>(
    await request(server.url, 'POST', apiPaths.signIn, { body: account }),
    200,
    `Signing in as ${account.email}`,
  )
  const email = await server.waitForLog(
    (line) => !earlier.has(line) && line.mailTo === account.email && /\b\d{6}\b/.test(String(line.msg)),
  )
  const code = /\b(\d{6})\b/.exec(String(email.msg))![1]
  const verified = expectStatus<{ accessToken: string }>(
    await request(server.url, 'POST', apiPaths.verifyOtp, { body: { challengeToken: started.challengeToken, code } }),
    200,
    `The sign-in code of ${account.email}`,
  )
  return verified.accessToken
}
