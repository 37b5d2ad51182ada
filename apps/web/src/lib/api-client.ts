import { useAuthStore } from '@/stores/auth-store'
import { ApiError } from './api-error'
import { consoleLanguage } from './language'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/**
 * The one way the console calls the API: JSON bodies, the Bearer token, the reader's language (emails follow
 * it), and every failure as an ApiError. No timeout (docs/product.md §7): the query client decides about retries.
 */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, 'application/json', body)
  return (await response.json().catch(() => undefined)) as T
}

/** A file the API sends (a CSV export), as a Blob, with the same headers and errors as `api`. */
export async function apiFile(path: string): Promise<Blob> {
  return (await send('GET', path, '*/*')).blob()
}

/** The plain `filename="…"` of a Content-Disposition header: the API names its files in safe ASCII. */
const fileNamePattern = /filename="([^"]+)"/

/** A file the API sends and names (Content-Disposition), as `apiFile`; no name when the API gave none. */
export async function apiNamedFile(path: string): Promise<{ file: Blob; name: string | undefined }> {
  const response = await send('GET', path, '*/*')
  const name = fileNamePattern.exec(response.headers.get('content-disposition') ?? '')?.[1]
  return { file: await response.blob(), name }
}

async function send(method: Method, path: string, accept: string, body?: unknown): Promise<Response> {
  // The console's language as lib/language.ts keeps it: i18next's once loaded, the sign-in page's before.
  const headers: Record<string, string> = { accept, 'accept-language': consoleLanguage.current() }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const token = useAuthStore.getState().accessToken
  if (token) headers.authorization = `Bearer ${token}`

  let response: Response
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  } catch {
    throw new ApiError(0, undefined)
  }
  if (!response.ok) {
    throw new ApiError(response.status, await errorBody(response))
  }
  return response
}

/**
 * The contract's error body of a failed response, or undefined. Its schema (and zod) loads with the first failure
 * rather than with every page (docs/decisions/030); if even that cannot load, the status alone still says what
 * happened.
 */
async function errorBody(response: Response) {
  const payload: unknown = await response.json().catch(() => undefined)
  if (payload === undefined) return undefined
  const schema = await import('./api-error-schema').then(
    (module) => module.apiErrorSchema,
    () => undefined,
  )
  const parsed = schema?.safeParse(payload)
  return parsed?.success ? parsed.data : undefined
}
