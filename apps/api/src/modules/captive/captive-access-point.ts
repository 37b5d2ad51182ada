import type { GatewayKind } from '@wifi/contract'
import { and, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accessPoints, venues } from '../../db/schema.ts'
import type { SecretBox } from '../../security/secret-box.ts'

/** An access point a guest may pass through, with its venue and its gateway's shared secret (opened). */
export interface CaptiveAccessPoint {
  id: string
  venueId: string
  venueName: string
  gatewaySecret: string
}

/** How the gateway names the access point: by MAC, or by name or OpenWISP device id (CoovaChilli's `nasid`). */
export interface GatewayIdentity {
  /** The console's own id, for a guest session that already found its access point. */
  id?: string
  mac?: string | null
  name?: string | null
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The access point a gateway's redirect comes from, if guests may use it: set up for that gateway kind with a
 * secret, active in the console and in OpenWISP, not removed, and at an active venue. Otherwise null: the guest is
 * told the access point is not recognised, whichever of these it was (a guest cannot act on the difference).
 */
export async function findCaptiveAccessPoint(
  db: Database,
  secrets: SecretBox,
  kind: GatewayKind,
  identity: GatewayIdentity,
): Promise<CaptiveAccessPoint | null> {
  const matches: SQL[] = []
  if (identity.id) matches.push(eq(accessPoints.id, identity.id))
  if (identity.mac) matches.push(eq(accessPoints.macAddress, identity.mac))
  if (identity.name) {
    matches.push(eq(accessPoints.name, identity.name))
    if (uuidPattern.test(identity.name)) matches.push(eq(accessPoints.openwispDeviceId, identity.name.toLowerCase()))
  }
  if (matches.length === 0) return null
  const rows = await db
    .select({
      id: accessPoints.id,
      venueId: venues.id,
      venueName: venues.name,
      gatewaySecret: accessPoints.gatewaySecret,
      macAddress: accessPoints.macAddress,
    })
    .from(accessPoints)
    .innerJoin(venues, eq(accessPoints.venueId, venues.id))
    .where(
      and(
        or(...matches),
        eq(accessPoints.gatewayKind, kind),
        eq(accessPoints.status, 'active'),
        eq(accessPoints.openwispDeactivated, false),
        isNull(accessPoints.removedAt),
        eq(venues.status, 'active'),
      ),
    )
    .limit(2)
  // The MAC is the surer name: prefer its match when a name also matched another access point.
  const found = rows.find((row) => identity.mac && row.macAddress === identity.mac) ?? rows[0]
  if (!found?.gatewaySecret) return null
  return {
    id: found.id,
    venueId: found.venueId,
    venueName: found.venueName,
    gatewaySecret: secrets.open(found.gatewaySecret, 'gateway-secret'),
  }
}
