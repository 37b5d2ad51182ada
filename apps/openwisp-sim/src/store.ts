import { CHANNELS, DEFAULT_SSID, MODELS } from './catalog.ts'
import { relatedMetricsFor } from './metrics.ts'
import type { Random } from './random.ts'
import { netJsonConfig, uniqueMac, type SeedData } from './seed.ts'
import { insertSorted, removeItem } from './sorted.ts'
import { normalizeMac } from './text.ts'
import { MonotonicClock, isoFromMicros, microsFromIso } from './time.ts'
import type {
  CommandRecord,
  DeviceConfigRecord,
  DeviceRecord,
  GroupRecord,
  JsonValue,
  LocationRecord,
  MonitoringRecord,
  MonitoringStatus,
  OrganizationRecord,
  WifiRecord,
} from './types.ts'

export type NewDevice = Partial<Omit<DeviceRecord, 'config' | 'monitoring' | 'wifi'>> & {
  config?: Partial<DeviceConfigRecord> | null
  monitoring?: Partial<MonitoringRecord>
  wifi?: Partial<WifiRecord>
}

export type DevicePatch = Partial<Omit<DeviceRecord, 'id' | 'config'>> & {
  config?: Partial<DeviceConfigRecord> | null
}

export type NewCommand = Pick<CommandRecord, 'device' | 'type' | 'input' | 'connection'>

const createdCache = new WeakMap<DeviceRecord, { iso: string; micros: number }>()

/** `created` in microseconds, parsed once per value: lists compare and filter on it for every device. */
export function createdMicros(device: DeviceRecord): number {
  const cached = createdCache.get(device)
  if (cached && cached.iso === device.created) return cached.micros
  const micros = microsFromIso(device.created) ?? 0
  createdCache.set(device, { iso: device.created, micros })
  return micros
}

/** `-created` as OpenWISP lists devices; the id breaks ties so pages never overlap. */
export function compareNewestFirst(a: DeviceRecord, b: DeviceRecord): number {
  const difference = createdMicros(b) - createdMicros(a)
  return difference !== 0 ? difference : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** `name` as the monitoring list orders devices (binary order, like PostgreSQL's C collation). */
function compareByName(a: DeviceRecord, b: DeviceRecord): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** The live data behind the API; tests change it directly to stage situations. */
export class SimulatorStore {
  readonly organizations: OrganizationRecord[]
  readonly groups: GroupRecord[]
  readonly locations: Map<string, LocationRecord>
  /** Every device, the unmanaged organization's included, by id. */
  readonly devices: Map<string, DeviceRecord>
  /** Configuration template ids per organization; the first is the default one. */
  readonly templates: Map<string, string[]>

  private readonly random: Random
  private readonly connections: Random
  private readonly takenMacs: Set<string>
  private readonly clock: MonotonicClock
  private readonly newestFirst: DeviceRecord[]
  private readonly byName: DeviceRecord[]
  /** Each device's commands, newest first. */
  private readonly commands = new Map<string, CommandRecord[]>()
  private added = 0

  constructor(seed: SeedData) {
    this.organizations = seed.organizations
    this.groups = seed.groups
    this.locations = new Map(seed.locations.map((location) => [location.id, location]))
    this.devices = new Map(seed.devices.map((device) => [device.id, device]))
    this.templates = seed.templates
    this.random = seed.random
    this.connections = seed.connections
    this.takenMacs = seed.takenMacs
    const latest = seed.devices.reduce((max, device) => Math.max(max, microsFromIso(device.modified) ?? 0), 0)
    this.clock = new MonotonicClock(latest)
    this.newestFirst = [...seed.devices].sort(compareNewestFirst)
    this.byName = [...seed.devices].sort(compareByName)
  }

  isManaged(organizationId: string): boolean {
    return this.organizations.some((organization) => organization.id === organizationId && organization.managed)
  }

  managedOrganizations(): OrganizationRecord[] {
    return this.organizations.filter((organization) => organization.managed)
  }

  getOrganization(id: string): OrganizationRecord | undefined {
    return this.organizations.find((organization) => organization.id === id)
  }

  getGroup(id: string): GroupRecord | undefined {
    return this.groups.find((group) => group.id === id)
  }

  getLocation(id: string): LocationRecord | undefined {
    return this.locations.get(id)
  }

  getDevice(id: string): DeviceRecord | undefined {
    return this.devices.get(id)
  }

  /** All devices newest first; the array is kept in order as devices change, never re-sorted per request. */
  devicesNewestFirst(): readonly DeviceRecord[] {
    return this.newestFirst
  }

  devicesByName(): readonly DeviceRecord[] {
    return this.byName
  }

  /** A current timestamp in OpenWISP's format that is later than any before it. */
  timestamp(): string {
    return isoFromMicros(this.clock.now())
  }

  isMacTaken(organization: string, mac: string, exceptId?: string): boolean {
    const normalized = normalizeMac(mac)
    for (const device of this.devices.values()) {
      if (device.organization === organization && device.mac_address === normalized && device.id !== exceptId) {
        return true
      }
    }
    return false
  }

  /** A device as OpenWISP registers one: config "modified", monitoring "unknown" until it reports. */
  addDevice(partial: NewDevice = {}): DeviceRecord {
    this.added += 1
    const hardware = this.random.pick(MODELS)
    const organization = partial.organization ?? this.managedOrganizations()[0]?.id
    if (!organization) throw new Error('the simulator has no organization to add a device to')
    const group = partial.group ?? null
    const ssid = partial.ssid ?? this.ssidOfGroup(group)
    const mac = partial.mac_address
      ? normalizeMac(partial.mac_address)
      : uniqueMac(this.random, hardware.oui, this.takenMacs)
    this.takenMacs.add(mac)
    const now = this.timestamp()
    const { channel, frequency } = this.random.pick(CHANNELS)
    const monitoringStatus = partial.monitoring?.status ?? 'unknown'
    const device: DeviceRecord = {
      id: partial.id ?? this.random.uuid(),
      name: partial.name ?? `ap-moi-${String(this.added).padStart(2, '0')}`,
      organization,
      group,
      mac_address: mac,
      key: partial.key ?? this.random.hex(32),
      last_ip: partial.last_ip ?? null,
      management_ip: partial.management_ip ?? null,
      is_deactivated: partial.is_deactivated ?? false,
      model: partial.model ?? hardware.model,
      os: partial.os ?? '',
      system: partial.system ?? hardware.system,
      notes: partial.notes ?? '',
      config: partial.config === null ? null : this.newConfig(organization, ssid, partial.config),
      created: partial.created ?? now,
      modified: partial.modified ?? now,
      monitoring: {
        status: monitoringStatus,
        related_metrics: partial.monitoring?.related_metrics ?? relatedMetricsFor(monitoringStatus),
      },
      location: partial.location ?? null,
      ssid,
      wifi: { channel, frequency, clientCount: 0, ...partial.wifi },
      connection: partial.connection === undefined ? this.connections.uuid() : partial.connection,
    }
    this.clock.advancePast(microsFromIso(device.created) ?? 0)
    this.devices.set(device.id, device)
    insertSorted(this.newestFirst, device, compareNewestFirst)
    insertSorted(this.byName, device, compareByName)
    return device
  }

  /** Changes a device and bumps `modified` (unless the patch sets it). */
  updateDevice(id: string, patch: DevicePatch): DeviceRecord {
    const device = this.requireDevice(id)
    const { config, ...fields } = patch
    const reorderByName = fields.name !== undefined && fields.name !== device.name
    const reorderByCreated = fields.created !== undefined && fields.created !== device.created
    if (reorderByName) removeItem(this.byName, device)
    if (reorderByCreated) removeItem(this.newestFirst, device)
    if (fields.mac_address !== undefined) fields.mac_address = normalizeMac(fields.mac_address)
    Object.assign(device, fields)
    if (config === null) device.config = null
    else if (config !== undefined) {
      device.config = device.config
        ? { ...device.config, ...config }
        : this.newConfig(device.organization, device.ssid, config)
      const reportedSsid = firstSsid(device.config.config)
      if (reportedSsid !== null && fields.ssid === undefined) device.ssid = reportedSsid
    }
    if (fields.modified === undefined) device.modified = this.timestamp()
    else this.clock.advancePast(microsFromIso(fields.modified) ?? 0)
    if (reorderByName) insertSorted(this.byName, device, compareByName)
    if (reorderByCreated) insertSorted(this.newestFirst, device, compareNewestFirst)
    return device
  }

  deleteDevice(id: string): boolean {
    const device = this.devices.get(id)
    if (!device) return false
    this.devices.delete(id)
    removeItem(this.newestFirst, device)
    removeItem(this.byName, device)
    // The commands' foreign key cascades.
    this.commands.delete(id)
    return true
  }

  /** A command as OpenWISP stores one before its task runs: in progress, no output yet. */
  addCommand(fields: NewCommand): CommandRecord {
    this.requireDevice(fields.device)
    const now = this.timestamp()
    const command: CommandRecord = {
      id: this.random.uuid(),
      ...fields,
      status: 'in-progress',
      output: '',
      created: now,
      modified: now,
    }
    this.commands.set(fields.device, [command, ...this.commandsOf(fields.device)])
    return command
  }

  /** A device's commands, newest first (`-created`, as the API lists them). */
  commandsOf(deviceId: string): readonly CommandRecord[] {
    return this.commands.get(deviceId) ?? []
  }

  getCommand(deviceId: string, id: string): CommandRecord | undefined {
    return this.commandsOf(deviceId).find((command) => command.id === id)
  }

  /** Changes a command and bumps `modified`; a command gone with its device stays gone (its task may end later). */
  updateCommand(
    command: CommandRecord,
    patch: Partial<Pick<CommandRecord, 'status' | 'output' | 'connection' | 'input'>>,
  ): void {
    if (!this.commandsOf(command.device).includes(command)) return
    Object.assign(command, patch, { modified: this.timestamp() })
  }

  /** Sets what monitoring reports; `unhealthyMetricNames` are the metrics out of range (problem/critical). */
  setMonitoringStatus(id: string, status: MonitoringStatus, unhealthyMetricNames?: string[]): DeviceRecord {
    const device = this.requireDevice(id)
    device.monitoring = { status, related_metrics: relatedMetricsFor(status, unhealthyMetricNames) }
    return device
  }

  /** What POST …/deactivate/ does: the config is withdrawn and monitoring stops. */
  deactivateDevice(id: string): DeviceRecord {
    const device = this.requireDevice(id)
    device.is_deactivated = true
    if (device.config) device.config.status = 'deactivated'
    device.monitoring = { ...device.monitoring, status: 'deactivated' }
    device.modified = this.timestamp()
    return device
  }

  /** What POST …/activate/ does: the config must be sent again and the device has not reported since. */
  activateDevice(id: string): DeviceRecord {
    const device = this.requireDevice(id)
    device.is_deactivated = false
    if (device.config) device.config.status = 'modified'
    device.monitoring = { status: 'unknown', related_metrics: [] }
    device.modified = this.timestamp()
    return device
  }

  addGroup(fields: Omit<GroupRecord, 'id' | 'created' | 'modified'>): GroupRecord {
    const now = this.timestamp()
    const group: GroupRecord = { id: this.random.uuid(), ...fields, created: now, modified: now }
    this.groups.push(group)
    return group
  }

  updateGroup(id: string, patch: Partial<Omit<GroupRecord, 'id'>>): GroupRecord {
    const group = this.getGroup(id)
    if (!group) throw new Error(`no group ${id}`)
    Object.assign(group, patch, { modified: patch.modified ?? this.timestamp() })
    return group
  }

  /** Devices keep existing without a group, as the foreign key's SET_NULL does. */
  deleteGroup(id: string): boolean {
    const index = this.groups.findIndex((group) => group.id === id)
    if (index < 0) return false
    this.groups.splice(index, 1)
    for (const device of this.devices.values()) if (device.group === id) device.group = null
    return true
  }

  addLocation(fields: Omit<LocationRecord, 'id' | 'created' | 'modified'>): LocationRecord {
    const now = this.timestamp()
    const location: LocationRecord = { id: this.random.uuid(), ...fields, created: now, modified: now }
    this.locations.set(location.id, location)
    return location
  }

  counts(): { organizations: number; groups: number; devices: number; unmanagedDevices: number; locations: number } {
    let managedDevices = 0
    for (const device of this.devices.values()) if (this.isManaged(device.organization)) managedDevices += 1
    return {
      organizations: this.managedOrganizations().length,
      groups: this.groups.filter((group) => this.isManaged(group.organization)).length,
      devices: managedDevices,
      unmanagedDevices: this.devices.size - managedDevices,
      locations: this.locations.size,
    }
  }

  private requireDevice(id: string): DeviceRecord {
    const device = this.devices.get(id)
    if (!device) throw new Error(`no device ${id}`)
    return device
  }

  private ssidOfGroup(groupId: string | null): string {
    const group = groupId ? this.getGroup(groupId) : undefined
    return group?.context.SSID ?? DEFAULT_SSID
  }

  private newConfig(organization: string, ssid: string, fields: Partial<DeviceConfigRecord> = {}): DeviceConfigRecord {
    const defaultTemplate = this.templates.get(organization)?.[0]
    return {
      status: 'modified',
      error_reason: '',
      backend: 'netjsonconfig.OpenWrt',
      templates: defaultTemplate ? [defaultTemplate] : [],
      context: {},
      config: netJsonConfig(ssid),
      ...fields,
    }
  }
}

/** The SSID a NetJSON configuration gives its first wireless interface, if any. */
function firstSsid(config: JsonValue): string | null {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return null
  const interfaces = config.interfaces
  if (!Array.isArray(interfaces)) return null
  for (const entry of interfaces) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue
    const wireless = entry.wireless
    if (typeof wireless === 'object' && wireless !== null && !Array.isArray(wireless)) {
      if (typeof wireless.ssid === 'string') return wireless.ssid
    }
  }
  return null
}
