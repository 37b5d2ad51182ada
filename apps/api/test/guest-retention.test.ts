import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  adReports,
  guestConsents,
  guestDataRequests,
  guestDeviceKeys,
  guestEvents,
  guestSessions,
  limitWindows,
  rateLimits,
} from '../src/db/schema.ts'
import { pruneExpired } from '../src/maintenance/prune-expired.ts'
import { pruneGuestKeys } from '../src/maintenance/prune-guest-keys.ts'
import { rateLimitPolicies } from '../src/rate-limit/rate-limits.ts'
import { captiveBrowser, insertCaptivePlace, insertRunningAd } from './support/captive.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Guest data is kept per purpose and no longer (docs/privacy.md): sessions, consent evidence with the guests' data
 * requests, and ad reports each after their own retention; what the limits keyed on a device within the hour. And the
 * operator's switch for closable ads (AD_CLOSE_AFTER_SECONDS).
 */

const { api, db, startApp } = useTestApp()

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)
const retentionDays = { guestSessions: 30, consents: 400, adReports: 100 }

/** A guest's visit with its Connect, evidence and an ad report, all dated `days` ago. */
async function oldVisit(days: number) {
  const place = await insertCaptivePlace(api.app, 'opennds')
  const ad = await insertRunningAd(api.app, place.venueId, { duration: 1, targetText: null })
  const { sessionId } = await captiveBrowser(api.url).openAsNewDevice(place.mac)
  await db()
    .update(guestSessions)
    .set({ shownAt: sql`now() - interval '2 seconds'` })
    .where(eq(guestSessions.id, sessionId!))
  await captiveBrowser(api.url).connect({ session: sessionId!, terms: 'accepted' })
  const at = daysAgo(days)
  await db().update(guestSessions).set({ shownAt: at }).where(eq(guestSessions.id, sessionId!))
  const [consent] = await db()
    .update(guestConsents)
    .set({ at })
    .where(eq(guestConsents.sessionId, sessionId!))
    .returning()
  const [request] = await db()
    .insert(guestDataRequests)
    .values({ kind: 'withdraw', venueId: place.venueId, venueName: place.venueName, requestedAt: at, completedAt: at })
    .returning()
  const [report] = await db()
    .insert(adReports)
    .values({ adId: ad.id, venueId: place.venueId, venueName: place.venueName, reason: 'other', reportedAt: at })
    .returning()
  return { sessionId: sessionId!, consentId: consent!.id, requestId: request!.id, reportId: report!.id }
}

const exists = async (
  table: typeof guestSessions | typeof guestConsents | typeof guestDataRequests | typeof adReports,
  id: string,
) => (await db().select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1

describe('retention per purpose', () => {
  it('deletes each kind of guest data after its own retention, and nothing younger', async () => {
    const fresh = await oldVisit(29)
    const pastSessions = await oldVisit(31)
    const pastReports = await oldVisit(101)
    const pastConsents = await oldVisit(401)

    await pruneExpired(db(), { retentionDays })

    expect(await exists(guestSessions, fresh.sessionId)).toBe(true)
    expect(await exists(guestSessions, pastSessions.sessionId)).toBe(false)
    expect(await db().select().from(guestEvents).where(eq(guestEvents.sessionId, pastSessions.sessionId))).toEqual([])
    // The evidence outlives the session it came from.
    expect(await exists(guestConsents, pastSessions.consentId)).toBe(true)
    expect(await exists(guestConsents, pastReports.consentId)).toBe(true)
    expect(await exists(guestConsents, pastConsents.consentId)).toBe(false)
    expect(await exists(guestDataRequests, pastReports.requestId)).toBe(true)
    expect(await exists(guestDataRequests, pastConsents.requestId)).toBe(false)
    expect(await exists(adReports, pastSessions.reportId)).toBe(true)
    expect(await exists(adReports, pastReports.reportId)).toBe(false)
  })
})

describe('what the limits keyed on a device', () => {
  it('is gone once it no longer counts: expired device keys, ended windows, Connect counters past their window', async () => {
    const hash = `device-${randomUUID()}`
    const [live, expired] = [randomUUID(), randomUUID()]
    await db()
      .insert(guestDeviceKeys)
      .values([
        { sessionId: live, deviceHash: hash, expiresAt: new Date(Date.now() + 60_000) },
        { sessionId: expired, deviceHash: hash, expiresAt: new Date(Date.now() - 1000) },
      ])
    await db()
      .insert(limitWindows)
      .values([
        { key: `guest-pages:device|${hash}|live`, hits: 1, windowEndsAt: new Date(Date.now() + 60_000) },
        { key: `guest-pages:device|${hash}|ended`, hits: 1, windowEndsAt: new Date(Date.now() - 1000) },
      ])
    const connects = rateLimitPolicies.guestConnectsPerDevice
    const windowMs = connects.windowSeconds * 1000
    await db()
      .insert(rateLimits)
      .values([
        { bucket: connects.bucket, subject: `${hash}-live`, hits: 1, windowStartedAt: new Date(Date.now() - 60_000) },
        {
          bucket: connects.bucket,
          subject: `${hash}-over`,
          hits: 1,
          windowStartedAt: new Date(Date.now() - windowMs - 1000),
        },
        // Another policy keeps its rows for the hourly pruning.
        {
          bucket: 'sign-ups:address',
          subject: `${hash}-other`,
          hits: 1,
          windowStartedAt: new Date(Date.now() - windowMs - 1000),
        },
      ])

    await pruneGuestKeys(db())

    const keys = await db().select().from(guestDeviceKeys).where(eq(guestDeviceKeys.deviceHash, hash))
    expect(keys.map((key) => key.sessionId)).toEqual([live])
    const windows = await db()
      .select()
      .from(limitWindows)
      .where(inArray(limitWindows.key, [`guest-pages:device|${hash}|live`, `guest-pages:device|${hash}|ended`]))
    expect(windows.map((window) => window.key)).toEqual([`guest-pages:device|${hash}|live`])
    const counters = await db()
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.subject, [`${hash}-live`, `${hash}-over`, `${hash}-other`]))
    expect(counters.map((counter) => counter.subject).sort()).toEqual([`${hash}-live`, `${hash}-other`])
  })
})

describe('closable ads (AD_CLOSE_AFTER_SECONDS)', () => {
  const connectEarly = async (baseUrl: string, componentType: 'single_image' | 'video') => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId, {
      duration: 30,
      targetText: null,
      componentType,
      ...(componentType === 'single_image' ? { video: null } : {}),
    })
    const guest = captiveBrowser(baseUrl)
    const { html, sessionId } = await guest.openAsNewDevice(place.mac)
    const response = await guest.connect({ session: sessionId!, terms: 'accepted', adClosed: '1' })
    const steps = await db().select().from(guestEvents).where(eq(guestEvents.sessionId, sessionId!))
    return { html, status: response.status, steps: steps.map((row) => row.step) }
  }

  it('is off by default: closing the ad does not lift the wait', async () => {
    const { status, steps } = await connectEarly(api.url, 'single_image')
    expect(status).toBe(400)
    expect(steps).not.toContain('connect_pressed')
  })

  it('set, lets a guest close an image ad at once and Connect, recording that the ad was closed', async () => {
    const closable = await startApp({ env: { AD_CLOSE_AFTER_SECONDS: '3' } })
    const image = await connectEarly(closable.url, 'single_image')
    expect(image.html).toContain('"closeAfterSeconds":3')
    expect(image.status).toBe(303)
    expect(image.steps).toContain('ad_closed')
    expect(image.steps).not.toContain('countdown_completed')
    // A video may be closed only after the setting's seconds.
    const video = await connectEarly(closable.url, 'video')
    expect(video.status).toBe(400)
  })
})
