import type { AccountingReport, TerminateCause } from './accounting.ts'

/** Where the gateway's accounting goes (accounting.ts's `consoleAccounting`, or a stand-in in a test). */
export type Account = (report: AccountingReport) => Promise<void>

/** The simulator carries no traffic: its guests browse a little, about 30 kB/s to them and a tenth of that back. */
const bytesToGuestPerSecond = 30_000
const bytesFromGuestPerSecond = 3_000

/** Sends `report`; a gateway keeps its guests online when its RADIUS server does not answer, and says so. */
export async function sendAccounting(account: Account, report: AccountingReport) {
  try {
    await account(report)
  } catch (error) {
    console.warn(`chilli-sim: accounting ${report.status} not delivered: ${(error as Error).message}`)
  }
}

/**
 * A logged-on guest's accounting as CoovaChilli sends it: Start now, an Interim-Update every `interimSeconds` with the
 * session's time and bytes so far, and Stop when it ends — at Session-Timeout (`sessionTimeout` seconds, none when
 * null), when `onTimeout` logs the guest out, or when `stop` is called with its cause.
 */
export function accountSession(
  account: Account,
  session: {
    sessionId: string
    username: string
    interimSeconds: number
    sessionTimeout: number | null
    onTimeout: () => void
  },
) {
  const startedAt = Date.now()
  const report = (status: AccountingReport['status'], terminateCause?: TerminateCause) => {
    const seconds = Math.floor((Date.now() - startedAt) / 1000)
    return sendAccounting(account, {
      status,
      sessionId: session.sessionId,
      username: session.username,
      seconds,
      bytesIn: seconds * bytesFromGuestPerSecond,
      bytesOut: seconds * bytesToGuestPerSecond,
      terminateCause,
    })
  }
  void report('Start')
  const interim = setInterval(() => void report('Interim-Update'), session.interimSeconds * 1000)
  const limit =
    session.sessionTimeout && session.sessionTimeout > 0
      ? setTimeout(() => {
          session.onTimeout()
          void stop('Session-Timeout')
        }, session.sessionTimeout * 1000)
      : undefined
  function stop(cause: TerminateCause) {
    clearInterval(interim)
    clearTimeout(limit)
    return report('Stop', cause)
  }
  return { stop }
}
