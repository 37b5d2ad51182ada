import { param, type Handler } from './context.ts'
import { PERMISSION_DENIED, detail, json, notFoundDetail } from './http.ts'
import { envelope, paginate } from './pagination.ts'
import { organizationDetail, organizationItem } from './serializers.ts'
import type { OrganizationRecord } from './types.ts'

function newestFirst(a: OrganizationRecord, b: OrganizationRecord): number {
  return a.created === b.created ? a.name.localeCompare(b.name) : a.created < b.created ? 1 : -1
}

/** Only the organizations the user manages are listed. */
export const listOrganizations: Handler = (context) => {
  const managed = context.store.managedOrganizations().sort(newestFirst)
  const result = paginate(managed, context.request)
  if (!result.ok) return result.response
  const { page } = result
  return json(200, envelope(page, organizationItem))
}

export const getOrganization: Handler = (context) => {
  const organization = context.store.getOrganization(param(context))
  if (!organization?.managed) return notFoundDetail('Organization')
  return json(200, organizationDetail(organization))
}

/** An organization manager lacks the model permissions to create, change or delete organizations. */
export const refuseOrganizationChange: Handler = () => detail(403, PERMISSION_DENIED)
