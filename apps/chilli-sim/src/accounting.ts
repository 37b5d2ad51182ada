import { createHash } from 'node:crypto'

/** RADIUS Acct-Status-Type, as FreeRADIUS writes it. */
type AccountingStatus = 'Start' | 'Interim-Update' | 'Stop' | 'Accounting-On' | 'Accounting-Off'

/** Why a session stopped (Acct-Terminate-Cause), as CoovaChilli reports it. */
export type TerminateCause = 'User-Request' | 'Admin-Reset' | 'Session-Timeout' | 'NAS-Reboot'

/** One accounting request of the gateway, for one guest's session or (On, Off) for the whole gateway. */
export interface AccountingReport {
  status: AccountingStatus
  /** Acct-Session-Id: the gateway's `sessionid`; empty for Accounting-On and -Off. */
  sessionId: string
  /** User-Name: what the guest logged on with; empty for Accounting-On and -Off. */
  username: string
  /** Acct-Session-Time. */
  seconds: number
  /** Acct-Input-Octets (from the guest) and Acct-Output-Octets (to the guest), whole: split into Gigawords here. */
  bytesIn: number
  bytesOut: number
  terminateCause?: TerminateCause
}

/** A gateway's identity in its accounting: NAS-Identifier (`nasid`) and Called-Station-Id (`called`). */
export interface AccountingGateway {
  nasIdentifier: string
  calledStationId: string
}

const twoTo32 = 2 ** 32

/**
 * For the demo, where no FreeRADIUS is installed: posts each accounting request to the console's endpoint as
 * FreeRADIUS's rest module would (docs/freeradius/mods-enabled/rest): every value a string, a missing one "", the
 * byte counts split into Octets and Gigawords, Acct-Unique-Session-Id one digest per session.
 */
export function consoleAccounting(accountingUrl: string, token: string, gateway: AccountingGateway) {
  return async (report: AccountingReport): Promise<void> => {
    const uniqueId = createHash('md5')
      .update(`${report.username},${report.sessionId},${gateway.nasIdentifier},${gateway.calledStationId}`)
      .digest('hex')
    const response = await fetch(accountingUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        status_type: report.status,
        unique_id: uniqueId,
        session_id: report.sessionId,
        username: report.username,
        session_time: String(report.seconds),
        input_octets: String(report.bytesIn % twoTo32),
        output_octets: String(report.bytesOut % twoTo32),
        input_gigawords: String(Math.floor(report.bytesIn / twoTo32)),
        output_gigawords: String(Math.floor(report.bytesOut / twoTo32)),
        called_station_id: gateway.calledStationId,
        nas_identifier: gateway.nasIdentifier,
        terminate_cause: report.terminateCause ?? '',
        class: '',
      }),
    })
    if (!response.ok) throw new Error(`the console answered ${response.status} to ${report.status}`)
  }
}
