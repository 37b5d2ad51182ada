import { apiErrorSchema } from '@wifi/contract'

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503

/**
 * Response schemas for the error statuses a route can answer, all with the one error shape. Every route also
 * lists 500, since any route can fail unexpectedly.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S | 500, typeof apiErrorSchema> {
  const responses = { 500: apiErrorSchema } as Record<S | 500, typeof apiErrorSchema>
  for (const status of statuses) responses[status] = apiErrorSchema
  return responses
}
