import { mapConcurrently } from '../../lib/map-concurrently.ts'
import type { OpenWispClient } from '../../openwisp/client.ts'
import { OpenWispError } from '../../openwisp/openwisp-error.ts'
import {
  deviceDetailSchema,
  deviceIdSchema,
  deviceLocationSchema,
  deviceSchema,
  monitoringDetailSchema,
  monitoringItemSchema,
  locationSchema,
  organizationSchema,
  type Device,
  type Organization,
} from '../../openwisp/schemas.ts'
import { ssidOf, type Coordinates, type DeviceObservation } from './device-mapping.ts'

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
 * called gone. The SSID costs a call per device, so it is read for new and changed devices only; places are
 * read every time, per location (a venue's devices share one), or per device for a venue's few.
 */
export async function observeDevices(client: OpenWispClient, scope: ObservationScope): Promise<Observations> {
  const abort = new AbortController()
  try {
    return await observe(client, scope, abort.signal)
  } catch (error) {
    // Calls still running or waiting to retry stop now: a failed run ends at once and leaves nothing behind.
    abort.abort(error)
    throw error
  }
}

async function observe(client: OpenWispClient, scope: ObservationScope, signal: AbortSignal): Promise<Observations> {
  const everything = scope.groupId === undefined
  const devicePath = `/api/v1/controller/device/${everything ? '' : `?group=${scope.groupId}`}`
  const [listed, organizations, monitoringList, places] = await Promise.all([
    client.list(devicePath, deviceSchema, signal),
    client.list('/api/v1/users/organization/', organizationSchema, signal),
    // The monitoring list cannot filter by group: a venue asks for its few devices one by one instead.
    everything ? client.list('/api/v1/monitoring/device/', monitoringItemSchema, signal) : undefined,
    everything ? locateDevices(client, signal) : undefined,
  ])
  const devices = new Map(listed.map((device) => [device.id, device]))
  const unseen = [...scope.known.keys()].filter((id) => !devices.has(id))
  const gone: string[] = []
  await mapConcurrently(unseen, perDeviceConcurrency, async (id) => {
    const device = await client.find(`/api/v1/controller/device/${id}/`, deviceSchema, signal)
    if (device) devices.set(id, device)
    else gone.push(id)
  })

  const monitoringStatus = new Map(monitoringList?.map((item) => [item.id, item.monitoring.status]))
  const observations = await mapConcurrently([...devices.values()], perDeviceConcurrency, async (device) => {
    const known = scope.known.get(device.id)
    const changed = known === undefined || known.modifiedAt.getTime() !== new Date(device.modified).getTime()
    const details = changed ? await observeDetails(client, device, signal) : undefined
    const monitoring =
      details === null ? null : await observeHealth(client, device, monitoringStatus.get(device.id), signal)
    if (details === null || monitoring === null) {
      // Deleted since it was listed.
      if (known) gone.push(device.id)
      return undefined
    }
    // Moving a device does not move its `modified`, so every sync reads places anew.
    const location = places ? (places.get(device.id) ?? null) : await observeLocation(client, device, signal)
    return { device, monitoring, location, ...(details ? { details } : { knownDeactivated: known?.deactivated }) }
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
async function observeHealth(
  client: OpenWispClient,
  device: Device,
  listedStatus: string | undefined,
  signal: AbortSignal,
) {
  if (listedStatus !== undefined && listedStatus !== 'problem') return { status: listedStatus, unhealthyMetrics: [] }
  const detail = await client.find(`/api/v1/monitoring/device/${device.id}/`, monitoringDetailSchema, signal)
  if (!detail) return null
  return {
    status: detail.monitoring.status,
    unhealthyMetrics: detail.monitoring.related_metrics
      .filter((metric) => metric.is_healthy === false)
      .map((metric) => metric.name),
  }
}

/** SSID and deactivation, from the device's detail; null when the device no longer exists. */
async function observeDetails(client: OpenWispClient, device: Device, signal: AbortSignal) {
  const detail = await client.find(`/api/v1/controller/device/${device.id}/`, deviceDetailSchema, signal)
  if (!detail) return null
  return { ssid: ssidOf(detail.config?.config?.interfaces), isDeactivated: detail.is_deactivated }
}

async function observeLocation(client: OpenWispClient, device: Device, signal: AbortSignal) {
  const found = await client.find(`/api/v1/controller/device/${device.id}/location/`, deviceLocationSchema, signal)
  return coordinatesOf(found?.location?.geometry)
}

/** Every located device's coordinates: one call per location rather than per device. */
async function locateDevices(client: OpenWispClient, signal: AbortSignal): Promise<Map<string, Coordinates>> {
  const locations = await client.list('/api/v1/controller/location/', locationSchema, signal)
  const places = new Map<string, Coordinates>()
  await mapConcurrently(locations, perDeviceConcurrency, async (location) => {
    const coordinates = coordinatesOf(location.geometry)
    if (!coordinates) return
    try {
      const devices = await client.list(`/api/v1/controller/location/${location.id}/device/`, deviceIdSchema, signal)
      for (const device of devices) places.set(device.id, coordinates)
    } catch (error) {
      // Deleted since it was listed: its devices have no place any more.
      if (!(error instanceof OpenWispError && error.status === 404)) throw error
    }
  })
  return places
}

/** GeoJSON is longitude first. */
function coordinatesOf(point: { coordinates: [number, number] } | null | undefined): Coordinates | null {
  return point ? { longitude: point.coordinates[0], latitude: point.coordinates[1] } : null
}
