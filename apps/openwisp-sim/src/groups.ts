import { param, type ApiContext, type Handler } from './context.ts'
import { pythonType, readPk, readText, type Errors } from './validation.ts'
import { Filters, booleanValue, organizationFilters } from './filters.ts'
import { json, noContent, notFoundDetail, parseBody, type SimResponse } from './http.ts'
import { envelope, paginate } from './pagination.ts'
import { groupItem } from './serializers.ts'
import type { GroupRecord, JsonObject } from './types.ts'

function visibleGroup(context: ApiContext): GroupRecord | undefined {
  const group = context.store.getGroup(param(context))
  return group && context.store.isManaged(group.organization) ? group : undefined
}

function newestFirst(a: GroupRecord, b: GroupRecord): number {
  return a.created === b.created ? (a.id < b.id ? -1 : 1) : a.created < b.created ? 1 : -1
}

/**
 * `empty` keeps openwisp-controller's behaviour, whose filter is labelled "Has devices?": `empty=true` lists the
 * groups that HAVE devices and `empty=false` the groups without any.
 */
export const listGroups: Handler = (context) => {
  const { store, request } = context
  const filters = new Filters<GroupRecord>(request.query)
  filters.add((group) => store.isManaged(group.organization))
  organizationFilters(filters, store, (group) => group.organization)
  const hasDevices = booleanValue(filters.value('empty'))
  if (hasDevices !== null) {
    const used = new Set<string>()
    for (const device of store.devices.values()) if (device.group) used.add(device.group)
    filters.add((group) => used.has(group.id) === hasDevices)
  }
  const invalid = filters.invalid()
  if (invalid) return invalid
  const result = paginate([...filters.apply(store.groups)].sort(newestFirst), request)
  if (!result.ok) return result.response
  const { page } = result
  return json(200, envelope(page, groupItem))
}

type GroupInput = { ok: true; fields: Partial<GroupRecord> } | { ok: false; errors: Errors }

function validateGroup(data: Record<string, unknown>, context: ApiContext, partial: boolean): GroupInput {
  const errors: Errors = {}
  const fields: Partial<GroupRecord> = {}
  const name = readText(data, 'name', { required: true, max: 60 }, partial, errors)
  if (typeof name === 'string') fields.name = name
  const organization = readPk(
    data,
    'organization',
    (id) => context.store.isManaged(id),
    { required: true },
    partial,
    errors,
  )
  if (typeof organization === 'string') fields.organization = organization
  const description = readText(data, 'description', { blank: true }, partial, errors)
  if (typeof description === 'string') fields.description = description
  for (const field of ['context', 'meta_data'] as const) {
    const value = data[field]
    if (value === undefined) continue
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      errors[field] = ['Value must be valid JSON.']
    else if (field === 'context')
      fields.context = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    else fields.meta_data = value as JsonObject
  }
  if (data.templates !== undefined) {
    const templates = data.templates
    if (Array.isArray(templates) && templates.every((id) => typeof id === 'string')) fields.templates = templates
    else errors.templates = [`Expected a list of items but got type "${pythonType(templates)}".`]
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields }
}

export const createGroup: Handler = (context) => {
  const body = parseBody(context.request)
  if (!body.ok) return body.response
  const input = validateGroup(body.data, context, false)
  if (!input.ok) return json(400, input.errors)
  const { fields } = input
  const group = context.store.addGroup({
    name: fields.name ?? '',
    organization: fields.organization ?? '',
    description: fields.description ?? '',
    templates: fields.templates ?? [],
    context: fields.context ?? {},
    meta_data: fields.meta_data ?? {},
  })
  return json(201, groupItem(group))
}

export const getGroup: Handler = (context) => {
  const group = visibleGroup(context)
  return group ? json(200, groupItem(group)) : notFoundDetail('DeviceGroup')
}

function updateGroup(context: ApiContext, partial: boolean): SimResponse {
  const group = visibleGroup(context)
  if (!group) return notFoundDetail('DeviceGroup')
  const body = parseBody(context.request)
  if (!body.ok) return body.response
  const input = validateGroup(body.data, context, partial)
  if (!input.ok) return json(400, input.errors)
  return json(200, groupItem(context.store.updateGroup(group.id, input.fields)))
}

export const putGroup: Handler = (context) => updateGroup(context, false)
export const patchGroup: Handler = (context) => updateGroup(context, true)

export const deleteGroup: Handler = (context) => {
  const group = visibleGroup(context)
  if (!group) return notFoundDetail('DeviceGroup')
  context.store.deleteGroup(group.id)
  return noContent()
}
