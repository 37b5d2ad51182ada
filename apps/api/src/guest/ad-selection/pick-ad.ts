/**
 * Which ad a guest sees (issue 10, ADR 017): the venue's own ads running at that moment, else the running public
 * ads, else none; among them the one shown least for its weight. Pure: the database layer loads the ads and their
 * show counts, maps them onto `CandidateAd`, and records the show of the one picked.
 */

/** The venues are in Vietnam; a venue with a time zone of its own passes it. */
const defaultVenueTimeZone = 'Asia/Ho_Chi_Minh'

const minutesPerDay = 24 * 60

export interface CandidateAd {
  id: string
  /** First day it runs, "yyyy-mm-dd", from the start of that day in the venue's time zone. */
  startDate: string
  /** Last day it runs, "yyyy-mm-dd", to the end of that day in the venue's time zone. */
  endDate: string
  /**
   * The part of each day it runs, in minutes after midnight in the venue's time zone: from `from` (0–1439) up to,
   * not including, `to` (1–1440), past midnight when `to` is not after `from` ("22:00"–"02:00" is 1320–120).
   * Equal ends mean the whole day round. Absent: all day.
   */
  window?: { from: number; to: number } | null
  /** At least 1: an ad of weight 2 is shown twice as often as one of weight 1. */
  weight: number
  /**
   * How often it has been shown over the same recent period for every candidate (the venue's day): counts over
   * all time would make an ad added today take every show until it caught up with ads running for months.
   */
  shownCount: number
}

export interface AdSelection<Ad extends CandidateAd> {
  /** Whose ads were eligible: the venue's assigned ones, the public ones as a fallback, or none running. */
  source: 'venue' | 'public' | 'none'
  /** Every ad the guest page may show at that moment. */
  ads: Ad[]
  /** The one to show now, or null when none runs. */
  pick: Ad | null
}

const formats = new Map<string, Intl.DateTimeFormat>()
/** The last answer per time zone: every guest page asks, and the answer changes once a minute. */
const lastAnswers = new Map<string, { minuteStart: number; day: string; minute: number }>()

/** The venue's calendar day ("yyyy-mm-dd") and minute of that day at `moment`. */
function localDayAndMinute(moment: Date, timeZone: string): { day: string; minute: number } {
  // Time zones in use today are offset by whole minutes, so the answer is the same throughout a UTC minute.
  const minuteStart = Math.floor(moment.getTime() / 60_000) * 60_000
  const last = lastAnswers.get(timeZone)
  if (last?.minuteStart === minuteStart) return last
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false, which some ICU versions answer with "24" for midnight.
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  const part = Object.fromEntries(format.formatToParts(moment).map(({ type, value }) => [type, value]))
  const answer = {
    minuteStart,
    day: `${part.year}-${part.month}-${part.day}`,
    minute: Number(part.hour) * 60 + Number(part.minute),
  }
  lastAnswers.set(timeZone, answer)
  return answer
}

function inWindow(window: CandidateAd['window'], minute: number): boolean {
  if (!window) return true
  const length = (window.to - window.from + minutesPerDay) % minutesPerDay || minutesPerDay
  return (minute - window.from + minutesPerDay) % minutesPerDay < length
}

/**
 * Whether the ad runs at `moment`: on a day from its start date to its end date and inside its window. Days and
 * window are checked apart, so a window past midnight stops at the end of the end date.
 */
export function isAdRunning(ad: CandidateAd, moment: Date, timeZone = defaultVenueTimeZone): boolean {
  const { day, minute } = localDayAndMinute(moment, timeZone)
  return ad.startDate <= day && day <= ad.endDate && inWindow(ad.window, minute)
}

/** Whether `a` goes before `b`: shown less for its weight, then the heavier, then the lower id. */
function showsBefore(a: CandidateAd, b: CandidateAd): boolean {
  // shownCount / weight compared by cross-multiplying, so no rounding of a division decides.
  const difference = a.shownCount * b.weight - b.shownCount * a.weight
  if (difference !== 0) return difference < 0
  if (a.weight !== b.weight) return a.weight > b.weight
  return a.id < b.id
}

/**
 * The ad to show among `ads`: the one with the lowest shown / weight. Recording each show and picking again
 * makes the shows follow the weights (3 : 1 gives A B A A A B A A …), and an ad behind its share catches up.
 */
export function pickAd<Ad extends CandidateAd>(ads: readonly Ad[]): Ad | null {
  let best: Ad | null = null
  for (const ad of ads) if (!best || showsBefore(ad, best)) best = ad
  return best
}

/** The ads the guest page may show at `moment` and the one to show now. */
export function selectAd<Ad extends CandidateAd>(options: {
  moment: Date
  timeZone?: string
  venueAds: readonly Ad[]
  publicAds: readonly Ad[]
}): AdSelection<Ad> {
  const { moment, timeZone = defaultVenueTimeZone } = options
  const running = (ads: readonly Ad[]) => ads.filter((ad) => isAdRunning(ad, moment, timeZone))
  const venueAds = running(options.venueAds)
  if (venueAds.length > 0) return { source: 'venue', ads: venueAds, pick: pickAd(venueAds) }
  const publicAds = running(options.publicAds)
  if (publicAds.length > 0) return { source: 'public', ads: publicAds, pick: pickAd(publicAds) }
  return { source: 'none', ads: [], pick: null }
}
