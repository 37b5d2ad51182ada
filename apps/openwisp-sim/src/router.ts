import { authenticate, type TokenService } from './auth.ts'
import { createCommand, getCommand, listCommands } from './commands.ts'
import type { ApiContext, Handler } from './context.ts'
import {
  activateDevice,
  createDevice,
  deactivateDevice,
  deleteDevice,
  getDevice,
  listDevices,
  patchDevice,
  putDevice,
} from './devices.ts'
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, putGroup } from './groups.ts'
import { detail, htmlNotFound, json, type SimRequest, type SimResponse } from './http.ts'
import {
  deleteDeviceLocation,
  getDeviceLocation,
  getLocation,
  listLocationDevices,
  listLocations,
  patchDeviceLocation,
  putDeviceLocation,
} from './locations.ts'
import { getMonitoredDevice, listMonitoredDevices } from './monitoring.ts'
import { getOrganization, listOrganizations, refuseOrganizationChange } from './organizations.ts'

export const TOKEN_PATH = '/api/v1/users/token/'

/** Django's `<uuid:pk>` converter: lower-case only, anything else is an unknown URL. */
const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const METHOD_ORDER: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

interface Route {
  name: string
  pattern: RegExp
  methods: Partial<Record<Method, Handler>>
}

function route(name: string, path: string, methods: Partial<Record<Method, Handler>>): Route {
  return { name, pattern: new RegExp(`^${path}$`), methods }
}

const ROUTES: readonly Route[] = [
  route('Organization List', '/api/v1/users/organization/', { GET: listOrganizations, POST: refuseOrganizationChange }),
  route('Organization Detail', `/api/v1/users/organization/${UUID}/`, {
    GET: getOrganization,
    PUT: refuseOrganizationChange,
    PATCH: refuseOrganizationChange,
    DELETE: refuseOrganizationChange,
  }),
  route('Device List', '/api/v1/controller/device/', { GET: listDevices, POST: createDevice }),
  route('Device Detail', `/api/v1/controller/device/${UUID}/`, {
    GET: getDevice,
    PUT: putDevice,
    PATCH: patchDevice,
    DELETE: deleteDevice,
  }),
  route('Device Activate', `/api/v1/controller/device/${UUID}/activate/`, { POST: activateDevice }),
  route('Device Deactivate', `/api/v1/controller/device/${UUID}/deactivate/`, { POST: deactivateDevice }),
  route('Device Location', `/api/v1/controller/device/${UUID}/location/`, {
    GET: getDeviceLocation,
    PUT: putDeviceLocation,
    PATCH: patchDeviceLocation,
    DELETE: deleteDeviceLocation,
  }),
  route('Command List Create', `/api/v1/controller/device/${UUID}/command/`, {
    GET: listCommands,
    POST: createCommand,
  }),
  route('Command Details', `/api/v1/controller/device/${UUID}/command/${UUID}/`, { GET: getCommand }),
  route('Device Group List', '/api/v1/controller/group/', { GET: listGroups, POST: createGroup }),
  route('Device Group Detail', `/api/v1/controller/group/${UUID}/`, {
    GET: getGroup,
    PUT: putGroup,
    PATCH: patchGroup,
    DELETE: deleteGroup,
  }),
  route('Location List', '/api/v1/controller/location/', { GET: listLocations }),
  route('Location Detail', `/api/v1/controller/location/${UUID}/`, { GET: getLocation }),
  route('Location Device List', `/api/v1/controller/location/${UUID}/device/`, { GET: listLocationDevices }),
  route('Monitoring Device List', '/api/v1/monitoring/device/', { GET: listMonitoredDevices }),
  route('Monitoring Device Detail', `/api/v1/monitoring/device/${UUID}/`, { GET: getMonitoredDevice }),
]

function findRoute(path: string): { route: Route; params: string[] } | null {
  for (const candidate of ROUTES) {
    const match = candidate.pattern.exec(path)
    if (match) return { route: candidate, params: match.slice(1) }
  }
  return null
}

function isKnownPath(path: string): boolean {
  return path === TOKEN_PATH || findRoute(path) !== null
}

function allowHeader(route: Route): string {
  const methods: string[] = METHOD_ORDER.filter((method) => route.methods[method])
  if (route.methods.GET) methods.push('HEAD')
  return [...methods, 'OPTIONS'].join(', ')
}

function isMethod(method: string): method is Method {
  return (METHOD_ORDER as readonly string[]).includes(method)
}

export interface DispatchParts {
  tokens: TokenService
  context: Omit<ApiContext, 'request' | 'params'>
}

/**
 * Django resolves the URL first (unknown → HTML 404, missing slash → redirect), then DRF authenticates before
 * it looks for a handler, so an anonymous request to a wrong method still gets 401.
 */
export function dispatchApi(request: SimRequest, parts: DispatchParts): SimResponse {
  const matched = findRoute(request.path)
  if (!matched) {
    if (!request.path.endsWith('/') && isKnownPath(`${request.path}/`)) {
      const query = request.query.toString()
      return { status: 301, headers: { Location: `${request.path}/${query ? `?${query}` : ''}` } }
    }
    return htmlNotFound()
  }
  const refused = authenticate(request.headers.authorization, parts.tokens)
  if (refused) return refused
  const { route: found, params } = matched
  const allow = allowHeader(found)
  if (request.method === 'OPTIONS') {
    return json(
      200,
      {
        name: found.name,
        description: '',
        renders: ['application/json', 'text/html'],
        parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
      },
      { Allow: allow },
    )
  }
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const handler = isMethod(method) ? found.methods[method] : undefined
  if (!handler) return detail(405, `Method "${request.method}" not allowed.`, { Allow: allow })
  const response = handler({ ...parts.context, request, params })
  return { ...response, headers: { Allow: allow, ...response.headers } }
}
