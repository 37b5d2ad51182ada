import { param, type ApiContext, type Handler } from './context.ts'
import { validateDeviceInput } from './device-input.ts'
import { Filters, INVALID_CHOICE, booleanValue, choiceFilter, dateFilters, organizationFilters } from './filters.ts'
import { PERMISSION_DENIED, detail, json, noContent, notFoundDetail, parseBody, type SimResponse } from './http.ts'
import { envelope, paginate } from './pagination.ts'
import { deviceDetail, deviceListItem } from './serializers.ts'
import { createdMicros, type DevicePatch } from './store.ts'
import { normalizeUuid } from './text.ts'
import { CONFIG_BACKENDS, CONFIG_STATUSES, type DeviceRecord } from './types.ts'

/** A device the API user may see: devices of other organizations do not exist for them. */
export function visibleDevice(context: ApiContext, id: string): DeviceRecord | undefined {
  const device = context.store.getDevice(id)
  return device && context.store.isManaged(device.organization) ? device : undefined
}

export const listDevices: Handler = (context) => {
  const { store, request } = context
  const filters = new Filters<DeviceRecord>(request.query)
  filters.add((device) => store.isManaged(device.organization))
  organizationFilters(filters, store, (device) => device.organization)
  for (const field of ['name', 'mac_address'] as const) {
    const value = filters.value(field)?.toLowerCase()
    if (value !== undefined) filters.add((device) => device[field].toLowerCase().includes(value))
  }
  choiceFilter(filters, 'config__status', CONFIG_STATUSES, (device) => device.config?.status ?? null)
  choiceFilter(filters, 'config__backend', CONFIG_BACKENDS, (device) => device.config?.backend ?? null)
  const template = filters.value('config__templates')
  if (template !== null) {
    const id = normalizeUuid(template)
    // openwisp-controller answers this one with a bare string, not a list.
    if (id === null) filters.error('config__templates', 'Invalid UUID format')
    else filters.add((device) => device.config?.templates.includes(id) ?? false)
  }
  const group = filters.value('group')
  if (group !== null) {
    const id = normalizeUuid(group)
    if (id === null) filters.error('group', [`“${group}” is not a valid UUID.`])
    // django-filter's model choice: a group that does not exist (or is not the user's) is refused, not empty.
    else {
      const known = store.getGroup(id)
      if (!known || !store.isManaged(known.organization)) filters.error('group', [INVALID_CHOICE])
      else filters.add((device) => device.group === id)
    }
  }
  dateFilters(filters, 'created', createdMicros)
  const withGeo = booleanValue(filters.value('with_geo'))
  if (withGeo !== null) filters.add((device) => (device.location !== null) === withGeo)

  const invalid = filters.invalid()
  if (invalid) return invalid
  const result = paginate(filters.apply(store.devicesNewestFirst()), request)
  if (!result.ok) return result.response
  const { page } = result
  const body = envelope(page, deviceListItem)
  context.devicePageServed(page)
  return json(200, body)
}

export const createDevice: Handler = (context) => {
  const body = parseBody(context.request)
  if (!body.ok) return body.response
  const input = validateDeviceInput(body.data, context.store, false)
  if (!input.ok) return json(400, input.errors)
  const { config, ...fields } = input.patch
  const device = context.store.addDevice({ ...fields, config: config ?? null })
  return json(201, deviceListItem(device))
}

export const getDevice: Handler = (context) => {
  const device = visibleDevice(context, param(context))
  return device ? json(200, deviceDetail(device)) : notFoundDetail('Device')
}

function updateDevice(context: ApiContext, partial: boolean): SimResponse {
  const device = visibleDevice(context, param(context))
  if (!device) return notFoundDetail('Device')
  if (device.is_deactivated) return detail(403, PERMISSION_DENIED)
  const body = parseBody(context.request)
  if (!body.ok) return body.response
  const input = validateDeviceInput(body.data, context.store, partial, device)
  if (!input.ok) return json(400, input.errors)
  const patch: DevicePatch = { ...input.patch }
  // OpenWISP marks the configuration for re-sending when the name or the configuration changes.
  const renamed = patch.name !== undefined && patch.name !== device.name
  if (device.config && (renamed || patch.config) && patch.config !== null) {
    patch.config = { ...patch.config, status: 'modified', error_reason: '' }
  }
  return json(200, deviceDetail(context.store.updateDevice(device.id, patch)))
}

export const putDevice: Handler = (context) => updateDevice(context, false)
export const patchDevice: Handler = (context) => updateDevice(context, true)

export const deleteDevice: Handler = (context) => {
  const device = visibleDevice(context, param(context))
  if (!device) return notFoundDetail('Device')
  const force = context.request.query.get('force')?.toLowerCase() === 'true'
  if (!device.is_deactivated && !force) return detail(403, 'The device must be deactivated prior to deletion')
  context.store.deleteDevice(device.id)
  return noContent()
}

/** The activate/deactivate views only look among devices in the other state, hence 404 for a repeat call. */
export const deactivateDevice: Handler = (context) => {
  const device = visibleDevice(context, param(context))
  if (!device || device.is_deactivated) return notFoundDetail('Device')
  return json(200, deviceDetail(context.store.deactivateDevice(device.id)))
}

export const activateDevice: Handler = (context) => {
  const device = visibleDevice(context, param(context))
  if (!device || !device.is_deactivated) return notFoundDetail('Device')
  return json(200, deviceDetail(context.store.activateDevice(device.id)))
}
