import type { $ZodType } from 'zod/v4/core'
import { errorResponses, type ErrorStatus } from '../errors/error-responses.ts'

/** What every export's file is, for the API's readers (docs/decisions/054). */
const description =
  'UTF-8 with a byte-order mark, in the language Accept-Language ranks highest (Vietnamese by default). The first ' +
  'line is one cell, `# …`: what the file holds, its period (Vietnamese days), its filters by name and its time ' +
  'zone; the file name (Content-Disposition) says the same in safe ASCII, ending `_UTC+07.csv`. Then the headings ' +
  'and the rows: values worded as the console words them, times ISO 8601 in Vietnam time (`+07:00`).'

/**
 * The OpenAPI schema of a list's CSV export: its query, the CSV it streams, and the failures it can answer — a bad
 * query and no session always, `more` where the route refuses a role (403) or looks a venue up (404).
 */
export const csvExportSchema = <Query extends $ZodType>(
  tags: string[],
  summary: string,
  querystring: Query,
  ...more: ErrorStatus[]
) => ({
  tags,
  summary,
  description,
  querystring,
  produces: ['text/csv'],
  response: errorResponses(400, 401, ...more),
})
