import { param, type Handler } from './context.ts'
import { visibleDevice } from './devices.ts'
import { Filters, choiceFilter, organizationFilters } from './filters.ts'
import { json, notFoundDetail } from './http.ts'
import { envelope, paginate } from './pagination.ts'
import { monitoringDetail, monitoringListItem } from './serializers.ts'
import { MONITORING_STATUSES, type DeviceRecord } from './types.ts'

/** GET /api/v1/monitoring/device/ — ordered by name, with only the organization and status filters. */
export const listMonitoredDevices: Handler = (context) => {
  const { store, request } = context
  const filters = new Filters<DeviceRecord>(request.query)
  filters.add((device) => store.isManaged(device.organization))
  organizationFilters(filters, store, (device) => device.organization)
  choiceFilter(filters, 'monitoring__status', MONITORING_STATUSES, (device) => device.monitoring.status)
  const invalid = filters.invalid()
  if (invalid) return invalid
  const result = paginate(filters.apply(store.devicesByName()), request)
  if (!result.ok) return result.response
  const { page } = result
  const body = envelope(page, monitoringListItem)
  context.devicePageServed(page)
  return json(200, body)
}

/** openwisp-monitoring adds the status snapshot for any non-empty `status` value, "false" included. */
export const getMonitoredDevice: Handler = (context) => {
  const device = visibleDevice(context, param(context))
  if (!device) return notFoundDetail('Device')
  const withData = (context.request.query.get('status') ?? '') !== ''
  return json(200, monitoringDetail(device, withData, context.seed))
}
