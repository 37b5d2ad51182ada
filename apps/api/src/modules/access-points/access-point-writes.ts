import type { AccessPoint, AccessPointCreate, AccessPointUpdate } from '@wifi/contract'
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { can, findVisibleVenue, visibleAccessPoints } from '../../authorization/policy.ts'
import type { Database } from '../../db/client.ts'
import { accessPoints, type AccessPointRow } from '../../db/schema.ts'
import { ApiError, errorFieldKey, notFound } from '../../errors/api-error.ts'
import type { OpenWispClient } from '../../openwisp/client.ts'
import { configuredOpenWisp, throughOpenWisp } from '../../openwisp/api-errors.ts'
import type { Device } from '../../openwisp/schemas.ts'
import { recordChange, type Actor } from '../audit/audit-trail.ts'
import { toAccessPointView } from './access-point-view.ts'
import { mapDevice, ssidOf } from '../../sync/device-mapping.ts'
import { withSsid } from '../../openwisp/netjson-ssid.ts'
import { lockAccessPointWrites } from './venue-access-points.ts'
import { isUuid } from '../../guest/captive/captive-access-point.ts'
import { macFromGateway } from '../../guest/captive/gateway-mac.ts'

/**
 * Add, edit and delete write through to OpenWISP first; the console's row changes only once OpenWISP has accepted
 * (docs/decisions/021). OpenWISP's refusal reaches the caller as a 502 with OpenWISP's own words, and nothing here
 * changes.
 */
export function accessPointWrites(db: Database, openwisp: OpenWispClient | undefined) {
  const controller = () => configuredOpenWisp(openwisp)

  /** The row's OpenWISP columns as the device now is; the monitoring status stays as last synced. */
  const fromDevice = (
    device: Device,
    details: { ssid: string | null; isDeactivated: boolean },
    monitoring: string,
  ) => ({
    ...mapDevice({ device, monitoring: { status: monitoring, unhealthyMetrics: [] }, details }),
    lastSyncedAt: new Date(),
    updatedAt: new Date(),
  })

  async function visibleRow(actor: Actor, id: string): Promise<AccessPointRow> {
    const [row] = await db
      .select()
      .from(accessPoints)
      .where(and(eq(accessPoints.id, id), isNull(accessPoints.removedAt), visibleAccessPoints(actor.user)))
    if (!row) throw notFound('The access point')
    return row
  }

  const audited = (actor: Actor, action: 'create' | 'update' | 'delete', id: string) => ({
    actor: actor.user,
    ip: actor.ip,
    action,
    entity: 'access_point' as const,
    entityId: id,
  })

  /**
   * A gateway names its access point by name, OpenWISP device id or MAC (nasid, gatewayname, called, gatewaymac), so
   * a name is none of these of another access point that is not removed: not its name (in any case), nor its OpenWISP
   * id or MAC (in any case or MAC spelling), which a customer could otherwise take to have that venue's guests
   * refused as ambiguous (issue 35.2). The refusal says which access point has it. Checked before OpenWISP is asked.
   */
  async function assertNameFree(name: string, exceptId?: string) {
    const mac = macFromGateway(name)
    const [taken] = await db
      .select({ deviceCode: accessPoints.deviceCode, name: accessPoints.name, macAddress: accessPoints.macAddress })
      .from(accessPoints)
      .where(
        and(
          or(
            sql`lower(${accessPoints.name}) = lower(${name})`,
            isUuid(name) ? eq(accessPoints.openwispDeviceId, name.toLowerCase()) : undefined,
            mac ? eq(accessPoints.macAddress, mac) : undefined,
          ),
          isNull(accessPoints.removedAt),
          exceptId ? ne(accessPoints.id, exceptId) : undefined,
        ),
      )
      .limit(1)
    if (!taken) return
    if (taken.name.toLowerCase() === name.toLowerCase()) {
      throw new ApiError(
        409,
        'ACCESS_POINT_NAME_IN_USE',
        `Access point ${taken.deviceCode} is already named “${taken.name}”.`,
        { fields: { name: errorFieldKey('ACCESS_POINT_NAME_IN_USE') } },
      )
    }
    const identity = taken.macAddress === mac ? 'MAC address' : 'OpenWISP device id'
    throw new ApiError(
      409,
      'ACCESS_POINT_NAME_IS_IDENTITY',
      `“${name}” is the ${identity} of access point ${taken.deviceCode}, which its gateway may name it by.`,
      { fields: { name: errorFieldKey('ACCESS_POINT_NAME_IS_IDENTITY') } },
    )
  }

  const snapshot = (row: AccessPointRow) => ({ name: row.name, ssid: row.ssid, macAddress: row.macAddress })

  return {
    /** Admin: a new device in the venue's device group (and organization), broadcasting `ssid`. */
    async create(actor: Actor, input: AccessPointCreate): Promise<AccessPoint> {
      const client = controller()
      const venue = await findVisibleVenue(db, actor.user, input.venueId)
      await assertNameFree(input.name)
      const groupId = venue.openwispGroupId
      if (!groupId) {
        throw new ApiError(409, 'VENUE_NOT_LINKED', 'This venue is not linked to an OpenWISP device group yet.')
      }
      const device = await throughOpenWisp(async () => {
        const group = await client.getGroup(groupId)
        if (!group) {
          throw new ApiError(
            409,
            'VENUE_NOT_LINKED',
            'The venue’s OpenWISP device group no longer exists; link another.',
          )
        }
        return client.createDevice({
          name: input.name,
          organization: group.organization,
          group: group.id,
          mac_address: input.macAddress,
          config: { backend: 'netjsonconfig.OpenWrt', config: withSsid(null, input.ssid) },
        })
      })
      if (!device) throw new ApiError(502, 'OPENWISP_FAILED', 'OpenWISP did not create the device.')
      return db.transaction(async (tx) => {
        await lockAccessPointWrites(tx)
        const [row] = await tx
          .insert(accessPoints)
          .values({
            ...fromDevice(device, { ssid: input.ssid, isDeactivated: false }, 'unknown'),
            venueId: venue.id,
          })
          .onConflictDoUpdate({ target: accessPoints.openwispDeviceId, set: { removedAt: null } })
          .returning()
        if (!row) throw new Error('access point insert returned no row')
        await recordChange(tx, { ...audited(actor, 'create', row.id), before: {}, after: snapshot(row) })
        return toAccessPointView(row, can(actor.user, 'accessPoints.readGateway'))
      })
    },

    /** Admins, and the venue's member customers: the name and the SSID, and nothing else. */
    async update(actor: Actor, id: string, input: AccessPointUpdate): Promise<AccessPoint> {
      const client = controller()
      const before = await visibleRow(actor, id)
      if (input.name !== before.name) await assertNameFree(input.name, id)
      const device = await throughOpenWisp(async () => {
        // The SSID lives in the configuration, which is sent back whole: read it only when the SSID changes.
        const ssidChanged = input.ssid !== before.ssid
        const current = ssidChanged ? await client.getDeviceConfiguration(before.openwispDeviceId) : undefined
        if (current === null) throw gone()
        const body = {
          name: input.name,
          ...(current && { config: { config: withSsid(current.config?.config ?? null, input.ssid) } }),
        }
        return client.updateDevice(before.openwispDeviceId, body)
      })
      if (!device) throw gone()
      const [after] = await db
        .update(accessPoints)
        .set(
          fromDevice(
            device,
            { ssid: ssidOf(device.config?.config?.interfaces), isDeactivated: device.is_deactivated },
            before.monitoringStatus,
          ),
        )
        .where(eq(accessPoints.id, id))
        .returning()
      if (!after) throw notFound('The access point')
      await recordChange(db, { ...audited(actor, 'update', id), before: snapshot(before), after: snapshot(after) })
      return toAccessPointView(after, can(actor.user, 'accessPoints.readGateway'))
    },

    /**
     * Admin: deactivates the device, then deletes it (OpenWISP refuses to delete an active one). The console keeps
     * the row as removed, like a sync that no longer finds the device, so the venue's guest history stays.
     */
    async remove(actor: Actor, id: string): Promise<void> {
      const client = controller()
      const before = await visibleRow(actor, id)
      await throughOpenWisp(async () => {
        // A 404 here means it is deactivated already (or gone), which the delete then tells apart.
        await client.deactivateDevice(before.openwispDeviceId)
        await client.deleteDevice(before.openwispDeviceId)
      })
      await db.update(accessPoints).set({ removedAt: new Date() }).where(eq(accessPoints.id, id))
      await recordChange(db, { ...audited(actor, 'delete', id), before: snapshot(before), after: {} })
    },
  }
}

const gone = () => new ApiError(409, 'DEVICE_GONE', 'The device is no longer in OpenWISP; sync to update the list.')
