import * as z from 'zod/mini'
import { statuses } from './constants.ts'
import { msg } from './messages.ts'
import { csvEnum, listQuerySchema } from './list.ts'
import { ssidField } from './ssid.ts'

/** docs/product.md §4: an access point's health and configuration states, as the console shows them. */
export const healthStatuses = ['online', 'offline', 'maintenance', 'error'] as const
export type HealthStatus = (typeof healthStatuses)[number]
export const configStatuses = ['configured', 'pending', 'error', 'not_available'] as const
export type ConfigStatus = (typeof configStatuses)[number]

/** The captive-portal gateway an access point runs (docs/gateways.md): CoovaChilli UAM or openNDS FAS. */
export const gatewayKinds = ['chilli', 'opennds'] as const
export type GatewayKind = (typeof gatewayKinds)[number]

/** docs/product.md §3's access point fields, kept in step with its OpenWISP device. The gateway secret never leaves the server. */
export const accessPointSchema = z.object({
  id: z.uuid(),
  openwispDeviceId: z.uuid(),
  /** A short code printed on labels and QR codes (the spec's (docs/product.md) code / device_code). */
  deviceCode: z.string(),
  name: z.string(),
  venueId: z.nullable(z.uuid()),
  venueName: z.nullable(z.string()),
  /** OpenWISP's organization and device group. */
  organization: z.uuid(),
  organizationName: z.nullable(z.string()),
  group: z.nullable(z.uuid()),
  healthStatus: z.enum(healthStatuses),
  /** OpenWISP monitoring's own word (unknown = "never reported"), so the UI can say more than "offline". */
  monitoringStatus: z.string(),
  configStatus: z.enum(configStatuses),
  errorReason: z.nullable(z.string()),
  macAddress: z.string(),
  ipAddress: z.nullable(z.string()),
  ssid: z.nullable(z.string()),
  model: z.string(),
  firmware: z.string(),
  system: z.string(),
  backend: z.nullable(z.string()),
  note: z.string(),
  /** Deactivated in OpenWISP = inactive. */
  status: z.enum(statuses),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** Admins only: which gateway it runs and whether its secret is set (the secret itself is never sent). */
  gatewayKind: z.optional(z.nullable(z.enum(gatewayKinds))),
  hasGatewaySecret: z.optional(z.boolean()),
  /** Set when the device disappeared from OpenWISP; the record is kept, not deleted. */
  removedAt: z.nullable(z.iso.datetime()),
  lastSyncedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type AccessPoint = z.infer<typeof accessPointSchema>

const macPattern = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/
/** OpenWISP names a device by a hostname (letters, digits, hyphens and dots) or by its MAC address. */
const hostnamePattern =
  /^(?=.{1,64}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/

/** The access point name rule (OpenWISP's): a hostname of at most 64 characters, or a MAC address. */
export const isAccessPointName = (name: string) => hostnamePattern.test(name) || macPattern.test(name)

/**
 * docs/product.md §5: name and SSID are required, on add and on edit, and they are all an edit may change (the
 * status never: OpenWISP's health and deactivation decide it).
 */
const accessPointEditable = {
  name: z
    .string({ error: msg.accessPointNameRequired })
    .check(
      z.trim(),
      z.minLength(1, msg.accessPointNameRequired),
      z.maxLength(64, msg.accessPointNameInvalid),
      z.refine(isAccessPointName, msg.accessPointNameInvalid),
    ),
  ssid: ssidField,
}
export const accessPointUpdateSchema = z.strictObject(accessPointEditable)
export type AccessPointUpdate = z.output<typeof accessPointUpdateSchema>

/** Add: a new device in the venue's OpenWISP device group, with its MAC address. */
export const accessPointCreateSchema = z.strictObject({
  ...accessPointEditable,
  macAddress: z.string({ error: msg.macAddressInvalid }).check(z.trim(), z.regex(macPattern, msg.macAddressInvalid)),
  venueId: z.string({ error: msg.accessPointVenueRequired }).check(z.uuid(msg.accessPointVenueRequired)),
})
export type AccessPointCreate = z.output<typeof accessPointCreateSchema>

/** "aa-bb-cc-dd-ee-ff" or "aa:bb:…" → "AA:BB:CC:DD:EE:FF", the one form the console stores. */
export const normalizeMac = (mac: string) => mac.trim().toUpperCase().replaceAll('-', ':')

/** What a scanned QR code gives (docs/product.md §3): an id and/or a MAC address. */
export const accessPointLookupQuerySchema = z
  .object({
    id: z.optional(z.uuid()),
    mac: z.optional(z.string().check(z.trim(), z.regex(macPattern))),
  })
  .check(z.refine((query) => query.id !== undefined || query.mac !== undefined, 'id or mac is required'))

/** The access points table: what it sorts by, filters on, and searches (name, MAC in any usual form, IP, SSID). */
const accessPointSortable = [
  'name',
  'venueName',
  'healthStatus',
  'configStatus',
  'macAddress',
  'ipAddress',
  'ssid',
  'model',
  'firmware',
  'lastSyncedAt',
  'updatedAt',
] as const
/** The venue filter's value for access points outside every venue, beside venue ids (`venueId=none,<uuid>`). */
export const noVenueFilter = 'none'

/** Venue ids and/or `none`, as one comma-separated parameter. */
const venueFilter = z.optional(
  z.pipe(
    z.pipe(
      z.union([z.string().check(z.maxLength(51 * 37)), z.array(z.string().check(z.maxLength(36)))]),
      z.transform((value: string | string[]) => (Array.isArray(value) ? value : value.split(',').filter(Boolean))),
    ),
    z.array(z.union([z.uuid(), z.literal(noVenueFilter)])).check(z.maxLength(51)),
  ),
)

export const accessPointListQuerySchema = z.extend(listQuerySchema(accessPointSortable, 'name', 'asc'), {
  venueId: venueFilter,
  healthStatus: csvEnum(healthStatuses),
  configStatus: csvEnum(configStatuses),
})
export type AccessPointListQuery = z.output<typeof accessPointListQuerySchema>

/** The same filters, search and sort for a CSV export of the whole list (no pages). */
export const accessPointExportQuerySchema = z.omit(accessPointListQuerySchema, { page: true, pageSize: true })

/** The map shows the list's filters and search, without pages or order. */
export const accessPointMapQuerySchema = z.omit(accessPointListQuerySchema, {
  page: true,
  pageSize: true,
  sort: true,
  order: true,
})
export type AccessPointMapQuery = z.output<typeof accessPointMapQuerySchema>

/** The most access points one map answer holds; past it, the map says to filter. */
export const mapPointLimit = 20_000

/**
 * The access points map: the tiles to draw (null: none, a plain background) and every access point with a place,
 * column by column (index i of each list is one access point), which keeps 10,000 points small.
 */
export const accessPointMapSchema = z.object({
  tiles: z.nullable(z.object({ url: z.string(), attribution: z.string() })),
  /** Access points with a place that the filters keep; more than `points` holds when it is over `mapPointLimit`. */
  total: z.int(),
  points: z.object({
    id: z.array(z.uuid()),
    name: z.array(z.string()),
    latitude: z.array(z.number()),
    longitude: z.array(z.number()),
    healthStatus: z.array(z.enum(healthStatuses)),
  }),
})
export type AccessPointMap = z.infer<typeof accessPointMapSchema>

/**
 * An admin sets which gateway an access point runs and its shared secret (UAM secret or FAS key). Without a secret
 * the one already set stays (changing the kind alone); an access point that has none is refused one without.
 */
export const accessPointGatewayInputSchema = z.object({
  kind: z.enum(gatewayKinds, { error: msg.gatewayKindRequired }),
  secret: z.optional(
    z.string().check(z.minLength(1, msg.gatewaySecretRequired), z.maxLength(64, msg.gatewaySecretTooLong)),
  ),
})
export type AccessPointGatewayInput = z.output<typeof accessPointGatewayInputSchema>

export const syncScopes = ['all', 'venue'] as const
export const syncRunStatuses = ['running', 'succeeded', 'failed'] as const

/**
 * One synchronisation with OpenWISP: who, what, when, how far it got, what changed, and why it failed. A run goes on
 * in the server after the request that started it has been answered: `running` with its progress, until it ends.
 */
export const syncRunSchema = z.object({
  id: z.uuid(),
  scope: z.enum(syncScopes),
  venueId: z.nullable(z.uuid()),
  venueName: z.nullable(z.string()),
  startedBy: z.nullable(z.string()),
  status: z.enum(syncRunStatuses),
  startedAt: z.iso.datetime(),
  finishedAt: z.nullable(z.iso.datetime()),
  /**
   * The counts are null for a customer reading a run over everything: they are the whole network's. Otherwise:
   * OpenWISP's list pages read so far.
   */
  pagesRead: z.nullable(z.int()),
  /** The devices in scope, known once OpenWISP's device list has been read; null before. */
  devicesTotal: z.nullable(z.int()),
  /** Devices whose details have been read; when it reaches the total, the changes are being saved. */
  devicesProcessed: z.nullable(z.int()),
  created: z.nullable(z.int()),
  updated: z.nullable(z.int()),
  unchanged: z.nullable(z.int()),
  removed: z.nullable(z.int()),
  error: z.nullable(z.string()),
})
export type SyncRun = z.infer<typeof syncRunSchema>

export const syncRunListQuerySchema = z.extend(listQuerySchema(['startedAt'] as const, 'startedAt', 'desc'), {
  venueId: z.optional(z.uuid()),
  status: csvEnum(syncRunStatuses),
  scope: z.optional(z.enum(syncScopes)),
})
export type SyncRunListQuery = z.output<typeof syncRunListQuerySchema>

/** A venue as the sync-by-venue dialog lists it: whether it can be synced, its last run and its cooldown. */
export const venueSyncStateSchema = z.object({
  venueId: z.uuid(),
  venueName: z.string(),
  /** Linked to an OpenWISP device group: only then can it be synced. */
  linked: z.boolean(),
  lastRun: z.nullable(syncRunSchema),
  /** The newest run over everything, which synced this venue too (no counts: they are the whole network's). */
  lastFullRun: z.nullable(z.object({ status: z.enum(syncRunStatuses), startedAt: z.iso.datetime() })),
  /** When the venue may be synced again (its run in progress or the cooldown after it ends); null: now. */
  availableAt: z.nullable(z.iso.datetime()),
})
export type VenueSyncState = z.infer<typeof venueSyncStateSchema>

export const venueSyncStateQuerySchema = listQuerySchema(['name'] as const, 'name')
export type VenueSyncStateQuery = z.output<typeof venueSyncStateQuerySchema>

/** An OpenWISP device group, offered when linking a venue to its access points. */
export const deviceGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organization: z.uuid(),
  description: z.string(),
})
export type DeviceGroup = z.infer<typeof deviceGroupSchema>
