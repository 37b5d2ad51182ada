import type { ConfigStatus } from '@wifi/contract'
import { mapConcurrently } from '../lib/map-concurrently.ts'
import type { ListOptions, OpenWispClient } from '../openwisp/client.ts'
import { OpenWispError } from '../openwisp/openwisp-error.ts'
import type { Device, Organization } from '../openwisp/schemas.ts'
import { configStatusOf, ssidOf, type Coordinates, type DeviceObservation } from './device-mapping.ts'
import type { SyncProgress } from './sync-figures.ts'

/** Calls for single devices run this many at a time: quick for the console, gentle for the controller. */
const perDeviceConcurrency = 8

export interface ObservationScope {
  /** Only this device group's devices (a venue); undefined = every device the API user may see. */
  groupId?: string
  /** The devices the console holds for this scope (not removed), as last seen. */
  known: ReadonlyMap<string, KnownDevice>
}

export interface KnownDevice {
  /** OpenWISP's `modified`, configuration status and backend as last read: when one moves, details are read again. */
  modifiedAt: Date
  configStatus: ConfigStatus
  backend: string | null
  deactivated: boolean
  /** Whether the console has a place for it. */
  located: boolean
}

export interface Observations {
  devices: DeviceObservation[]
  /** Devices the console holds that OpenWISP confirmed, one by one, to be gone. */
  gone: string[]
  organizations: Map<string, Organization>
}

/** A run that takes longer is stopped (well inside the scope's lease, see sync-locks.ts). */
const runDeadlineMs = 10 * 60_000

/**
 * Everything a sync needs from OpenWISP, read before anything is written: if a call fails, the sync fails
 * with the console's data untouched, and the calls still running or waiting to retry stop at once.
 *
 * Pages are numbered, so a device deleted or added while they are read shifts the rest: one may be read twice
 * (kept once) or missed. A device the console knows but did not see is therefore asked for by id before it is
 * called gone. The SSID and deactivation cost a call per device, so they are read for new devices and those whose
 * `modified`, configuration status or backend moved (a new SSID means a configuration to apply). Places are read
 * every time: per location for everything (a venue's devices share one), per device for a venue's few.
 */
export async function observeDevices(
  client: OpenWispClient,
  scope: ObservationScope,
  run: RunWatch,
): Promise<Observations> {
  const abort = new AbortController()
  const deadline = AbortSignal.timeout(runDeadlineMs)
  const signal = AbortSignal.any([abort.signal, deadline, run.signal])
  const failFast = <Result>(promise: Promise<Result>) =>
    promise.catch((error: unknown) => {
      abort.abort(error)
      throw error
    })
  try {
    return await observe({ client, signal, failFast, progress: run.progress }, scope)
  } catch (error) {
    if (deadline.aborted) throw new OpenWispError('sync', `did not finish within ${runDeadlineMs / 60_000} minutes`)
    throw error
  }
}

/** What the run's owner holds: a signal to stop it, and its progress, counted here as the calls come back. */
export interface RunWatch {
  signal: AbortSignal
  progress: SyncProgress
}

interface Reader {
  client: OpenWispClient
  signal: AbortSignal
  /** Aborts every other call of the run when this one fails. */
  failFast: <Result>(promise: Promise<Result>) => Promise<Result>
  progress: SyncProgress
}

async function observe(reader: Reader, scope: ObservationScope): Promise<Observations> {
  const { signal, failFast, progress } = reader
  const { client } = reader
  const listing = listOptions(reader)
  const everything = scope.groupId === undefined
  const [listed, organizations, monitoringList, places] = await Promise.all([
    failFast(client.listDevices({ group: scope.groupId }, listing)),
    failFast(client.listOrganizations(listing)),
    // The monitoring list cannot filter by group: a venue asks for its few devices one by one instead.
    everything ? failFast(client.listMonitoredDevices(listing)) : undefined,
    everything ? failFast(locateDevices(reader)) : undefined,
  ])
  const devices = new Map(listed.map((device) => [device.id, device]))
  const unseen = [...scope.known.keys()].filter((id) => !devices.has(id))
  const gone: string[] = []
  await mapConcurrently(unseen, perDeviceConcurrency, (id) =>
    failFast(
      (async () => {
        const device = await client.getDevice(id, signal)
        if (device) devices.set(id, device)
        else gone.push(id)
      })(),
    ),
  )

  const monitoringStatus = new Map(monitoringList?.map((item) => [item.id, item.monitoring.status]))
  progress.devicesTotal = devices.size
  const observations = await mapConcurrently([...devices.values()], perDeviceConcurrency, (device) =>
    failFast(
      observeDevice(reader, device, scope.known.get(device.id), monitoringStatus.get(device.id), places).then(
        (observation) => {
          progress.devicesProcessed++
          return observation
        },
      ),
    ),
  )
  for (const observation of observations) {
    if ('gone' in observation && scope.known.has(observation.gone)) gone.push(observation.gone)
  }
  return {
    devices: observations.filter((observation) => 'device' in observation),
    gone,
    organizations: new Map(organizations.map((organization) => [organization.id, organization])),
  }
}

/** One device's observation, or `{ gone }` when it was deleted since it was listed. */
async function observeDevice(
  reader: Reader,
  device: Device,
  known: KnownDevice | undefined,
  listedStatus: string | undefined,
  places: Map<string, Coordinates> | undefined,
): Promise<DeviceObservation | { gone: string }> {
  const changed =
    known === undefined ||
    known.modifiedAt.getTime() !== new Date(device.modified).getTime() ||
    known.configStatus !== configStatusOf(device.config?.status) ||
    known.backend !== (device.config?.backend ?? null)
  const details = changed ? await observeDetails(reader, device) : undefined
  const monitoring = details === null ? null : await observeHealth(reader, device, listedStatus)
  if (details === null || monitoring === null) return { gone: device.id }
  // A location added or deleted while the locations were read shifts their pages too: a device the console has
  // a place for is asked for by id before it loses it.
  const place = places?.get(device.id)
  const location = place ?? (places && !known?.located ? null : await observeLocation(reader, device))
  return { device, monitoring, location, ...(details ? { details } : { knownDeactivated: known?.deactivated }) }
}

/**
 * The listed status is enough unless the device is missing from the list or has a problem to explain. Null when
 * the device no longer exists (monitoring has a detail for every device).
 */
async function observeHealth({ client, signal }: Reader, device: Device, listedStatus: string | undefined) {
  if (listedStatus !== undefined && listedStatus !== 'problem') return { status: listedStatus, unhealthyMetrics: [] }
  const detail = await client.getMonitoredDevice(device.id, signal)
  if (!detail) return null
  return {
    status: detail.monitoring.status,
    unhealthyMetrics: detail.monitoring.related_metrics
      .filter((metric) => metric.is_healthy === false)
      .map((metric) => metric.name),
  }
}

/** SSID and deactivation, from the device's detail; null when the device no longer exists. */
async function observeDetails({ client, signal }: Reader, device: Device) {
  const detail = await client.getDeviceDetail(device.id, signal)
  if (!detail) return null
  return { ssid: ssidOf(detail.config?.config?.interfaces), isDeactivated: detail.is_deactivated }
}

async function observeLocation({ client, signal }: Reader, device: Device) {
  const found = await client.getDeviceLocation(device.id, signal)
  return coordinatesOf(found?.location?.geometry)
}

/** Every located device's coordinates: one call per location rather than per device. */
async function locateDevices(reader: Reader): Promise<Map<string, Coordinates>> {
  const { client, failFast } = reader
  const listing = listOptions(reader)
  const locations = await client.listLocations(listing)
  const places = new Map<string, Coordinates>()
  await mapConcurrently(locations, perDeviceConcurrency, (location) =>
    failFast(
      (async () => {
        const coordinates = coordinatesOf(location.geometry)
        if (!coordinates) return
        try {
          const devices = await client.listLocationDevices(location.id, listing)
          for (const device of devices) places.set(device.id, coordinates)
        } catch (error) {
          // Deleted since it was listed: its devices have no place any more.
          if (!(error instanceof OpenWispError && error.status === 404)) throw error
        }
      })(),
    ),
  )
  return places
}

/** Reads a whole list within the run, counting its pages. */
/** A sync's lists are abandoned with the run, and count the pages they read. */
function listOptions({ signal, progress }: Reader): ListOptions {
  return { signal, onPage: () => progress.pagesRead++ }
}

/** GeoJSON is longitude first. */
function coordinatesOf(point: { coordinates: [number, number] } | null | undefined): Coordinates | null {
  return point ? { longitude: point.coordinates[0], latitude: point.coordinates[1] } : null
}
