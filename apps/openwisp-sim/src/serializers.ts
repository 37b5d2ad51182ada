/**
 * Response bodies with OpenWISP's serializer field lists, in their order: clients may rely on either, and the
 * contract fixtures pin both.
 */
import { Random, seedFrom } from './random.ts'
import type {
  CommandRecord,
  CommandType,
  DeviceRecord,
  GroupRecord,
  JsonObject,
  LocationRecord,
  OrganizationRecord,
} from './types.ts'

function listConfig(device: DeviceRecord): JsonObject | null {
  const config = device.config
  if (!config) return null
  return { status: config.status, error_reason: config.error_reason, backend: config.backend }
}

/** The 15 keys of DeviceListSerializer. */
export function deviceListItem(device: DeviceRecord): JsonObject {
  return { ...leadingDeviceFields(device), created: device.created, modified: device.modified }
}

/** The list keys before `created`, where the monitoring serializers insert `monitoring`. */
function leadingDeviceFields(device: DeviceRecord): JsonObject {
  return {
    id: device.id,
    name: device.name,
    organization: device.organization,
    group: device.group,
    mac_address: device.mac_address,
    key: device.key,
    last_ip: device.last_ip,
    management_ip: device.management_ip,
    model: device.model,
    os: device.os,
    system: device.system,
    notes: device.notes,
    config: listConfig(device),
  }
}

export function deviceDetail(device: DeviceRecord): JsonObject {
  const config = device.config
  return {
    id: device.id,
    name: device.name,
    organization: device.organization,
    group: device.group,
    mac_address: device.mac_address,
    key: device.key,
    last_ip: device.last_ip,
    management_ip: device.management_ip,
    is_deactivated: device.is_deactivated,
    model: device.model,
    os: device.os,
    system: device.system,
    notes: device.notes,
    config: config
      ? {
          status: config.status,
          error_reason: config.error_reason,
          backend: config.backend,
          templates: [...config.templates],
          context: { ...config.context },
          config: structuredClone(config.config),
        }
      : null,
    created: device.created,
    modified: device.modified,
  }
}

/** The device list keys with `monitoring` inserted before `created`. */
export function monitoringListItem(device: DeviceRecord): JsonObject {
  return {
    ...leadingDeviceFields(device),
    monitoring: { status: device.monitoring.status },
    created: device.created,
    modified: device.modified,
  }
}

export function monitoringDetail(device: DeviceRecord, withData: boolean, seed: number): JsonObject {
  const body: JsonObject = {
    ...leadingDeviceFields(device),
    monitoring: {
      status: device.monitoring.status,
      related_metrics: device.monitoring.related_metrics.map((metric) => ({ ...metric })),
    },
    created: device.created,
    modified: device.modified,
    charts: [],
    x: [],
  }
  if (withData) body.data = deviceData(device, seed)
  return body
}

/**
 * The last NetJSON DeviceMonitoring snapshot. A device that never reported has none. Clients and uptime are
 * derived from the device id, so they are stable without being stored.
 */
function deviceData(device: DeviceRecord, seed: number): JsonObject | null {
  if (device.monitoring.status === 'unknown') return null
  const random = new Random(seedFrom(seed, device.id))
  const clients = Array.from({ length: device.wifi.clientCount }, (_, index) => ({
    mac: random
      .bytes(6)
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join(':'),
    aid: index + 1,
    assoc: true,
    authorized: true,
    signal: -random.int(45, 85),
    noise: -95,
    ht: true,
    vht: device.wifi.frequency > 5000,
    he: random.chance(0.4),
  }))
  return {
    type: 'DeviceMonitoring',
    general: { local_time: Math.floor(Date.now() / 1000), uptime: random.int(3_600, 40 * 86_400) },
    interfaces: [
      {
        name: 'wlan0',
        type: 'wireless',
        up: device.monitoring.status !== 'critical',
        mac: device.mac_address.toLowerCase(),
        wireless: {
          mode: 'access_point',
          ssid: device.ssid,
          channel: device.wifi.channel,
          frequency: device.wifi.frequency,
          clients,
        },
      },
    ],
  }
}

export function groupItem(group: GroupRecord): JsonObject {
  return {
    id: group.id,
    name: group.name,
    organization: group.organization,
    description: group.description,
    templates: [...group.templates],
    context: { ...group.context },
    meta_data: structuredClone(group.meta_data),
    created: group.created,
    modified: group.modified,
  }
}

export function organizationItem(organization: OrganizationRecord): JsonObject {
  return { ...leadingOrganizationFields(organization), created: organization.created, modified: organization.modified }
}

function leadingOrganizationFields(organization: OrganizationRecord): JsonObject {
  return {
    id: organization.id,
    name: organization.name,
    is_active: organization.is_active,
    slug: organization.slug,
    description: organization.description,
    email: organization.email,
    url: organization.url,
  }
}

/** OrganizationDetailSerializer puts `owner` between `url` and `created`. */
export function organizationDetail(organization: OrganizationRecord): JsonObject {
  const owner = organization.owner === null ? null : { organization_user: organization.owner }
  return {
    ...leadingOrganizationFields(organization),
    owner,
    created: organization.created,
    modified: organization.modified,
  }
}

/** GeoJSON order: longitude first. */
function point(location: LocationRecord): JsonObject {
  return { type: 'Point', coordinates: [location.longitude, location.latitude] }
}

export function locationItem(location: LocationRecord): JsonObject {
  return {
    id: location.id,
    organization: location.organization,
    name: location.name,
    type: location.type,
    is_mobile: location.is_mobile,
    address: location.address,
    geometry: point(location),
    created: location.created,
    modified: location.modified,
    floorplan: [],
  }
}

export function deviceLocation(location: LocationRecord): JsonObject {
  return {
    location: {
      type: 'Feature',
      id: location.id,
      geometry: point(location),
      properties: {
        type: location.type,
        is_mobile: location.is_mobile,
        name: location.name,
        address: location.address,
      },
    },
    floorplan: null,
    indoor: null,
  }
}

/** The commands' display names, which the API shows as `type`. */
const COMMAND_LABELS: Record<CommandType, string> = {
  custom: 'Custom commands',
  reboot: 'Reboot',
  change_password: 'Change password',
}

/**
 * CommandSerializer (`fields = "__all__"`): DRF puts the declared fields (input, device, connection) right after the
 * pk, then the model's own fields, so this is the order openwisp-controller 1.2 answers with. `type` is the display
 * name and `input` the command's input_data: the command text for custom, the input values joined with ", " else.
 */
export function commandItem(command: CommandRecord): JsonObject {
  const input = command.input ?? {}
  return {
    id: command.id,
    input: command.type === 'custom' ? String(input.command) : Object.values(input).map(String).join(', '),
    device: command.device,
    connection: command.connection,
    created: command.created,
    modified: command.modified,
    status: command.status,
    type: COMMAND_LABELS[command.type],
    output: command.output,
  }
}
