import { analyticsPaths, apiPaths, auditEntrySchema, type AuditEntry, type User, type Venue } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAdvertisement } from '../src/factories/advertisement-factory.ts'
import { recordChange } from '../src/modules/audit/audit-trail.ts'
import { auditOf, uniqueTag, userBody, userInput, venueInput } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

// The audit list names each entry's item, and each item its changes refer to by id, as the audit screen shows them
// (docs/decisions/053): by the name it has now, or as the trail last recorded it once it is gone.

const { api, db, userWithSession } = useTestApp()

let admin: Awaited<ReturnType<typeof userWithSession>>

beforeAll(async () => {
  admin = await userWithSession({ role: 'admin' })
})

/** The item's entries, newest first. */
const entriesOf = async (entityId: string): Promise<AuditEntry[]> =>
  (await auditOf(api, admin.token, entityId)).body.items.map((item: unknown) => auditEntrySchema.parse(item))

async function createVenue(name: string): Promise<Venue> {
  const response = await api.request('POST', apiPaths.venues, {
    token: admin.token,
    body: venueInput(uniqueTag(), { name }),
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

async function patchVenue(venue: Venue, change: Partial<Venue>) {
  const { name, email, phone, address, website, ssid } = venue
  const response = await api.request('PATCH', apiPaths.venue(venue.id), {
    token: admin.token,
    body: { name, email, phone, address, website: website ?? '', ssid: ssid ?? '', ...change },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
}

/** Deletes through the API, so the trail records it (the venues and ads answer 200, the reports 204). */
async function remove(path: string, status = 200) {
  const response = await api.request('DELETE', path, { token: admin.token })
  expect(response.status, JSON.stringify(response.body)).toBe(status)
}

describe('the item an entry is about', () => {
  it('is named as it is now, on every entry, though most changes never touched the name', async () => {
    const name = `Cơm hến Hoa Đông ${uniqueTag()}`
    const venue = await createVenue(name)
    await patchVenue(venue, { phone: '+84907654321' })
    await patchVenue(venue, { name: `${name} 2` })

    const entries = await entriesOf(venue.id)
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create'])
    expect(entries.map((entry) => entry.item)).toEqual(Array(3).fill({ name: `${name} 2`, gone: false }))
  })

  it('once deleted, keeps the name the trail last recorded, and is gone', async () => {
    const name = `Bún chả Hương Liên ${uniqueTag()}`
    const venue = await createVenue(name)
    await remove(apiPaths.venue(venue.id))

    const entries = await entriesOf(venue.id)
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'create'])
    expect(entries.map((entry) => entry.item)).toEqual(Array(2).fill({ name, gone: true }))
  })

  it('a user is named by their email', async () => {
    const input = userInput(uniqueTag())
    const created = await api.request('POST', apiPaths.users, { token: admin.token, body: input })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const user: User = created.body
    const response = await api.request('PUT', apiPaths.user(user.id), {
      token: admin.token,
      body: { ...userBody(user), firstname: 'Mai' },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)

    const [entry] = await entriesOf(user.id)
    expect(entry).toMatchObject({ changes: { firstname: [input.firstname, 'Mai'] } })
    expect(entry!.item).toEqual({ name: input.email, gone: false })
  })
})

describe('the items a change refers to by id', () => {
  it("a venue's ads are named by their titles, a deleted one as its trail recorded it", async () => {
    const venue = await createVenue(`Phở Thìn ${uniqueTag()}`)
    const kept = await createAdvertisement(db(), { title: `Phở bò tái ${uniqueTag()}` })
    const deleted = await createAdvertisement(db(), { title: `Trà đá miễn phí ${uniqueTag()}` })
    const assigned = await api.request('POST', apiPaths.venueAdsAssign(venue.id), {
      token: admin.token,
      body: { adIds: [kept.id, deleted.id] },
    })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    await remove(apiPaths.advertisement(deleted.id))

    const [assignment] = (await entriesOf(venue.id)).filter((entry) => 'advertisements' in entry.changes)
    expect(assignment!.references).toEqual({
      [kept.id]: { name: kept.title, gone: false },
      [deleted.id]: { name: deleted.title, gone: true },
    })
  })

  it('an email report names its recipient and its venue, and is named by whom it goes to, also once deleted', async () => {
    const name = `Bánh mì Phượng ${uniqueTag()}`
    const venue = await createVenue(name)
    const created = await api.request('POST', analyticsPaths.reportSubscriptions, {
      token: admin.token,
      body: { frequency: 'monthly', venueId: venue.id },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    await remove(analyticsPaths.reportSubscription(created.body.id), 204)
    await remove(apiPaths.venue(venue.id))

    const entries = await entriesOf(created.body.id)
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'create'])
    expect(entries.map((entry) => entry.item)).toEqual(Array(2).fill({ name: admin.user.email, gone: true }))
    expect(entries[1]!.references).toEqual({
      [admin.user.id]: { name: admin.user.email, gone: false },
      [venue.id]: { name, gone: true },
    })
  })
})

describe('the fields the trail records', () => {
  it('are only those the contract lists, so the screen can name each one', async () => {
    const write = recordChange(db(), {
      actor: admin.user,
      ip: '203.0.113.5',
      action: 'update',
      entity: 'venue',
      entityId: crypto.randomUUID(),
      before: { name: 'Quán A', nickname: null },
      after: { name: 'Quán B', nickname: 'A' },
    })
    await expect(write).rejects.toThrow(
      'The audit trail records venue fields it does not list: nickname. Add them to auditedFields ' +
        '(packages/contract/src/audit-fields.ts) and their labels to the console (features/audit/audit-fields.ts).',
    )
  })
})
