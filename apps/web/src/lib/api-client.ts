import { apiErrorSchema } from '@wifi/contract'
import i18n from 'i18next'
import { useAuthStore } from '@/stores/auth-store'
import { ApiError } from './api-error'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/**
 * The one way the console calls the API: JSON bodies, the Bearer token, the reader's language (emails follow
 * it), and every failure as an ApiError. No timeout (SPEC §7): the query client decides about retries.
 */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language || 'vi' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const token = useAuthStore.getState().accessToken
  if (token) headers.authorization = `Bearer ${token}`

  let response: Response
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  } catch {
    throw new ApiError(0, undefined)
  }
  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload)
    throw new ApiError(response.status, parsed.success ? parsed.data : undefined)
  }
  return payload as T
}
