import type { AccessPoint } from '@wifi/contract'
import type { AccessPointRow } from '../../db/schema.ts'

/**
 * The API's view of an access point. The gateway secret is never in it; admins learn only whether one is set.
 */
export function toAccessPointView(row: AccessPointRow, forAdmin: boolean): AccessPoint {
  return {
    id: row.id,
    openwispDeviceId: row.openwispDeviceId,
    deviceCode: row.deviceCode,
    name: row.name,
    venueId: row.venueId,
    venueName: row.venueName,
    organization: row.organizationId,
    organizationName: row.organizationName,
    group: row.groupId,
    healthStatus: row.healthStatus,
    monitoringStatus: row.monitoringStatus,
    configStatus: row.configStatus,
    errorReason: row.errorReason,
    macAddress: row.macAddress,
    ipAddress: row.ipAddress,
    ssid: row.ssid,
    model: row.model,
    firmware: row.firmware,
    system: row.system,
    backend: row.backend,
    note: row.note,
    status: row.status,
    latitude: row.latitude,
    longitude: row.longitude,
    ...(forAdmin && { gatewayKind: row.gatewayKind, hasGatewaySecret: row.gatewaySecret !== null }),
    removedAt: row.removedAt?.toISOString() ?? null,
    lastSyncedAt: row.lastSyncedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
