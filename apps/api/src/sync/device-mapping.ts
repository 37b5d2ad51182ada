import { normalizeMac, type ConfigStatus, type HealthStatus, type Status } from '@wifi/contract'
import type { Device } from '../openwisp/schemas.ts'

/** What a sync learned about one device, beyond its list item. */
export interface DeviceObservation {
  device: Device
  /** OpenWISP monitoring's status ('unknown' when it never reported) and the names of its unhealthy metrics. */
  monitoring: { status: string; unhealthyMetrics: string[] }
  /** Read for new and changed devices only (see observe-devices.ts); undefined keeps what the console holds. */
  details?: { ssid: string | null; isDeactivated: boolean }
  /** `is_deactivated` as last read, for a device whose details were not read again. */
  knownDeactivated?: boolean
  /** Where the device is (null: nowhere); undefined when it was not read this time, which keeps the stored place. */
  location?: Coordinates | null
}

export interface Coordinates {
  latitude: number
  longitude: number
}

/** The access point columns that come from OpenWISP. */
export interface MappedDevice {
  openwispDeviceId: string
  name: string
  organizationId: string
  groupId: string | null
  healthStatus: HealthStatus
  monitoringStatus: string
  configStatus: ConfigStatus
  errorReason: string | null
  macAddress: string
  ipAddress: string | null
  model: string
  firmware: string
  system: string
  backend: string | null
  note: string
  status: Status
  openwispDeactivated: boolean
  openwispModifiedAt: Date
  /** Only when read this time. */
  ssid?: string | null
  latitude?: number | null
  longitude?: number | null
}

const deactivationConfigStatuses = new Set(['deactivating', 'deactivated'])

/** docs/openwisp.md's mapping table, one device at a time. */
export function mapDevice({
  device,
  monitoring,
  details,
  knownDeactivated,
  location,
}: DeviceObservation): MappedDevice {
  const isDeactivated = details ? details.isDeactivated : (knownDeactivated ?? false)
  const deactivated =
    isDeactivated || deactivationConfigStatuses.has(device.config?.status ?? '') || monitoring.status === 'deactivated'
  const configStatus = configStatusOf(device.config?.status)
  const reasons = [
    configStatus === 'error' ? device.config?.error_reason || 'The configuration could not be applied.' : '',
    !deactivated && monitoring.status === 'problem' ? unhealthyReason(monitoring.unhealthyMetrics) : '',
  ].filter(Boolean)
  return {
    openwispDeviceId: device.id,
    name: device.name,
    organizationId: device.organization,
    groupId: device.group,
    healthStatus: deactivated ? 'maintenance' : healthStatusOf(monitoring.status),
    monitoringStatus: monitoring.status,
    configStatus,
    errorReason: reasons.length ? reasons.join(' · ') : null,
    macAddress: normalizeMac(device.mac_address),
    ipAddress: device.management_ip ?? device.last_ip,
    model: device.model,
    firmware: device.os,
    system: device.system,
    backend: device.config?.backend ?? null,
    note: device.notes,
    status: deactivated ? 'inactive' : 'active',
    openwispDeactivated: isDeactivated,
    openwispModifiedAt: new Date(device.modified),
    ...(details && { ssid: details.ssid }),
    ...(location !== undefined && { latitude: location?.latitude ?? null, longitude: location?.longitude ?? null }),
  }
}

function healthStatusOf(monitoringStatus: string): HealthStatus {
  if (monitoringStatus === 'ok') return 'online'
  if (monitoringStatus === 'problem') return 'error'
  // critical (unreachable), unknown (never reported) or anything newer than the contract.
  return 'offline'
}

export function configStatusOf(status: string | undefined): ConfigStatus {
  if (status === 'applied') return 'configured'
  if (status === 'modified' || status === 'deactivating') return 'pending'
  if (status === 'error') return 'error'
  // deactivated, or no configuration at all.
  return 'not_available'
}

function unhealthyReason(metrics: string[]): string {
  return metrics.length ? `Unhealthy: ${metrics.join(', ')}` : 'A monitored metric is out of range.'
}

/** The SSIDs a device's NetJSON configuration broadcasts, joined when it has several radios. */
export function ssidOf(interfaces: readonly { wireless?: { ssid?: string | null } | null }[] | null | undefined) {
  const ssids = [...new Set((interfaces ?? []).map((item) => item.wireless?.ssid).filter(Boolean))]
  return ssids.length ? ssids.join(', ') : null
}
