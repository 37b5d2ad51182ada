import { param, type ApiContext, type Handler } from './context.ts'
import { readText, type Errors } from './validation.ts'
import { visibleDevice } from './devices.ts'
import { Filters, organizationFilters } from './filters.ts'
import { json, noContent, notFoundDetail, parseBody, type SimResponse } from './http.ts'
import { envelope, paginate } from './pagination.ts'
import { deviceListItem, deviceLocation, locationItem } from './serializers.ts'
import { compareNewestFirst } from './store.ts'
import type { DeviceRecord, LocationRecord } from './types.ts'

function visibleLocation(context: ApiContext): LocationRecord | undefined {
  const location = context.store.getLocation(param(context))
  return location && context.store.isManaged(location.organization) ? location : undefined
}

function newestFirst(a: LocationRecord, b: LocationRecord): number {
  return a.created === b.created ? (a.id < b.id ? -1 : 1) : a.created < b.created ? 1 : -1
}

export const getDeviceLocation: Handler = (context) => {
  const device = visibleDevice(context, param(context))
  if (!device) return notFoundDetail('Device')
  if (!device.location) return notFoundDetail('DeviceLocation')
  return json(200, deviceLocation(device.location))
}

/**
 * PUT/PATCH …/location/ with `{"location": {…} | "<uuid>"}`. As in openwisp-controller, a location object updates
 * the device's current location in place, which other devices at the same venue share.
 */
function writeDeviceLocation(context: ApiContext, partial: boolean): SimResponse {
  const device = visibleDevice(context, param(context))
  if (!device) return notFoundDetail('Device')
  const body = parseBody(context.request)
  if (!body.ok) return body.response
  const value = body.data.location
  if (value === undefined) {
    if (partial && device.location) return json(200, deviceLocation(device.location))
    return json(400, { location: ['This field is required.'] })
  }
  const created = device.location === null
  if (typeof value === 'string') {
    const existing = context.store.getLocation(value)
    if (!existing || existing.organization !== device.organization) {
      return json(400, { location: { location: 'Location object with entered ID does not exists.' } })
    }
    device.location = existing
  } else {
    const input = validateLocation(value, device.location === null || !partial)
    if (!input.ok) return json(400, { location: input.errors })
    if (device.location) Object.assign(device.location, input.fields, { modified: context.store.timestamp() })
    else device.location = context.store.addLocation({ ...defaultLocation(device), ...input.fields })
  }
  return json(created ? 201 : 200, deviceLocation(device.location))
}

function defaultLocation(device: DeviceRecord): Omit<LocationRecord, 'id' | 'created' | 'modified'> {
  return {
    organization: device.organization,
    name: device.name,
    type: 'outdoor',
    is_mobile: false,
    address: '',
    latitude: 0,
    longitude: 0,
  }
}

type LocationInput = { ok: true; fields: Partial<LocationRecord> } | { ok: false; errors: Errors }

function validateLocation(value: unknown, complete: boolean): LocationInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: { non_field_errors: ['Invalid data. Expected a dictionary.'] } }
  }
  const data = value as Record<string, unknown>
  const errors: Errors = {}
  const fields: Partial<LocationRecord> = {}
  const name = readText(data, 'name', { required: true, max: 75 }, !complete, errors)
  if (typeof name === 'string') fields.name = name
  const address = readText(data, 'address', { blank: true, max: 256 }, !complete, errors)
  if (typeof address === 'string') fields.address = address
  if (data.type !== undefined) {
    if (data.type === 'outdoor' || data.type === 'indoor') fields.type = data.type
    else errors.type = [`"${String(data.type)}" is not a valid choice.`]
  } else if (complete) errors.type = ['This field is required.']
  if (data.is_mobile !== undefined) fields.is_mobile = data.is_mobile === true
  const geometry = data.geometry
  if (geometry !== undefined) {
    const coordinates = pointCoordinates(geometry)
    if (coordinates) [fields.longitude, fields.latitude] = coordinates
    else errors.geometry = ['Unable to convert to python object: expected a GeoJSON Point [longitude, latitude].']
  } else if (complete) errors.geometry = ['This field is required.']
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields }
}

function pointCoordinates(geometry: unknown): [number, number] | null {
  if (typeof geometry !== 'object' || geometry === null) return null
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown }
  if (type !== 'Point' || !Array.isArray(coordinates) || coordinates.length !== 2) return null
  const [longitude, latitude] = coordinates as unknown[]
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return null
  return [longitude, latitude]
}

export const putDeviceLocation: Handler = (context) => writeDeviceLocation(context, false)
export const patchDeviceLocation: Handler = (context) => writeDeviceLocation(context, true)

export const deleteDeviceLocation: Handler = (context) => {
  const device = visibleDevice(context, param(context))
  if (!device) return notFoundDetail('Device')
  if (!device.location) return notFoundDetail('DeviceLocation')
  device.location = null
  return noContent()
}

export const listLocations: Handler = (context) => {
  const { store, request } = context
  const filters = new Filters<LocationRecord>(request.query)
  filters.add((location) => store.isManaged(location.organization))
  organizationFilters(filters, store, (location) => location.organization)
  const invalid = filters.invalid()
  if (invalid) return invalid
  const result = paginate([...filters.apply([...store.locations.values()])].sort(newestFirst), request)
  if (!result.ok) return result.response
  const { page } = result
  return json(200, envelope(page, locationItem))
}

export const getLocation: Handler = (context) => {
  const location = visibleLocation(context)
  return location ? json(200, locationItem(location)) : notFoundDetail('Location')
}

/** The devices placed at a location, newest first, as device list items. */
export const listLocationDevices: Handler = (context) => {
  const location = visibleLocation(context)
  if (!location) return notFoundDetail('Location')
  const devices = [...context.store.devices.values()]
    .filter((device) => device.location === location && context.store.isManaged(device.organization))
    .sort(compareNewestFirst)
  const result = paginate(devices, context.request)
  if (!result.ok) return result.response
  const { page } = result
  return json(200, envelope(page, deviceListItem))
}
