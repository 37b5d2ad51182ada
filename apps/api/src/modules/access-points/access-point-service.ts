import { msg, normalizeMac, type AccessPoint, type AccessPointGatewayInput } from '@wifi/contract'
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import { can, visibleAccessPoints } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, type UserRow } from '../../db/schema.ts'
import { ApiError, notFound } from '../../errors/api-error.ts'
import type { SecretBox } from '../../security/secret-box.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { toAccessPointView } from './access-point-view.ts'

/**
 * The access point a scanned QR code names, by the console's id or OpenWISP's, or by MAC address. Only what
 * `user` may see; a device removed from OpenWISP is found only when no present one has the MAC.
 */
export async function lookUpAccessPoint(
  db: Database,
  user: UserRow,
  query: { id?: string; mac?: string },
): Promise<AccessPoint> {
  const byId = query.id ? or(eq(accessPoints.id, query.id), eq(accessPoints.openwispDeviceId, query.id)) : undefined
  const byMac = query.mac ? eq(accessPoints.macAddress, normalizeMac(query.mac)) : undefined
  const [found] = await db
    .select()
    .from(accessPoints)
    .where(and(byId, byMac, visibleAccessPoints(user)))
    .orderBy(desc(isNull(accessPoints.removedAt)), desc(accessPoints.lastSyncedAt))
    .limit(1)
  if (!found) throw notFound('The access point')
  return toAccessPointView(found, can(user, 'accessPoints.readGateway'))
}

/**
 * Admin: which captive-portal gateway the access point runs, and its shared secret (audited as "changed"). Without a
 * secret the stored one stays, so the kind can change alone; a gateway without any secret could not be checked.
 */
export async function setGateway(
  db: Database,
  actor: Actor,
  id: string,
  gateway: AccessPointGatewayInput,
  box: SecretBox,
): Promise<AccessPoint> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(accessPoints).where(eq(accessPoints.id, id)).for('update')
    if (!before) throw notFound('The access point')
    if (gateway.secret === undefined && before.gatewaySecret === null) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Enter the gateway secret.', {
        fields: { secret: msg.gatewaySecretRequired },
      })
    }
    const [after] = await tx
      .update(accessPoints)
      .set({
        gatewayKind: gateway.kind,
        ...(gateway.secret !== undefined && { gatewaySecret: box.seal(gateway.secret, 'gateway-secret') }),
        fasLevel2Since: null,
        updatedAt: new Date(),
      })
      .where(eq(accessPoints.id, id))
      .returning()
    if (!after) throw notFound('The access point')
    await recordChange(tx, {
      actor: actor.user,
      ip: actor.ip,
      action: 'update',
      entity: 'access_point',
      entityId: id,
      before: { gatewayKind: before.gatewayKind, gatewaySecret: before.gatewaySecret },
      after: { gatewayKind: after.gatewayKind, gatewaySecret: after.gatewaySecret },
      secrets: ['gatewaySecret'],
    })
    return toAccessPointView(after, true)
  })
}
