import pg from 'pg'

/** The URL of database `name` on the server of `serverUrl` (DATABASE_URL). */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** One connection to DATABASE_URL's database, for CREATE / DROP DATABASE and the like. */
export async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
