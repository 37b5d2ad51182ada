import type { EndGuestSessionResult, GuestSessionEndCause } from '@wifi/contract'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { visibleGuestSessions } from '../../authorization/policy.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, guestSessions } from '../../db/schema.ts'
import { ApiError, notFound } from '../../errors/api-error.ts'
import { configuredOpenWisp, throughOpenWisp } from '../../openwisp/api-errors.ts'
import type { OpenWispClient } from '../../openwisp/client.ts'
import { OpenWispError } from '../../openwisp/openwisp-error.ts'
import { recordChange, type Actor } from '../../modules/audit/audit-trail.ts'
import { readGuestSessions, toGuestSession } from './guest-session-list.ts'
import { notOnlineHere, openndsDeauthCommand } from './opennds-deauth-command.ts'
import { disconnectSession, GatewayNoAnswerError } from './radius-disconnect.ts'

export interface EndSessionParts {
  db: Database
  config: Pick<Config, 'coa'>
  openwisp: OpenWispClient | undefined
  /** How long to wait for OpenWISP to run the command on the access point before answering `requested`. */
  commandWaitMs: number
}

/** What the gateway did: ended the session, holds the request (openNDS's command not run yet), or had no such guest. */
type GatewayOutcome = 'ended' | 'requested' | 'gone'

const pollEveryMs = 1_000

const notSetUp = (message: string) => new ApiError(503, 'GATEWAY_NOT_SET_UP', message)

/**
 * Ends a guest's session at its gateway, at an operator's request (docs/decisions/034): CoovaChilli by an RFC 5176
 * Disconnect-Request, openNDS by a command OpenWISP runs on the access point. Admins any session, customers their
 * venues'; a session they may not see is not found. Recorded in the audit trail with what the gateway said.
 *
 * The session is closed here as soon as the gateway has ended it (cause `operator`), so the list says so at once;
 * the gateway's own report (accounting Stop, BinAuth's logout) comes after and adds the bytes, keeping this end.
 * A gateway that no longer had the guest closes the session as lost.
 */
export async function endGuestSession(
  parts: EndSessionParts,
  actor: Actor,
  handle: string,
): Promise<EndGuestSessionResult> {
  const visible = and(eq(guestSessions.handle, handle), visibleGuestSessions(actor.user))
  const [found] = await parts.db
    .select({
      id: guestSessions.id,
      gatewayKind: guestSessions.gatewayKind,
      gatewaySession: guestSessions.gatewaySession,
      onlineAt: guestSessions.onlineAt,
      endedAt: guestSessions.endedAt,
      address: accessPoints.ipAddress,
      deviceId: accessPoints.openwispDeviceId,
    })
    .from(guestSessions)
    .innerJoin(accessPoints, eq(accessPoints.id, guestSessions.accessPointId))
    .where(visible)
  if (!found?.onlineAt) throw notFound('The guest session')
  if (found.endedAt) throw new ApiError(409, 'GUEST_NOT_ONLINE', 'This guest is no longer online.')

  const outcome = found.gatewayKind === 'chilli' ? await endAtChilli(parts, found) : await endAtOpennds(parts, found)

  if (outcome !== 'requested') {
    const cause: GuestSessionEndCause = outcome === 'ended' ? 'operator' : 'lost'
    await parts.db.transaction(async (tx) => {
      const closed = await tx
        .update(guestSessions)
        .set({ endedAt: sql`now()`, endCause: cause })
        .where(and(eq(guestSessions.id, found.id), isNull(guestSessions.endedAt)))
        .returning({ id: guestSessions.id })
      if (closed.length === 0) return
      await recordChange(tx, {
        actor: actor.user,
        ip: actor.ip,
        action: 'update',
        entity: 'guest_session',
        entityId: handle,
        before: { state: 'online', endCause: null },
        after: { state: 'ended', endCause: cause },
      })
    })
  } else {
    await recordChange(parts.db, {
      actor: actor.user,
      ip: actor.ip,
      action: 'update',
      entity: 'guest_session',
      entityId: handle,
      before: { state: 'online' },
      after: { state: 'end requested' },
    })
  }

  const [row] = await readGuestSessions(
    parts.db,
    and(visible, isNotNull(guestSessions.onlineAt))!,
    { sort: 'startedAt', order: 'desc' },
    { limit: 1, offset: 0 },
  )
  if (!row) throw notFound('The guest session')
  return { outcome: outcome === 'requested' ? 'requested' : 'ended', session: toGuestSession(row) }
}

async function endAtChilli(
  parts: EndSessionParts,
  session: { id: string; address: string | null },
): Promise<GatewayOutcome> {
  const secret = parts.config.coa.secret
  if (!secret) throw notSetUp('Ending CoovaChilli sessions needs RADIUS_COA_SECRET on the server.')
  if (!session.address) {
    throw notSetUp('The console does not know this access point’s address yet: sync it from OpenWISP.')
  }
  try {
    // CoovaChilli logged the guest on with the session's id as its user name (captive/chilli-route.ts).
    const answer = await disconnectSession({ host: session.address, port: parts.config.coa.port, secret }, session.id)
    return answer === 'ack' ? 'ended' : 'gone'
  } catch (error) {
    if (!(error instanceof GatewayNoAnswerError)) throw error
    throw new ApiError(
      502,
      'GATEWAY_NO_ANSWER',
      `The access point did not answer at ${session.address}:${parts.config.coa.port}: is it online, with its coaport open to this server?`,
    )
  }
}

async function endAtOpennds(
  parts: EndSessionParts,
  session: { gatewaySession: string; deviceId: string },
): Promise<GatewayOutcome> {
  const openwisp = configuredOpenWisp(parts.openwisp)
  const command = openndsDeauthCommand(session.gatewaySession)
  if (!command) throw notSetUp('This session cannot be ended from the console: openNDS did not name it.')
  const sent = await throughOpenWisp(async () => {
    try {
      return await openwisp.runDeviceCommand(session.deviceId, command)
    } catch (error) {
      // OpenWISP refuses a command for a device it cannot reach: no SSH credentials (400), deactivated (403).
      if (!(error instanceof OpenWispError) || (error.status !== 400 && error.status !== 403)) throw error
      throw new ApiError(502, 'GATEWAY_COMMAND_FAILED', `OpenWISP refused the command: ${error.problem}`)
    }
  })
  if (!sent) throw new ApiError(409, 'DEVICE_GONE', 'The device is no longer in OpenWISP; sync to update the list.')

  const deadline = Date.now() + parts.commandWaitMs
  let status = sent
  while (status.status === 'in-progress' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollEveryMs))
    const read = await throughOpenWisp(() => openwisp.getDeviceCommand(session.deviceId, sent.id))
    if (!read) break
    status = read
  }
  if (status.status === 'success') return 'ended'
  if (status.status === 'in-progress') return 'requested'
  if (status.output.includes(notOnlineHere)) return 'gone'
  const said = status.output.trim().split('\n').slice(-3).join(' ').slice(0, 300)
  throw new ApiError(
    502,
    'GATEWAY_COMMAND_FAILED',
    `The access point could not end the session: ${said || 'no output'}`,
  )
}
