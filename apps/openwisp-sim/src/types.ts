/** The simulator's internal records: OpenWISP's fields plus what it keeps in related tables (monitoring, location). */

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject
export interface JsonObject {
  [key: string]: JsonValue
}

export const CONFIG_STATUSES = ['modified', 'applied', 'error', 'deactivating', 'deactivated'] as const
export type ConfigStatus = (typeof CONFIG_STATUSES)[number]

export const CONFIG_BACKENDS = ['netjsonconfig.OpenWrt', 'netjsonconfig.OpenWisp'] as const
export type ConfigBackend = (typeof CONFIG_BACKENDS)[number]

export const MONITORING_STATUSES = ['unknown', 'ok', 'problem', 'critical', 'deactivated'] as const
export type MonitoringStatus = (typeof MONITORING_STATUSES)[number]

export interface OrganizationRecord {
  id: string
  name: string
  is_active: boolean
  slug: string
  description: string
  email: string
  url: string
  created: string
  modified: string
  /** Whether the simulator's API user manages it; an unmanaged organization is invisible over the API. */
  managed: boolean
  /** The OrganizationUser id shown as `owner.organization_user` in the detail. */
  owner: string | null
}

export interface GroupRecord {
  id: string
  name: string
  organization: string
  description: string
  templates: string[]
  context: Record<string, string>
  meta_data: JsonObject
  created: string
  modified: string
}

export interface LocationRecord {
  id: string
  organization: string
  name: string
  type: 'outdoor' | 'indoor'
  is_mobile: boolean
  address: string
  latitude: number
  longitude: number
  created: string
  modified: string
}

export interface DeviceConfigRecord {
  status: ConfigStatus
  error_reason: string
  backend: ConfigBackend
  templates: string[]
  context: Record<string, string>
  /** NetJSON; the SSID sits in interfaces[].wireless.ssid. */
  config: JsonObject
}

export interface RelatedMetric {
  name: string
  is_healthy: boolean | null
}

export interface MonitoringRecord {
  status: MonitoringStatus
  related_metrics: RelatedMetric[]
}

/** What the access point last reported about its radio; clients are derived from it on demand. */
export interface WifiRecord {
  channel: number
  frequency: number
  clientCount: number
}

export interface DeviceRecord {
  id: string
  name: string
  organization: string
  group: string | null
  mac_address: string
  key: string
  last_ip: string | null
  management_ip: string | null
  is_deactivated: boolean
  model: string
  os: string
  system: string
  notes: string
  config: DeviceConfigRecord | null
  created: string
  modified: string
  monitoring: MonitoringRecord
  /** Shared between the devices of a venue, as OpenWISP locations usually are. */
  location: LocationRecord | null
  ssid: string
  wifi: WifiRecord
  /**
   * The id of its DeviceConnection, which OpenWISP creates when SSH credentials are assigned; commands run over it.
   * `null`: the device has no credentials, so commands are refused.
   */
  connection: string | null
}

export const COMMAND_TYPES = ['custom', 'reboot', 'change_password'] as const
export type CommandType = (typeof COMMAND_TYPES)[number]

type CommandStatus = 'in-progress' | 'success' | 'failed'

/** A command sent to a device (openwisp-controller's connection Command), with `input` as stored, not as shown. */
export interface CommandRecord {
  id: string
  device: string
  /** The connection it ran over: null until it runs, unless the request named one. */
  connection: string | null
  type: CommandType
  status: CommandStatus
  /** `{command}` for custom, null for reboot, `{password, confirm_password}` for change_password. */
  input: JsonObject | null
  output: string
  created: string
  modified: string
}
