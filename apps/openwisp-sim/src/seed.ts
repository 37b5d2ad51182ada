import {
  CHANNELS,
  CITIES,
  DEFAULT_SSID,
  ERROR_REASONS,
  FIRMWARE,
  MANAGED_ORGANIZATIONS,
  MODELS,
  NOTES,
  PROBLEM_METRICS,
  UNMANAGED_ORGANIZATION,
  type City,
  type OrganizationSeed,
} from './catalog.ts'
import { relatedMetricsFor } from './metrics.ts'
import { Random, seedFrom } from './random.ts'
import { slugify } from './text.ts'
import { isoFromMicros } from './time.ts'
import type {
  ConfigStatus,
  DeviceConfigRecord,
  DeviceRecord,
  GroupRecord,
  JsonObject,
  LocationRecord,
  MonitoringStatus,
  OrganizationRecord,
  WifiRecord,
} from './types.ts'

export interface SeedOptions {
  devices: number
  orgs: number
  groups: number
  seed: number
}

export interface SeedData {
  organizations: OrganizationRecord[]
  groups: GroupRecord[]
  locations: LocationRecord[]
  devices: DeviceRecord[]
  /** Configuration templates per organization id (the first is the default one). */
  templates: Map<string, string[]>
  /** Goes on drawing after the seed, so devices added later are deterministic too. */
  random: Random
  /**
   * Draws the devices' connection ids, apart from `random`: the connections came after the rest of the data, which
   * stays as it was for a given seed.
   */
  connections: Random
  takenMacs: Set<string>
}

const SECOND = 1_000_000
const DAY = 86_400 * SECOND
const DEVICES_FROM = Date.UTC(2023, 2, 1) * 1000
const DEVICES_UNTIL = Date.UTC(2025, 5, 1) * 1000
const MODIFIED_UNTIL = Date.UTC(2025, 5, 15) * 1000
const UNMANAGED_DEVICES = 3

const MONITORING_SPREAD: Record<MonitoringStatus, number> = {
  ok: 70,
  problem: 8,
  critical: 9,
  unknown: 8,
  deactivated: 5,
}

const PUBLIC_PREFIXES = ['113.160', '113.161', '14.161', '14.177', '27.72', '42.112', '171.224', '115.73'] as const

interface VenueGroup {
  group: GroupRecord
  location: LocationRecord
  short: string
  ssid: string
  city: City
}

export function generateSeed(options: SeedOptions): SeedData {
  const random = new Random(options.seed)
  const takenMacs = new Set<string>()
  const organizations = Array.from({ length: options.orgs }, (_, index) =>
    organizationRecord(random, organizationSeed(index), index, true),
  )
  const unmanaged = organizationRecord(random, UNMANAGED_ORGANIZATION, options.orgs, false)
  const templates = new Map<string, string[]>()
  for (const organization of [...organizations, unmanaged])
    templates.set(organization.id, [random.uuid(), random.uuid()])

  const venues = Array.from({ length: options.groups }, (_, index) => {
    const organizationIndex = index % options.orgs
    const organization = organizations[organizationIndex]
    if (!organization) throw new Error('no organization for a group')
    return venueGroup(
      random,
      organization.id,
      citiesFor(organizationIndex, options.orgs),
      Math.floor(index / options.orgs),
    )
  })
  const unmanagedVenue = venueGroup(random, unmanaged.id, [cityAt(0)], 0, 'Quán nước Đối tác', 'doi-tac')

  const connections = new Random(seedFrom(options.seed, 'connections'))
  const context: DeviceContext = { random, connections, takenMacs, templates, counters: new Map() }
  const devices: DeviceRecord[] = []
  for (let index = 0; index < options.devices; index++) {
    const venue = venues.length > 0 && !random.chance(0.05) ? random.pick(venues) : null
    if (venue) {
      devices.push(seedDevice(context, venue.group.organization, venue, venue.city))
      continue
    }
    const organizationIndex = random.int(0, options.orgs - 1)
    const organization = organizations[organizationIndex]
    if (!organization) throw new Error('no organization for a device')
    devices.push(seedDevice(context, organization.id, null, random.pick(citiesFor(organizationIndex, options.orgs))))
  }
  for (let index = 0; index < UNMANAGED_DEVICES; index++) {
    devices.push(seedDevice(context, unmanaged.id, unmanagedVenue, cityAt(0)))
  }

  const groupLocations = [...venues, unmanagedVenue].map((venue) => venue.location)
  const shared = new Set(groupLocations)
  const ownLocations = devices.flatMap((device) =>
    device.location && !shared.has(device.location) ? [device.location] : [],
  )
  return {
    organizations: [...organizations, unmanaged],
    groups: [...venues.map((venue) => venue.group), unmanagedVenue.group],
    locations: [...groupLocations, ...ownLocations],
    devices,
    templates,
    random,
    connections,
    takenMacs,
  }
}

function organizationSeed(index: number): OrganizationSeed {
  const known = MANAGED_ORGANIZATIONS[index]
  if (known) return known
  const name = `Wifi Việt Khu vực ${index + 1}`
  return { name, slug: slugify(name), description: `Mạng wifi miễn phí cho khách, khu vực ${index + 1}` }
}

function organizationRecord(
  random: Random,
  seed: OrganizationSeed,
  index: number,
  managed: boolean,
): OrganizationRecord {
  const created = isoFromMicros(Date.UTC(2023, 0, 5 + index, 9) * 1000)
  return {
    id: random.uuid(),
    name: seed.name,
    is_active: true,
    slug: seed.slug,
    description: seed.description,
    email: `${seed.slug}@wifiviet.vn`,
    url: `https://wifiviet.vn/${seed.slug}`,
    created,
    modified: created,
    managed,
    owner: random.uuid(),
  }
}

/** Cities of an organization's region; organizations beyond the three regions take one city each in turn. */
function citiesFor(organizationIndex: number, organizations: number): City[] {
  const own = CITIES.filter((city) => {
    if (organizations === 1) return true
    if (organizations === 2) return city.region2 === organizationIndex
    return city.region === organizationIndex
  })
  return own.length > 0 ? own : [cityAt(organizationIndex)]
}

function cityAt(index: number): City {
  const city = CITIES[index % CITIES.length]
  if (!city) throw new Error('empty city catalog')
  return city
}

function venueGroup(
  random: Random,
  organization: string,
  cities: City[],
  round: number,
  fixedName?: string,
  fixedShort?: string,
): VenueGroup {
  const city = cities[round % cities.length] ?? cityAt(0)
  const venueIndex = Math.floor(round / cities.length)
  const venue = city.venues[venueIndex % city.venues.length] ?? city.venues[0]
  if (!venue) throw new Error(`no venue in ${city.name}`)
  const branch = Math.floor(venueIndex / city.venues.length)
  const name = fixedName ?? (branch === 0 ? venue.name : `${venue.name} - Chi nhánh ${branch + 1}`)
  const short = fixedShort ?? (branch === 0 ? venue.short : `${venue.short}-cn${branch + 1}`)
  const createdMicros = Date.UTC(2023, 1, 1) * 1000 + random.int(0, 120) * DAY + random.int(0, 86_399) * SECOND
  const created = isoFromMicros(createdMicros)
  const group: GroupRecord = {
    id: random.uuid(),
    name,
    organization,
    description: `Điểm phát wifi tại ${name}, ${city.name}`,
    templates: [],
    context: { SSID: venue.ssid },
    meta_data: random.chance(0.9) ? { captive_portal_url: `https://portal.wifiviet.vn/${slugify(name)}` } : {},
    created,
    modified: created,
  }
  const location = locationRecord(random, organization, name, `${venue.street}, ${city.name}, Việt Nam`, city, created)
  return { group, location, short, ssid: venue.ssid, city }
}

function locationRecord(
  random: Random,
  organization: string,
  name: string,
  address: string,
  city: City,
  created: string,
): LocationRecord {
  return {
    id: random.uuid(),
    organization,
    name,
    type: 'outdoor',
    is_mobile: false,
    address,
    latitude: round6(city.latitude + (random.next() - 0.5) * 0.06),
    longitude: round6(city.longitude + (random.next() - 0.5) * 0.06),
    created,
    modified: created,
  }
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

interface DeviceContext {
  random: Random
  connections: Random
  takenMacs: Set<string>
  templates: Map<string, string[]>
  /** Next number per device-name base, so names are ap-pho-thin-01, -02, … */
  counters: Map<string, number>
}

function seedDevice(context: DeviceContext, organization: string, venue: VenueGroup | null, city: City): DeviceRecord {
  const { random } = context
  const hardware = random.pick(MODELS)
  const mac = uniqueMac(random, hardware.oui, context.takenMacs)
  const base = venue ? venue.short : city.slug
  const number = (context.counters.get(base) ?? 0) + 1
  context.counters.set(base, number)
  const name = random.chance(0.03) ? mac : `ap-${base}-${String(number).padStart(2, '0')}`

  const status = random.weighted(MONITORING_SPREAD)
  const reported = status !== 'unknown'
  const blankHardware = !reported && random.chance(0.5)
  const createdMicros = DEVICES_FROM + Math.floor(random.next() * ((DEVICES_UNTIL - DEVICES_FROM) / SECOND)) * SECOND
  const created = createdMicros + (random.chance(0.1) ? 0 : random.int(1, 999_999))
  const modifiedSpan = Math.max(0, Math.min(200 * DAY, MODIFIED_UNTIL - created))
  const modified = created + Math.floor((random.next() * modifiedSpan) / SECOND) * SECOND
  const ssid = venue?.ssid ?? DEFAULT_SSID
  const unhealthy =
    status === 'problem' ? pickDistinct(random, PROBLEM_METRICS, random.chance(0.3) ? 2 : 1) : ([] as string[])
  const location = venue
    ? random.chance(0.85)
      ? venue.location
      : null
    : random.chance(0.85)
      ? locationRecord(random, organization, name, `${city.name}, Việt Nam`, city, isoFromMicros(created))
      : null

  return {
    id: random.uuid(),
    name,
    organization,
    group: venue?.group.id ?? null,
    mac_address: mac,
    key: random.hex(32),
    last_ip: reported && random.chance(0.95) ? publicIp(random) : null,
    management_ip: reported && random.chance(0.88) ? `10.8.${random.int(0, 255)}.${random.int(2, 254)}` : null,
    is_deactivated: status === 'deactivated',
    model: blankHardware ? '' : hardware.model,
    os: blankHardware ? '' : random.weighted(FIRMWARE),
    system: blankHardware ? '' : hardware.system,
    notes: random.chance(0.15) ? random.pick(NOTES) : '',
    config: seedConfig(context, organization, status, ssid),
    created: isoFromMicros(created),
    modified: isoFromMicros(modified),
    monitoring: { status, related_metrics: relatedMetricsFor(status, unhealthy) },
    location,
    ssid,
    wifi: seedWifi(random, status),
    connection: context.connections.uuid(),
  }
}

function seedConfig(
  context: DeviceContext,
  organization: string,
  monitoring: MonitoringStatus,
  ssid: string,
): DeviceConfigRecord | null {
  const { random } = context
  let status: ConfigStatus
  if (monitoring === 'deactivated') {
    status = random.chance(0.2) ? 'deactivating' : 'deactivated'
  } else {
    if (random.chance(0.05)) return null
    // A device that never reported cannot have applied anything yet.
    status = monitoring === 'unknown' ? 'modified' : random.weighted({ applied: 85, modified: 10, error: 5 })
  }
  const [defaultTemplate, captiveTemplate] = context.templates.get(organization) ?? []
  const templates = [defaultTemplate, random.chance(0.6) ? captiveTemplate : undefined].filter(
    (id): id is string => id !== undefined,
  )
  return {
    status,
    error_reason: status === 'error' ? random.pick(ERROR_REASONS) : '',
    backend: random.chance(0.9) ? 'netjsonconfig.OpenWrt' : 'netjsonconfig.OpenWisp',
    templates,
    context: { lan_ip: `192.168.${random.int(1, 20)}.1` },
    config: netJsonConfig(ssid),
  }
}

export function netJsonConfig(ssid: string): JsonObject {
  return {
    interfaces: [{ name: 'wlan0', type: 'wireless', wireless: { radio: 'radio0', mode: 'access_point', ssid } }],
  }
}

function seedWifi(random: Random, status: MonitoringStatus): WifiRecord {
  const { channel, frequency } = random.pick(CHANNELS)
  const clientCount = status === 'ok' ? random.int(0, 25) : status === 'problem' ? random.int(10, 60) : 0
  return { channel, frequency, clientCount }
}

export function uniqueMac(random: Random, oui: string, taken: Set<string>): string {
  for (;;) {
    const tail = random
      .bytes(3)
      .map((byte) => byte.toString(16).padStart(2, '0').toUpperCase())
      .join(':')
    const mac = `${oui}:${tail}`
    if (!taken.has(mac)) {
      taken.add(mac)
      return mac
    }
  }
}

function publicIp(random: Random): string {
  return `${random.pick(PUBLIC_PREFIXES)}.${random.int(0, 255)}.${random.int(1, 254)}`
}

function pickDistinct(random: Random, items: readonly string[], count: number): string[] {
  const chosen = new Set<string>()
  while (chosen.size < Math.min(count, items.length)) chosen.add(random.pick(items))
  return [...chosen]
}
