import { DrizzleQueryError } from 'drizzle-orm/errors'
import { stdSerializers } from 'pino'

/** What the database says about a failure without quoting data: its SQLSTATE and the schema objects involved. */
const schemaFields = ['code', 'constraint', 'table', 'column', 'schema', 'routine'] as const

/**
 * Pino's `err` serializer, made safe for failed queries. A query's parameters hold what was being written — a
 * password hash, an email, a Wi-Fi password — and the database's own message often quotes the offending value,
 * so for a failed query only the SQL text (with its $n placeholders) and the database's codes are logged.
 */
export function serializeError(error: Error): unknown {
  if (!(error instanceof DrizzleQueryError)) return stdSerializers.err(error)
  const message = `Failed query: ${error.query}`
  const cause = error.cause as Record<string, unknown> | undefined
  const database = Object.fromEntries(schemaFields.flatMap((field) => (cause?.[field] ? [[field, cause[field]]] : [])))
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '))
  return { type: 'DrizzleQueryError', message, database, stack: [message, ...frames].join('\n') }
}
