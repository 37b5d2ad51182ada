/**
 * Whether a failure means the database cannot be reached for now (stopped, restarting, the network down) rather
 * than that a query was wrong: those are answered 503 with Retry-After, since trying again shortly will work, and
 * node-postgres's pool opens new connections by itself once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps a failed query ("Failed query: …") with the driver's error as its cause.
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'string' && (unreachableCodes.has(code) || unavailableStates.test(code))) return true
    if (droppedConnection.test(cause.message)) return true
  }
  return false
}

/** The socket could not be opened or broke (Node's error codes). */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])

/**
 * PostgreSQL's SQLSTATEs for a connection that failed (class 08), a server shutting down or starting up (57P01–57P03)
 * and one out of connections (53300).
 */
const unavailableStates = /^(?:08[0-9A-Z]{3}|57P0[123]|53300)$/

/** What node-postgres says when the server closed the connection, or a new one timed out. */
const droppedConnection =
  /^(?:Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/
