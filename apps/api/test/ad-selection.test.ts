import { describe, expect, it } from 'vitest'
import { isAdRunning, pickAd, selectAd, type CandidateAd } from '../src/guest/ad-selection/pick-ad.ts'

/** A moment given as a wall-clock time in Vietnam (UTC+7 all year). */
const vietnam = (day: string, time: string) => new Date(`${day}T${time}+07:00`)

/** "hh:mm" → minutes after midnight, as the window is given. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
const window = (from: string, to: string) => ({ from: minutes(from), to: minutes(to) })

const ad = (id: string, fields: Partial<CandidateAd> = {}): CandidateAd => ({
  id,
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  weight: 1,
  shownCount: 0,
  ...fields,
})

describe('an ad runs from the start of its start date to the end of its end date in the venue time zone', () => {
  const december = ad('december')

  it.each([
    ['the last moment before the start date', '2026-11-30', '23:59:59.999', false],
    ['midnight opening the start date', '2026-12-01', '00:00:00', true],
    ['a day in between', '2026-12-02', '12:00:00', true],
    ['the last moment of the end date', '2026-12-03', '23:59:59.999', true],
    ['midnight after the end date', '2026-12-04', '00:00:00', false],
  ])('%s (%s %s)', (_, day, time, running) => {
    expect(isAdRunning(december, vietnam(day, time))).toBe(running)
  })

  it('reads the day in the time zone given, Vietnam by default', () => {
    // 00:30 on 1 December in Vietnam is still 30 November in Paris.
    const moment = new Date('2026-11-30T17:30:00Z')
    expect(isAdRunning(december, moment)).toBe(true)
    expect(isAdRunning(december, moment, 'Asia/Ho_Chi_Minh')).toBe(true)
    expect(isAdRunning(december, moment, 'Europe/Paris')).toBe(false)
  })

  it('runs all of a one-day ad’s day', () => {
    const oneDay = ad('one-day', { startDate: '2026-12-02', endDate: '2026-12-02' })
    expect(isAdRunning(oneDay, vietnam('2026-12-02', '00:00:00'))).toBe(true)
    expect(isAdRunning(oneDay, vietnam('2026-12-02', '23:59:59'))).toBe(true)
    expect(isAdRunning(oneDay, vietnam('2026-12-01', '23:59:59'))).toBe(false)
    expect(isAdRunning(oneDay, vietnam('2026-12-03', '00:00:00'))).toBe(false)
  })
})

describe('an ad with a window of the day runs only inside it', () => {
  it.each([
    ['08:59', false],
    ['09:00', true],
    ['12:30', true],
    ['16:59', true],
    ['17:00', false],
    ['23:00', false],
  ])('09:00–17:00 at %s', (time, running) => {
    expect(isAdRunning(ad('office', { window: window('09:00', '17:00') }), vietnam('2026-12-02', `${time}:00`))).toBe(
      running,
    )
  })

  it.each([
    ['21:59', false],
    ['22:00', true],
    ['23:59', true],
    ['00:00', true],
    ['01:59', true],
    ['02:00', false],
    ['12:00', false],
  ])('22:00–02:00, past midnight, at %s', (time, running) => {
    expect(isAdRunning(ad('night', { window: window('22:00', '02:00') }), vietnam('2026-12-02', `${time}:00`))).toBe(
      running,
    )
  })

  it('takes 00:00–24:00, equal ends and no window as the whole day', () => {
    for (const allDay of [window('00:00', '24:00'), window('08:00', '08:00'), null, undefined]) {
      const candidate = ad('all-day', { window: allDay })
      for (const time of ['00:00:00', '07:59:59', '08:00:00', '23:59:59']) {
        expect(isAdRunning(candidate, vietnam('2026-12-02', time))).toBe(true)
      }
    }
  })

  it('checks the dates apart from the window: a night window stops at the end of the end date', () => {
    const night = ad('night', { window: window('22:00', '02:00') })
    expect(isAdRunning(night, vietnam('2026-12-01', '01:00:00'))).toBe(true)
    expect(isAdRunning(night, vietnam('2026-12-03', '23:30:00'))).toBe(true)
    expect(isAdRunning(night, vietnam('2026-12-04', '01:00:00'))).toBe(false)
  })

  it('reads the hour on the venue’s clock, summer time included', () => {
    const morning = ad('morning', { startDate: '2026-01-01', endDate: '2026-12-31', window: window('09:00', '17:00') })
    // 07:30 UTC is 08:30 in Berlin in winter and 09:30 in summer; 14:30 in Vietnam all year.
    expect(isAdRunning(morning, new Date('2026-01-15T07:30:00Z'), 'Europe/Berlin')).toBe(false)
    expect(isAdRunning(morning, new Date('2026-07-15T07:30:00Z'), 'Europe/Berlin')).toBe(true)
    expect(isAdRunning(morning, new Date('2026-01-15T07:30:00Z'))).toBe(true)
  })
})

describe('which ads a venue’s guest may see', () => {
  const moment = vietnam('2026-12-02', '10:00:00')
  const running = ad('venue-running')
  const ended = ad('venue-ended', { startDate: '2026-11-01', endDate: '2026-12-01' })
  const scheduled = ad('venue-scheduled', { startDate: '2026-12-03', endDate: '2026-12-31' })
  const evening = ad('venue-evening', { window: window('18:00', '22:00') })
  const publicRunning = ad('public-running')
  const publicEnded = ad('public-ended', { endDate: '2026-12-01' })

  it('are the venue’s assigned ads running at that moment, public ones left out', () => {
    const selection = selectAd({ moment, venueAds: [ended, running, evening], publicAds: [publicRunning] })
    expect(selection).toEqual({ source: 'venue', ads: [running], pick: running })
  })

  it('fall back to the running public ads when none of the venue’s is running', () => {
    const selection = selectAd({
      moment,
      venueAds: [ended, scheduled, evening],
      publicAds: [publicEnded, publicRunning],
    })
    expect(selection).toEqual({ source: 'public', ads: [publicRunning], pick: publicRunning })
  })

  it('fall back to the public ads for a venue with none assigned', () => {
    expect(selectAd({ moment, venueAds: [], publicAds: [publicRunning] }).source).toBe('public')
  })

  it('are none when nothing runs', () => {
    expect(selectAd({ moment, venueAds: [ended, evening], publicAds: [publicEnded] })).toEqual({
      source: 'none',
      ads: [],
      pick: null,
    })
    expect(selectAd({ moment, venueAds: [], publicAds: [] })).toEqual({ source: 'none', ads: [], pick: null })
  })

  it('follow the time zone given', () => {
    // 06:00 on 4 December in Vietnam is still 3 December in New York.
    const early = vietnam('2026-12-04', '06:00:00')
    expect(selectAd({ moment: early, venueAds: [running], publicAds: [] }).source).toBe('none')
    expect(selectAd({ moment: early, timeZone: 'America/New_York', venueAds: [running], publicAds: [] }).pick).toBe(
      running,
    )
  })

  it('are the caller’s own objects', () => {
    const row = { ...ad('with-title'), title: 'Phở bò' }
    expect(selectAd({ moment, venueAds: [row], publicAds: [] }).pick).toBe(row)
  })
})

describe('the pick among running ads', () => {
  it('is the ad shown least for its weight', () => {
    const heavy = ad('heavy', { weight: 3, shownCount: 6 })
    const light = ad('light', { weight: 1, shownCount: 1 })
    const behind = ad('behind', { weight: 2, shownCount: 1 })
    expect(pickAd([heavy, light])).toBe(light)
    expect(pickAd([heavy, light, behind])).toBe(behind)
  })

  it('breaks a tie by the heavier ad, then the lower id', () => {
    expect(pickAd([ad('a', { weight: 1 }), ad('b', { weight: 2 })])?.id).toBe('b')
    expect(pickAd([ad('b'), ad('a'), ad('c')])?.id).toBe('a')
    expect(pickAd([ad('b', { weight: 2, shownCount: 2 }), ad('a', { shownCount: 1 })])?.id).toBe('b')
  })

  it('is none among no ads', () => {
    expect(pickAd([])).toBeNull()
  })

  /** Picks `count` times, recording each show as the database layer will, and returns the ids in order. */
  function simulate(ads: CandidateAd[], count: number): string[] {
    const picked: string[] = []
    for (let i = 0; i < count; i++) {
      const chosen = pickAd(ads)
      if (!chosen) throw new Error('no ad picked')
      chosen.shownCount += 1
      picked.push(chosen.id)
    }
    return picked
  }

  it('spreads the shows by weight evenly, not in runs', () => {
    expect(simulate([ad('A', { weight: 3 }), ad('B', { weight: 1 })], 10).join('')).toBe('ABAAABAAAB')
  })

  it('over many picks gives each ad its weight’s share and stays within one show of it all along', () => {
    const ads = [ad('a', { weight: 5 }), ad('b', { weight: 3 }), ad('c', { weight: 1 }), ad('d', { weight: 1 })]
    const picked = simulate(ads, 1000)
    expect(Object.fromEntries(ads.map((candidate) => [candidate.id, candidate.shownCount]))).toEqual({
      a: 500,
      b: 300,
      c: 100,
      d: 100,
    })
    const counts = new Map<string, number>()
    picked.forEach((id, index) => {
      counts.set(id, (counts.get(id) ?? 0) + 1)
      for (const candidate of ads) {
        const share = ((index + 1) * candidate.weight) / 10
        expect(Math.abs((counts.get(candidate.id) ?? 0) - share)).toBeLessThanOrEqual(1)
      }
    })
  })

  it('lets an ad behind its share catch up, then shares by weight', () => {
    const old = ad('old', { weight: 1, shownCount: 20 })
    const added = ad('added', { weight: 1, shownCount: 0 })
    const picked = simulate([old, added], 40)
    expect(picked.slice(0, 20)).toEqual(Array(20).fill('added'))
    expect(picked.slice(20).filter((id) => id === 'added')).toHaveLength(10)
  })
})
