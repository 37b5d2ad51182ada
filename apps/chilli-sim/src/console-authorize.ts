import type { AccessRequest, RadiusAnswer } from './radius-client.ts'

/**
 * For the demo, where no FreeRADIUS is installed: asks the console's RADIUS endpoint directly, with the request
 * FreeRADIUS's rest module would send (docs/freeradius/), and reads its answer the way the module does — 200 with
 * `control:Auth-Type` Accept lets the guest on, anything else turns them away with the `reply:Reply-Message`.
 */
export function consoleAuthorizer(authorizeUrl: string, token: string) {
  return async (request: AccessRequest): Promise<RadiusAnswer> => {
    const response = await fetch(authorizeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ username: request.username, password: request.password }),
    })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    const replyMessage = typeof body['reply:Reply-Message'] === 'string' ? body['reply:Reply-Message'] : null
    // A whole number, given as one or as its digits; anything else (absent, null, "") is none.
    const whole = (value: unknown) =>
      (typeof value === 'number' || typeof value === 'string') && Number.isInteger(Number(value)) && value !== ''
        ? Number(value)
        : null
    return {
      accepted: response.status === 200 && body['control:Auth-Type'] === 'Accept',
      replyMessage,
      sessionTimeout: whole(body['reply:Session-Timeout']),
      acctInterimInterval: whole(body['reply:Acct-Interim-Interval']),
    }
  }
}
