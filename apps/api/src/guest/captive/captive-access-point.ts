import type { GatewayKind } from '@wifi/contract'
import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { accessPoints, venues } from '../../db/schema.ts'
import type { SecretBox } from '../../security/secret-box.ts'

/** An access point a guest may pass through, with its venue and its gateway's shared secret (opened). */
export interface CaptiveAccessPoint {
  id: string
  name: string
  venueId: string
  venueName: string
  /** The venue's own name and contact for the guests' privacy notice, beside the operator's. */
  venueNotice: { name: string | null; contact: string | null }
  gatewaySecret: string
  /** An openNDS gateway sent a guest here at FAS secure level 2: level-1 payloads naming it are forged. */
  fasLevel2: boolean
}

/** How the gateway names the access point: by MAC, or by name or OpenWISP device id (CoovaChilli's `nasid`). */
export interface GatewayIdentity {
  /** The console's own id, for a guest session that already found its access point. */
  id?: string
  mac?: string | null
  name?: string | null
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => uuidPattern.test(value)

/** The access points a gateway's identity matched, when it matched more than one: the guest is not let guess. */
export interface AmbiguousAccessPoint {
  ambiguous: string[]
}

/**
 * The access point a gateway's redirect comes from, if guests may use it: set up for that gateway kind with a
 * secret, active in the console and in OpenWISP, not removed, and at an active venue. Otherwise null: the guest is
 * told the access point is not recognised, whichever of these it was (a guest cannot act on the difference). When
 * the identity matches more than one such access point (a name two of them share, or a MAC naming one and a name
 * another), the answer says so instead of picking one: another venue's page and ad would be shown. A name that is an
 * access point's OpenWISP device id names that one, whatever another is called: an id is never reused, while a name
 * equal to it can come from a sync, and would otherwise have that venue's guests refused (issue 35.2).
 */
export async function findCaptiveAccessPoint(
  db: Database,
  secrets: SecretBox,
  kind: GatewayKind,
  identity: GatewayIdentity,
): Promise<CaptiveAccessPoint | AmbiguousAccessPoint | null> {
  const openwispId = identity.name && isUuid(identity.name) ? identity.name.toLowerCase() : undefined
  const byOpenWispId = openwispId ? eq(accessPoints.openwispDeviceId, openwispId) : undefined
  const matches: SQL[] = []
  if (identity.id) matches.push(eq(accessPoints.id, identity.id))
  if (identity.mac) matches.push(eq(accessPoints.macAddress, identity.mac))
  if (identity.name) matches.push(eq(accessPoints.name, identity.name))
  if (byOpenWispId) matches.push(byOpenWispId)
  if (matches.length === 0) return null
  const rows = await db
    .select({
      id: accessPoints.id,
      name: accessPoints.name,
      venueId: venues.id,
      venueName: venues.name,
      noticeName: venues.noticeName,
      noticeContact: venues.noticeContact,
      gatewaySecret: accessPoints.gatewaySecret,
      fasLevel2Since: accessPoints.fasLevel2Since,
      openwispDeviceId: accessPoints.openwispDeviceId,
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
    // The OpenWISP id's match first, so that the limit never leaves it out.
    .orderBy(...(byOpenWispId ? [desc(byOpenWispId)] : []))
    .limit(3)
  const namedById = rows.some((row) => row.openwispDeviceId === openwispId)
  /** Matched by more than a name: once the name is an OpenWISP id, an access point merely called so does not count. */
  const beyondName = (row: (typeof rows)[number]) =>
    row.openwispDeviceId === openwispId || row.id === identity.id || row.macAddress === identity.mac
  const candidates = namedById ? rows.filter(beyondName) : rows
  if (candidates.length > 1) return { ambiguous: candidates.map((row) => row.id) }
  const found = candidates[0]
  if (!found?.gatewaySecret) return null
  return {
    id: found.id,
    name: found.name,
    venueId: found.venueId,
    venueName: found.venueName,
    venueNotice: { name: found.noticeName, contact: found.noticeContact },
    gatewaySecret: secrets.open(found.gatewaySecret, 'gateway-secret'),
    fasLevel2: found.fasLevel2Since !== null,
  }
}
