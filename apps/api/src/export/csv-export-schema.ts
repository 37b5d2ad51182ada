import type { $ZodType } from 'zod/v4/core'
import { errorResponses, type ErrorStatus } from '../errors/error-responses.ts'

/**
 * The OpenAPI schema of a list's CSV export: its query, the CSV it streams, and the failures it can answer — a bad
 * query and no session always, `more` where the route refuses a role (403) or looks a venue up (404).
 */
export const csvExportSchema = <Query extends $ZodType>(
  tags: string[],
  summary: string,
  querystring: Query,
  ...more: ErrorStatus[]
) => ({ tags, summary, querystring, produces: ['text/csv'], response: errorResponses(400, 401, ...more) })
