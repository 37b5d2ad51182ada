import type { DevicePatch, SimulatorStore } from './store.ts'
import { pythonType, readPk, readText, type Errors } from './validation.ts'
import { MAC_PATTERN, isHostnameOrMac, isIpAddress, normalizeMac } from './text.ts'
import {
  CONFIG_BACKENDS,
  type ConfigBackend,
  type DeviceConfigRecord,
  type DeviceRecord,
  type JsonObject,
} from './types.ts'

export type DeviceInput = { ok: true; patch: DevicePatch } | { ok: false; errors: Errors }

/** Validates a device body for POST (partial false), PUT (false) or PATCH (true), with OpenWISP's messages. */
export function validateDeviceInput(
  data: Record<string, unknown>,
  store: SimulatorStore,
  partial: boolean,
  existing?: DeviceRecord,
): DeviceInput {
  const errors: Errors = {}
  const patch: DevicePatch = {}

  const name = readText(data, 'name', { required: true, max: 64 }, partial, errors)
  if (typeof name === 'string') {
    if (isHostnameOrMac(name)) patch.name = name
    else errors.name = ['Must be either a valid hostname or mac address.']
  }
  const organization = readPk(data, 'organization', (id) => store.isManaged(id), { required: true }, partial, errors)
  if (typeof organization === 'string') patch.organization = organization
  const group = readPk(
    data,
    'group',
    (id) => {
      const found = store.getGroup(id)
      return found !== undefined && store.isManaged(found.organization)
    },
    { nullable: true },
    partial,
    errors,
  )
  if (group !== undefined) patch.group = group
  const mac = readText(data, 'mac_address', { required: true, max: 17 }, partial, errors)
  if (typeof mac === 'string') {
    if (MAC_PATTERN.test(mac)) patch.mac_address = normalizeMac(mac)
    else errors.mac_address = ['Must be a valid mac address.']
  }
  const key = readText(data, 'key', { max: 64 }, partial, errors)
  if (typeof key === 'string' && key !== '') patch.key = key
  for (const field of ['last_ip', 'management_ip'] as const) {
    const ip = readText(data, field, { nullable: true }, partial, errors)
    if (ip === null) patch[field] = null
    else if (typeof ip === 'string') {
      if (isIpAddress(ip)) patch[field] = ip
      else errors[field] = ['Enter a valid IPv4 or IPv6 address.']
    }
  }
  for (const [field, max] of [
    ['model', 64],
    ['os', 128],
    ['system', 128],
    ['notes', undefined],
  ] as const) {
    const text = readText(data, field, { max, blank: true }, partial, errors)
    if (typeof text === 'string') patch[field] = text
  }

  const organizationId = patch.organization ?? existing?.organization
  const groupId = patch.group === undefined ? existing?.group : patch.group
  const groupRecord = groupId ? store.getGroup(groupId) : undefined
  if (groupRecord && organizationId && groupRecord.organization !== organizationId && !errors.group) {
    errors.group = [
      'Please ensure that the organization of this Device Group and the organization of the related Device match.',
    ]
  }

  if (data.config !== undefined) {
    const config = readConfig(data.config, organizationId, store)
    if ('errors' in config) errors.config = config.errors
    else patch.config = config.value
  }

  const macAddress = patch.mac_address ?? existing?.mac_address
  if (Object.keys(errors).length === 0 && organizationId && macAddress) {
    if (store.isMacTaken(organizationId, macAddress, existing?.id)) {
      errors.non_field_errors = ['The fields mac_address, organization must make a unique set.']
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, patch }
}

type ConfigResult = { value: Partial<DeviceConfigRecord> | null } | { errors: Record<string, string[]> }

/** The writable part of a device's config: status and error_reason are the controller's to set. */
function readConfig(value: unknown, organization: string | undefined, store: SimulatorStore): ConfigResult {
  if (value === null) return { value: null }
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { errors: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonType(value)}.`] } }
  }
  const source = value as Record<string, unknown>
  const errors: Record<string, string[]> = {}
  const config: Partial<DeviceConfigRecord> = {}
  if (source.backend !== undefined) {
    if (CONFIG_BACKENDS.includes(source.backend as ConfigBackend)) config.backend = source.backend as ConfigBackend
    else errors.backend = [`"${String(source.backend)}" is not a valid choice.`]
  }
  if (source.templates !== undefined) {
    const allowed = new Set(organization ? (store.templates.get(organization) ?? []) : [])
    const templates = Array.isArray(source.templates) ? source.templates : null
    const bad = templates?.find((id) => typeof id !== 'string' || !allowed.has(id))
    if (!templates) errors.templates = [`Expected a list of items but got type "${pythonType(source.templates)}".`]
    else if (bad !== undefined) errors.templates = [`Invalid pk "${String(bad)}" - object does not exist.`]
    else config.templates = templates as string[]
  }
  if (source.context !== undefined) {
    if (isObject(source.context))
      config.context = Object.fromEntries(Object.entries(source.context).map(([key, item]) => [key, String(item)]))
    else errors.context = ['Value must be valid JSON.']
  }
  if (source.config !== undefined) {
    if (isObject(source.config)) config.config = source.config as JsonObject
    else errors.config = ['Value must be valid JSON.']
  }
  return Object.keys(errors).length > 0 ? { errors } : { value: config }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
