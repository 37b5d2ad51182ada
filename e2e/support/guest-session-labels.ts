import pg from 'pg'
import { workerDatabaseUrl } from './worker-servers.ts'

/**
 * How the console names the guest session `sessionId`: its opaque handle (which "End session" takes) and the label
 * it shows, the handle's first characters; the guest side never learns either (ADR 043). A test knows a guest by the
 * session id Chilli logs them on with, so it reads the handle from this worker's database.
 */
export async function consoleNameOf(sessionId: string): Promise<{ handle: string; label: string }> {
  const client = new pg.Client({ connectionString: workerDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ handle: string }>('select handle from guest_sessions where id = $1', [
      sessionId,
    ])
    if (!rows[0]) throw new Error(`No guest session ${sessionId} in the worker's database`)
    return { handle: rows[0].handle, label: rows[0].handle.slice(0, 6).toUpperCase() }
  } finally {
    await client.end()
  }
}
