import { mapConcurrently } from '../../lib/map-concurrently.ts'
import type { OpenWispClient } from '../../openwisp/client.ts'
import {
  deviceDetailSchema,
  deviceLocationSchema,
  deviceSchema,
  monitoringDetailSchema,
  monitoringItemSchema,
  organizationSchema,
  type Device,
  type Organization,
} from '../../openwisp/schemas.ts'
import { ssidOf, type DeviceObservation } from './device-mapping.ts'

/** Calls for single devices run this many at a time: quick for the console, gentle for the controller. */
const perDeviceConcurrency = 8

export interface ObservationScope {
  /** Only this device group's devices (a venue); undefined = every device the API user may see. */
  groupId?: string
  /** The devices the console holds for this scope (not removed), as last seen. */
  known: ReadonlyMap<string, KnownDevice>
}

export interface KnownDevice {
  /** OpenWISP's `modified`: while it stays, the device's details stay too. */
  modifiedAt: Date
  deactivated: boolean
}

export interface Observations {
  devices: DeviceObservation[]
  /** Devices the console holds that OpenWISP confirmed, one by one, to be gone. */
  gone: string[]
  organizations: Map<string, Organization>
}

/**
 * Everything a sync needs from OpenWISP, read before anything is written: if a call fails, the sync fails
 * with the console's data untouched.
 *
 * Pages are numbered, so a device deleted or added while they are read shifts the rest: one may be read twice
 * (kept once) or missed. A device the console knows but did not see is therefore asked for by id before it is
 * called gone. SSID and location cost a call each, so they are read only for new and changed devices.
 */
export async function observeDevices(client: OpenWispClient, scope: ObservationScope): Promise<Observations> {
  const devicePath = `/api/v1/controller/device/${scope.groupId ? `?group=${scope.groupId}` : ''}`
  const [listed, organizations, monitoringList] = await Promise.all([
    client.list(devicePath, deviceSchema),
    client.list('/api/v1/users/organization/', organizationSchema),
    // The monitoring list cannot filter by group: a venue asks for its few devices one by one instead.
    scope.groupId ? undefined : client.list('/api/v1/monitoring/device/', monitoringItemSchema),
  ])
  const devices = new Map(listed.map((device) => [device.id, device]))
  const unseen = [...scope.known.keys()].filter((id) => !devices.has(id))
  const gone: string[] = []
  await mapConcurrently(unseen, perDeviceConcurrency, async (id) => {
    const device = await client.find(`/api/v1/controller/device/${id}/`, deviceSchema)
    if (device) devices.set(id, device)
    else gone.push(id)
  })

  const monitoringStatus = new Map(monitoringList?.map((item) => [item.id, item.monitoring.status]))
  const observations = await mapConcurrently([...devices.values()], perDeviceConcurrency, async (device) => {
    const known = scope.known.get(device.id)
    const changed = known === undefined || known.modifiedAt.getTime() !== new Date(device.modified).getTime()
    const details = changed ? await observeDetails(client, device) : undefined
    const monitoring = details === null ? null : await observeHealth(client, device, monitoringStatus.get(device.id))
    if (details === null || monitoring === null) {
      // Deleted since it was listed.
      if (known) gone.push(device.id)
      return undefined
    }
    return { device, monitoring, ...(details ? { details } : { knownDeactivated: known?.deactivated }) }
  })
  return {
    devices: observations.filter((observation) => observation !== undefined),
    gone,
    organizations: new Map(organizations.map((organization) => [organization.id, organization])),
  }
}

/**
 * The listed status is enough unless the device is missing from the list or has a problem to explain. Null when
 * the device no longer exists (monitoring has a detail for every device).
 */
async function observeHealth(client: OpenWispClient, device: Device, listedStatus: string | undefined) {
  if (listedStatus !== undefined && listedStatus !== 'problem') return { status: listedStatus, unhealthyMetrics: [] }
  const detail = await client.find(`/api/v1/monitoring/device/${device.id}/`, monitoringDetailSchema)
  if (!detail) return null
  return {
    status: detail.monitoring.status,
    unhealthyMetrics: detail.monitoring.related_metrics
      .filter((metric) => metric.is_healthy === false)
      .map((metric) => metric.name),
  }
}

/** SSID, deactivation and coordinates; null when the device no longer exists. */
async function observeDetails(client: OpenWispClient, device: Device) {
  const [detail, location] = await Promise.all([
    client.find(`/api/v1/controller/device/${device.id}/`, deviceDetailSchema),
    client.find(`/api/v1/controller/device/${device.id}/location/`, deviceLocationSchema),
  ])
  if (!detail) return null
  const coordinates = location?.location?.geometry?.coordinates
  return {
    ssid: ssidOf(detail.config?.config?.interfaces),
    isDeactivated: detail.is_deactivated,
    location: coordinates ? { longitude: coordinates[0], latitude: coordinates[1] } : null,
  }
}
