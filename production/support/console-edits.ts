import { randomBytes } from 'node:crypto'
import { apiPaths } from '@wifi/contract'
import type pg from 'pg'
import type { Traffic } from './traffic.ts'

/**
 * An admin's edits in the console, over HTTP: a new venue, its address changed a few times, a new user. Each write
 * is recorded when it is sent and when it is acknowledged, so a test can tell what the database must hold after a
 * process or the database went away.
 */
export interface ConsoleWrites {
  /** Venues whose create was answered 201. */
  venuesCreated: { id: string; name: string }[]
  /** Every address sent to a venue, in order, and whether it was answered 200. */
  addressesSent: { venueId: string; address: string; acknowledged: boolean }[]
  /** Users whose create was answered 201. */
  usersCreated: { id: string; email: string }[]
}

/** The answer that acknowledges each request of consoleEdits. */
export const consoleSuccess: Record<string, number> = { 'venue create': 201, 'venue update': 200, 'user create': 201 }

export const noConsoleWrites = (): ConsoleWrites => ({ venuesCreated: [], addressesSent: [], usersCreated: [] })

/**
 * One round of an admin's edits, each request to the server `next()` picks: create a venue, change its address
 * twice, and every `userEvery` rounds create a user (a password hash is costly, as in real use).
 */
export async function consoleEdits(
  traffic: Traffic,
  token: string,
  next: () => string,
  writes: ConsoleWrites,
  round: number,
  userEvery = 3,
): Promise<void> {
  const tag = randomBytes(4).toString('hex')
  const name = `Nhà hàng ${tag}`
  const created = await traffic.send('venue create', next(), 'POST', apiPaths.venues, {
    token,
    body: { name, email: `nha-hang-${tag}@example.test`, phone: '+84901234567', address: `${tag} Trần Phú` },
  })
  if (created?.status === 201) {
    const { id } = created.json<{ id: string }>()
    writes.venuesCreated.push({ id, name })
    for (const edit of [1, 2]) {
      const address = `${edit} Hai Bà Trưng ${tag}`
      const sent = { venueId: id, address, acknowledged: false }
      writes.addressesSent.push(sent)
      const updated = await traffic.send('venue update', next(), 'PATCH', apiPaths.venue(id), {
        token,
        body: { address },
      })
      if (updated?.status !== 200) break
      sent.acknowledged = true
    }
  }
  if (round % userEvery === 0) {
    const email = `nhan-vien-${tag}@example.test`
    const user = await traffic.send('user create', next(), 'POST', apiPaths.users, {
      token,
      body: {
        firstname: 'Lan',
        lastname: 'Nguyễn',
        username: `lan_${tag}`,
        email,
        phone: '+84907654321',
        role: 'customer',
        password: 'Nhan-vien-2026',
        confirmPassword: 'Nhan-vien-2026',
      },
    })
    if (user?.status === 201) writes.usersCreated.push({ id: user.json<{ id: string }>().id, email })
  }
}

/**
 * Each acknowledged console write not in the database. A venue's address must be the last one acknowledged, or one
 * sent after it whose answer was lost (a process killed after its commit, before its answer).
 */
export async function missingConsoleWrites(client: pg.Client, writes: ConsoleWrites): Promise<string[]> {
  const missing: string[] = []
  const venues = await client.query<{ id: string; name: string; address: string }>(
    'select id, name, address from venues where id = any($1::uuid[])',
    [writes.venuesCreated.map((venue) => venue.id)],
  )
  const venueById = new Map(venues.rows.map((row) => [row.id, row]))
  for (const venue of writes.venuesCreated) {
    const row = venueById.get(venue.id)
    if (row?.name !== venue.name) {
      missing.push(`venue ${venue.id} was created but is not in the database`)
      continue
    }
    const sent = writes.addressesSent.filter((each) => each.venueId === venue.id)
    const lastAcknowledged = sent.map((each) => each.acknowledged).lastIndexOf(true)
    if (lastAcknowledged < 0) continue
    const allowed = sent.slice(lastAcknowledged).map((each) => each.address)
    if (!allowed.includes(row.address)) {
      missing.push(`venue ${venue.id} has the address "${row.address}", not the acknowledged "${allowed[0]}"`)
    }
  }
  const users = await client.query<{ id: string; email: string }>(
    'select id, email from users where id = any($1::uuid[])',
    [writes.usersCreated.map((user) => user.id)],
  )
  const userIds = new Set(users.rows.map((row) => row.id))
  for (const user of writes.usersCreated) {
    if (!userIds.has(user.id)) missing.push(`user ${user.email} was created but is not in the database`)
  }
  return missing
}

/**
 * What must hold of the console's data whatever was cut off: every venue and user has the audit entry of its
 * creation (written in the same transaction), and a venue's address is what its newest audited change made it.
 */
export async function halfWrittenConsoleData(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ problem: string }>(
    `select 'venue ' || v.id || ' has no audit entry of its creation' as problem from venues v
       where not exists (select from audit_log a where a.entity = 'venue' and a.entity_id = v.id and a.action = 'create')
     union all
     select 'user ' || u.id || ' has no audit entry of its creation' from users u
       where u.role <> 'admin'
         and not exists (select from audit_log a where a.entity = 'user' and a.entity_id = u.id and a.action = 'create')
     union all
     select 'venue ' || v.id || ' has the address ' || v.address || ', its newest audited change says '
         || (latest.changes -> 'address' ->> 1)
       from venues v
       cross join lateral (
         select changes from audit_log a
         where a.entity = 'venue' and a.entity_id = v.id and a.action = 'update' and a.changes ? 'address'
         order by a.at desc limit 1
       ) latest
       where latest.changes -> 'address' ->> 1 is distinct from v.address`,
  )
  return rows.map((row) => row.problem)
}
