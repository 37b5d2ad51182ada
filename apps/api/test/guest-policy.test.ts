import {
  apiPaths,
  guestPaths,
  type GuestPolicy,
  guestPolicySettingsSchema,
  unlimitedGuestPolicy,
  venueSchema,
} from '@wifi/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, guestSessions, venues } from '../src/db/schema.ts'
import { addVenueMembers } from '../src/factories/venue-factory.ts'
import { serviceEntityId } from '../src/guest/policy/policy-settings.ts'
import { captiveBrowser, insertCaptivePlace, insertRunningAd, openndsGuest, randomMac } from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The guests' access policy (docs/decisions/034): the service's default and the limits on customers' venue
 * policies (admins), a venue's own (admins and its member customers, within the limits), and the returning device
 * that connects without the ad.
 */

const { api, db, userWithSession } = useTestApp({ env: { GUEST_ONLINE_MINUTES: '50' } })

const policy = (fields: Partial<GuestPolicy> = {}): GuestPolicy => ({ ...unlimitedGuestPolicy, ...fields })

describe('the default policy and the customers’ limits', () => {
  it('start as GUEST_ONLINE_MINUTES and nothing else, readable by every signed-in user', async () => {
    const { token } = await userWithSession({ role: 'customer' })
    const response = await api.request('GET', guestPaths.guestPolicy, { token })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ default: policy({ sessionMinutes: 50 }), customerLimits: policy() })
    expect((await api.request('GET', guestPaths.guestPolicy)).status).toBe(401)
  })

  it('are set by admins only, audited; a customer is refused and nothing changes', async () => {
    const settings = {
      default: policy({ sessionMinutes: 120, downloadKbps: 4000, adAgainAfterHours: 12 }),
      customerLimits: policy({ sessionMinutes: 240, downloadKbps: 8000, dataQuotaMb: 2000 }),
    }
    const { token: customer } = await userWithSession({ role: 'customer' })
    const refused = await api.request('PUT', guestPaths.guestPolicy, { token: customer, body: settings })
    expect(refused.status).toBe(403)
    const { user, token } = await userWithSession({ role: 'admin' })
    const saved = await api.request('PUT', guestPaths.guestPolicy, { token, body: settings })
    expect(saved.status).toBe(200)
    expect(guestPolicySettingsSchema.parse((await api.request('GET', guestPaths.guestPolicy, { token })).body)).toEqual(
      settings,
    )
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, serviceEntityId))
    expect(audit).toMatchObject({ actorId: user.id, entity: 'guest_policy', action: 'update' })
  })

  it('refuses values that are not positive whole numbers in range, with each field’s message', async () => {
    const { token } = await userWithSession({ role: 'admin' })
    const before = (await api.request('GET', guestPaths.guestPolicy, { token })).body
    const response = await api.request('PUT', guestPaths.guestPolicy, {
      token,
      body: {
        default: {
          sessionMinutes: 0,
          idleMinutes: 1441,
          downloadKbps: 1.5,
          uploadKbps: -1,
          dataQuotaMb: '100',
          adAgainAfterHours: 721,
        },
        customerLimits: policy(),
      },
    })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({
      'default.sessionMinutes': 'validation:policySessionMinutes',
      'default.idleMinutes': 'validation:policyIdleMinutes',
      'default.downloadKbps': 'validation:policyRate',
      'default.uploadKbps': 'validation:policyRate',
      'default.dataQuotaMb': 'validation:policyDataQuota',
      'default.adAgainAfterHours': 'validation:policyAdAgain',
    })
    expect((await api.request('GET', guestPaths.guestPolicy, { token })).body).toEqual(before)
  })
})

describe('a venue’s own policy', () => {
  async function venueWithMember() {
    const place = await insertCaptivePlace(api.app, 'chilli')
    const member = await userWithSession({ role: 'customer' })
    await addVenueMembers(db(), place.venueId, [member.user.id])
    return { place, member }
  }

  it('is set by a member customer within the admins’ limits, read back in the venue, and removed to the default', async () => {
    const { token: admin } = await userWithSession({ role: 'admin' })
    await api.request('PUT', guestPaths.guestPolicy, {
      token: admin,
      body: {
        default: policy({ sessionMinutes: 60 }),
        customerLimits: policy({ sessionMinutes: 180, dataQuotaMb: 500 }),
      },
    })
    const { place, member } = await venueWithMember()

    const above = await api.request('PUT', guestPaths.venueGuestPolicy(place.venueId), {
      token: member.token,
      body: policy({ sessionMinutes: 240, downloadKbps: 2000 }),
    })
    expect(above.status).toBe(400)
    // Above the limit, and no limit where the admins set one.
    expect(above.body.fields).toEqual({
      sessionMinutes: 'validation:policyAboveLimit',
      dataQuotaMb: 'validation:policyAboveLimit',
    })
    const [unchanged] = await db().select().from(venues).where(eq(venues.id, place.venueId))
    expect(unchanged!.guestPolicy).toBeNull()

    const own = policy({ sessionMinutes: 90, dataQuotaMb: 300, downloadKbps: 2000 })
    const saved = await api.request('PUT', guestPaths.venueGuestPolicy(place.venueId), {
      token: member.token,
      body: own,
    })
    expect(saved.status).toBe(200)
    expect(venueSchema.parse(saved.body).guestPolicy).toEqual(own)
    expect((await api.request('GET', apiPaths.venue(place.venueId), { token: member.token })).body.guestPolicy).toEqual(
      own,
    )
    // An admin is not held to the customers' limits.
    const beyond = policy({ sessionMinutes: 600 })
    expect(
      (await api.request('PUT', guestPaths.venueGuestPolicy(place.venueId), { token: admin, body: beyond })).status,
    ).toBe(200)

    const removed = await api.request('DELETE', guestPaths.venueGuestPolicy(place.venueId), { token: member.token })
    expect(removed.status).toBe(200)
    expect(removed.body.guestPolicy).toBeNull()
    const trail = await db().select().from(auditLog).where(eq(auditLog.entityId, place.venueId))
    expect(trail.some((entry) => 'guestPolicy' in (entry.changes as Record<string, unknown>))).toBe(true)
  })

  it('is not another venue’s customer’s to set: 404, as for a venue they cannot see', async () => {
    const { place } = await venueWithMember()
    const { token: stranger } = await userWithSession({ role: 'customer' })
    const response = await api.request('PUT', guestPaths.venueGuestPolicy(place.venueId), {
      token: stranger,
      body: policy({ sessionMinutes: 30 }),
    })
    expect(response.status).toBe(404)
    const [venue] = await db().select().from(venues).where(eq(venues.id, place.venueId))
    expect(venue!.guestPolicy).toBeNull()
  })
})

describe('a returning device', () => {
  it('connects without the ad within the venue’s hours, if its guest agreed to be recognised; never otherwise', async () => {
    const { token: admin } = await userWithSession({ role: 'admin' })
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId, { duration: 1, targetText: null })
    await api.request('PUT', guestPaths.venueGuestPolicy(place.venueId), {
      token: admin,
      body: policy({ sessionMinutes: 60, adAgainAfterHours: 6 }),
    })
    const browser = captiveBrowser(api.url)
    const visit = async (clientMac: string, measurement: boolean) => {
      const { html, sessionId } = await browser.openOpennds(openndsGuest(place, clientMac).fas)
      await db()
        .update(guestSessions)
        .set({ shownAt: sql`now() - interval '2 seconds'` })
        .where(eq(guestSessions.id, sessionId!))
      expect(sessionId, html.slice(0, 600)).toBeDefined()
      const connect = await browser.connect({
        session: sessionId!,
        terms: 'accepted',
        ...(measurement ? { measurement: 'accepted' } : {}),
      })
      expect(connect.status).toBe(303)
      const [row] = await db().select().from(guestSessions).where(eq(guestSessions.id, sessionId!))
      return { html, row: row! }
    }

    const agreed = randomMac()
    const first = await visit(agreed, true)
    expect(first.html).toContain(ad.title)
    const again = await visit(agreed, false)
    expect(again.row).toMatchObject({ returning: true, adId: null, adDuration: 0 })
    expect(again.html).not.toContain(ad.title)
    expect(again.html).toContain('Chào mừng bạn quay lại!')

    // A device whose guest declined is never recognised: it sees the ad each time.
    const declined = randomMac()
    await visit(declined, false)
    const next = await visit(declined, false)
    expect(next.row.returning).toBe(false)
    expect(next.html).toContain(ad.title)
  })
})
