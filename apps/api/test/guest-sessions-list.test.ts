import { guestPaths, guestSessionCountCap, guestSessionListSchema } from '@wifi/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { guestSessions } from '../src/db/schema.ts'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { createGuestSession } from '../src/factories/guest-session-factory.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { closeSilentSessions } from '../src/guest/online/close-silent-sessions.ts'
import { csvLines, withQuery } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/** Who is online and what each guest used (docs/decisions/034): the list, its filters and visibility, its CSV. */

const { api, db, userWithSession } = useTestApp()

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const parse = (body: unknown) => guestSessionListSchema.parse(body)

async function venueWithGuests() {
  const venue = await createVenue(db())
  const accessPoint = await createAccessPoint(db(), { venueId: venue.id, gatewayKind: 'chilli' })
  const at = (fields: Partial<Parameters<typeof createGuestSession>[1]>) =>
    createGuestSession(db(), { venueId: venue.id, accessPointId: accessPoint.id, ...fields })
  const online = await at({ onlineAt: minutesAgo(20), lastSeenAt: minutesAgo(1), bytesDown: 5_000_000, bytesUp: 1000 })
  const ended = await at({
    onlineAt: minutesAgo(90),
    lastSeenAt: minutesAgo(60),
    endedAt: minutesAgo(60),
    endCause: 'idle',
    bytesDown: 90_000_000,
    bytesUp: 200_000,
    policy: {
      sessionMinutes: 60,
      idleMinutes: 10,
      downloadKbps: null,
      uploadKbps: null,
      dataQuotaMb: null,
      adAgainAfterHours: null,
    },
  })
  // Only shown the page: never online, so not in the list.
  await at({ handedOffAt: null })
  return { venue, accessPoint, online, ended }
}

describe('the guest sessions list', () => {
  it('shows each session’s time online, data and cause, online or ended, newest first', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, online, ended } = await venueWithGuests()
    const response = await api.request('GET', withQuery(guestPaths.guestSessions, { venueId: venue.id }), { token })
    expect(response.status).toBe(200)
    const list = parse(response.body)
    expect(list).toMatchObject({ total: 2, totalCapped: false })
    expect(list.items.map((item) => item.handle)).toEqual([online.handle, ended.handle])
    expect(list.items[0]).toMatchObject({ endedAt: null, endCause: null, bytesDown: 5_000_000, venueName: venue.name })
    expect(list.items[0]!.durationSeconds).toBeGreaterThanOrEqual(20 * 60 - 5)
    expect(list.items[1]).toMatchObject({ endCause: 'idle', durationSeconds: 30 * 60, bytesDown: 90_000_000 })
    expect(list.items[1]!.policy).toMatchObject({ sessionMinutes: 60 })
    // A label for the screen that names nothing about the device, and never the session's id, which the guest's
    // page carries (issue 35.1).
    expect(list.items[0]!.deviceLabel).toBe(online.handle.slice(0, 6).toUpperCase())
    expect(JSON.stringify(list)).not.toContain(online.id)
    expect(JSON.stringify(list)).not.toContain(online.id.slice(0, 6).toUpperCase())

    const onlineOnly = parse(
      (await api.request('GET', withQuery(guestPaths.guestSessions, { venueId: venue.id, state: 'online' }), { token }))
        .body,
    )
    expect(onlineOnly.items.map((item) => item.handle)).toEqual([online.handle])
    const byData = parse(
      (
        await api.request('GET', withQuery(guestPaths.guestSessions, { venueId: venue.id, sort: 'bytesDown' }), {
          token,
        })
      ).body,
    )
    expect(byData.items.map((item) => item.handle)).toEqual([ended.handle, online.handle])
    const otherDay = parse(
      (
        await api.request(
          'GET',
          withQuery(guestPaths.guestSessions, { venueId: venue.id, from: '2020-01-01', to: '2020-01-02' }),
          {
            token,
          },
        )
      ).body,
    )
    expect(otherDay.total).toBe(0)
  })

  it('shows a customer their venues’ guests only', async () => {
    const mine = await venueWithGuests()
    const theirs = await venueWithGuests()
    const member = await userWithSession({ role: 'customer' })
    await addVenueMembers(db(), mine.venue.id, [member.user.id])
    const all = parse(
      (await api.request('GET', withQuery(guestPaths.guestSessions, { pageSize: 100 }), { token: member.token })).body,
    )
    expect(new Set(all.items.map((item) => item.venueId))).toEqual(new Set([mine.venue.id]))
    const named = parse(
      (
        await api.request('GET', withQuery(guestPaths.guestSessions, { venueId: theirs.venue.id }), {
          token: member.token,
        })
      ).body,
    )
    expect(named.total).toBe(0)
    expect((await api.request('GET', guestPaths.guestSessions)).status).toBe(401)
  })

  it('exports the same rows as CSV, bytes as numbers', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, ended } = await venueWithGuests()
    const csv = withQuery(guestPaths.guestSessionsExport, { venueId: venue.id })
    const lines = csvLines(await api.request('GET', csv, { token }))
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain('90000000')
    // Why it ended as the screen words it, in the reader's language (Vietnamese without an Accept-Language).
    expect(lines[2]).toContain(',Không dùng quá lâu,')
    expect(lines[2]).toContain(ended.handle.slice(0, 6).toUpperCase())
    expect(lines.join('\n')).not.toContain(ended.id)
  })
})

describe('a venue with more sessions than the list counts', () => {
  it('says how many up to the cap, and that there are more', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const { venue, accessPoint } = await venueWithGuests()
    await db().execute(sql`
      insert into guest_sessions (venue_id, access_point_id, ad_duration, gateway_kind, gateway_session,
        gateway_address, lang, online_at)
      select ${venue.id}, ${accessPoint.id}, 0, 'chilli', 'bulk' || n, '10.1.0.1:3990', 'vi', now() - make_interval(mins => n)
      from generate_series(1, ${guestSessionCountCap}) n`)
    const list = parse(
      (await api.request('GET', withQuery(guestPaths.guestSessions, { venueId: venue.id }), { token })).body,
    )
    expect(list).toMatchObject({ total: guestSessionCountCap, totalCapped: true })
    expect(list.items).toHaveLength(10)
  })
})

describe('sessions a gateway stopped reporting', () => {
  it('end as lost: CoovaChilli’s after three silent intervals, openNDS’s past their length and a grace', async () => {
    const venue = await createVenue(db())
    const chilli = await createAccessPoint(db(), { venueId: venue.id, gatewayKind: 'chilli' })
    const opennds = await createAccessPoint(db(), { venueId: venue.id, gatewayKind: 'opennds' })
    const session = (accessPointId: string, fields: Partial<Parameters<typeof createGuestSession>[1]>) =>
      createGuestSession(db(), { venueId: venue.id, accessPointId, ...fields })
    const silent = await session(chilli.id, { onlineAt: minutesAgo(40), lastSeenAt: minutesAgo(16) })
    const reporting = await session(chilli.id, { onlineAt: minutesAgo(40), lastSeenAt: minutesAgo(4) })
    const policy = {
      sessionMinutes: 30,
      idleMinutes: null,
      downloadKbps: null,
      uploadKbps: null,
      dataQuotaMb: null,
      adAgainAfterHours: null,
    }
    const overdue = await session(opennds.id, { gatewayKind: 'opennds', onlineAt: minutesAgo(50), policy })
    const withinGrace = await session(opennds.id, { gatewayKind: 'opennds', onlineAt: minutesAgo(40), policy })

    await closeSilentSessions(db(), 300)

    const row = async (id: string) => (await db().select().from(guestSessions).where(eq(guestSessions.id, id)))[0]!
    expect(await row(silent.id)).toMatchObject({ endCause: 'lost', endedAt: (await row(silent.id)).lastSeenAt })
    expect((await row(reporting.id)).endedAt).toBeNull()
    const ended = await row(overdue.id)
    expect(ended.endCause).toBe('lost')
    expect((ended.endedAt!.getTime() - ended.onlineAt!.getTime()) / 60_000).toBeCloseTo(30, 5)
    expect((await row(withinGrace.id)).endedAt).toBeNull()
  })
})
