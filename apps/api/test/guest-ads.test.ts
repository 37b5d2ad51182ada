import { describe, expect, it } from 'vitest'
import { loadGuestAdCandidates, selectGuestAd } from '../src/guest/ad-selection/guest-ads.ts'
import type { Database } from '../src/db/client.ts'
import { createAdvertisement, type NewAdvertisement } from '../src/factories/advertisement-factory.ts'
import { createVenue } from '../src/factories/venue-factory.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * The captive page's ad selection on a real database: a venue's assigned ads running at the moment (dates and hours), else the running
 * public ads, else none — with the pick evening out the shows by weight.
 */

const { db } = useTestApp({ app: false })

/** A wall-clock moment in Vietnam (UTC+7 all year). */
const vietnam = (day: string, time: string) => new Date(`${day}T${time}+07:00`)

const venue = async (name: string) =>
  (await createVenue(db(), { name, email: `${name}@example.test`, address: 'Hà Nội' })).id

const ad = async (title: string, fields: Partial<NewAdvertisement> = {}, assignedTo: string[] = []) =>
  (
    await createAdvertisement(
      db(),
      {
        title,
        description: title,
        duration: 5,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        video: { url: 'https://videos.example.test/a.mp4', title: null, description: null },
        ...fields,
      },
      assignedTo,
    )
  ).id

/** The selection the captive page makes: the venue's candidates read at `moment`, sorted out for `moment`. */
async function adsForGuest(
  db: Database,
  options: { venueId: string; moment: Date; shownCounts?: ReadonlyMap<string, number> },
) {
  const candidates = await loadGuestAdCandidates(db, options.venueId, options.moment)
  return selectGuestAd(candidates, options.moment, options.shownCounts)
}

const titles = (selection: Awaited<ReturnType<typeof adsForGuest>>) =>
  selection.ads.map((candidate) => candidate.ad.title).sort()

describe('which ads a venue guest may see', () => {
  it("shows the venue's running ads, by dates and hours, and not another venue's nor a public one", async () => {
    const cafe = await venue('cafe-a')
    const other = await venue('cafe-b')
    await ad('A all month', {}, [cafe])
    await ad('A breakfast', { hoursFrom: '06:00', hoursTo: '10:00' }, [cafe])
    await ad('A next year', { startDate: '2027-01-01', endDate: '2027-01-31' }, [cafe])
    await ad('B all month', {}, [other])
    await ad('Public all month', { isPublic: true })

    const morning = await adsForGuest(db(), { venueId: cafe, moment: vietnam('2026-12-10', '07:30') })
    expect(morning.source).toBe('venue')
    expect(titles(morning)).toEqual(['A all month', 'A breakfast'])

    const evening = await adsForGuest(db(), { venueId: cafe, moment: vietnam('2026-12-10', '19:00') })
    expect(titles(evening)).toEqual(['A all month'])
    expect(evening.pick?.ad.title).toBe('A all month')
  })

  it('falls back to the running public ads when none of its own runs, and to none without them', async () => {
    const cafe = await venue('cafe-c')
    await ad('C ended', { startDate: '2026-11-01', endDate: '2026-11-30' }, [cafe])
    await ad('Public ended', { isPublic: true, startDate: '2026-10-01', endDate: '2026-10-31' })
    const fallback = await adsForGuest(db(), { venueId: cafe, moment: vietnam('2026-12-10', '12:00') })
    expect(fallback.source).toBe('public')
    expect(titles(fallback)).not.toContain('C ended')
    expect(titles(fallback)).not.toContain('Public ended')
    expect(titles(fallback)).toContain('Public all month')

    const none = await adsForGuest(db(), { venueId: cafe, moment: vietnam('2027-06-01', '12:00') })
    expect(none).toEqual({ source: 'none', ads: [], pick: null })
  })

  it("the day's edges are Vietnam's: an ad ending on the 31st runs until 23:59 there, not in UTC", async () => {
    const cafe = await venue('cafe-d')
    await ad('D december', {}, [cafe])
    const lastMinute = await adsForGuest(db(), { venueId: cafe, moment: vietnam('2026-12-31', '23:59') })
    expect(titles(lastMinute)).toContain('D december')
    const newYear = await adsForGuest(db(), { venueId: cafe, moment: vietnam('2027-01-01', '00:00') })
    expect(titles(newYear)).not.toContain('D december')
  })

  it('picks the ad shown least for its weight, so shows follow the weights', async () => {
    const cafe = await venue('cafe-e')
    const heavy = await ad('E heavy', { weight: 3 }, [cafe])
    const light = await ad('E light', { weight: 1 }, [cafe])
    const shown = new Map([
      [heavy, 0],
      [light, 0],
    ])
    const picks: string[] = []
    for (let show = 0; show < 8; show++) {
      const selection = await adsForGuest(db(), {
        venueId: cafe,
        moment: vietnam('2026-12-10', '12:00'),
        shownCounts: shown,
      })
      const picked = selection.pick!
      picks.push(picked.ad.title)
      shown.set(picked.id, (shown.get(picked.id) ?? 0) + 1)
    }
    expect(picks.filter((title) => title === 'E heavy')).toHaveLength(6)
    expect(picks.filter((title) => title === 'E light')).toHaveLength(2)
  })
})
