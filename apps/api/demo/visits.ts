import { hasAdTask, type FunnelStep, type GatewayKind, type GuestPolicy, type Language } from '@wifi/contract'
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client.ts'
import { selectGuestAd, type GuestAdCandidates } from '../src/guest/ad-selection/guest-ads.ts'
import {
  accessPoints,
  advertisements,
  guestConsents,
  guestDeviceKeys,
  guestEvents,
  guestSessions,
  venueAds,
  venues,
  type AdvertisementRow,
  type GuestSessionRow,
} from '../src/db/schema.ts'
import { isRandomisedMac } from '../src/guest/captive/gateway-mac.ts'
import { closableAfter } from '../src/guest/captive/guest-session-rules.ts'
import { credentialHash, credentialLifetimeMs } from '../src/guest/captive/hand-off.ts'
import { effectivePolicy } from '../src/guest/policy/policy-settings.ts'

/**
 * Demo guest visits (DEMO_SEED=true), once, after the demo venues, access points and ads: the last five weeks of a
 * few cafés' guests (so a report of the last four has devices seen before it: returning ones), written as the
 * captive flow writes them — the visit (guest_sessions), the funnel steps it reached (guest_events), the consent at
 * Connect (guest_consents, the device named only when its guest agreed to the measurement, docs/decisions/033) and
 * the time online and data the gateway reported (docs/decisions/034) — so `/analytics` and the guests' lists have
 * something to show on a fresh demo. Made by a seeded pseudo-random generator: the same moment gives the same visits.
 */

/** A demo venue as the plan needs it: where its guests connect, the ads it may show, the policy they get. */
export interface DemoVisitVenue {
  id: string
  name: string
  /** Its access points that run a captive gateway; a venue without any gets no visits. */
  accessPoints: { id: string; name: string; gatewayKind: GatewayKind }[]
  ads: GuestAdCandidates
  policy: GuestPolicy
}

export interface DemoVisitOptions {
  /** The visits end here: none is shown later, and those still online are online now. */
  now: Date
  /** Vietnam days back, today included (default `demoVisitDays`). */
  days?: number
  seed?: number
  /** AD_CLOSE_AFTER_SECONDS: whether and when guests may close an ad. */
  adCloseAfterSeconds: number | null
  /** The server's keyed hash of a MAC address (`app.hashDevice`). */
  hashDevice: (mac: string) => string
}

/** A visit's row as the flow leaves it (its gateway retries aside: none failed). */
type DemoSessionRow = Omit<GuestSessionRow, 'gatewayRetries'>

export interface DemoVisit {
  session: DemoSessionRow
  steps: { step: FunnelStep; at: Date }[]
  /** The guest's choice at Connect; null when they never pressed it. */
  consent: { at: Date; measurementAccepted: boolean } | null
  /** The device's hash, as the captive page keeps it for the limits (guest_device_keys) whatever the consent. */
  deviceKey: string
}

/** Five weeks: a report of the last four has a week before it, where its returning devices were first seen. */
export const demoVisitDays = 35

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs
/** Vietnam time, UTC+7 all year. */
const vietnamOffsetMs = 7 * hourMs
/** A device key's lifetime after its page (session-writer.ts). */
const deviceKeyLifetimeMs = 45 * minuteMs
/** CoovaChilli's interim accounting every 300 seconds (docs/decisions/034). */
const interimMs = 300_000

/** How busy a café is at each Vietnam hour: breakfast 7–9, lunch 11–13, evening 17–21. */
const hourWeights = [
  0.02, 0.01, 0, 0, 0, 0.05, 0.4, 1.6, 1.8, 1.1, 0.7, 1.3, 1.6, 1.1, 0.6, 0.6, 0.8, 1.3, 1.7, 1.8, 1.6, 1.1, 0.5, 0.15,
]
/** By weekday (Sunday first): weekends busier, Friday evening a little. */
const weekdayWeights = [1.4, 0.95, 0.95, 1, 1, 1.15, 1.45]
/** Each venue's size after the first: about 30, 22, 16 and 12 visits on an ordinary day, 235 to 95 a week. */
const venueScales = [1, 0.75, 0.55, 0.4]
const visitsPerWeight = 1.5

/** The funnel's shape (docs/decisions/020): who leaves where. */
const funnel = {
  /** A page fetched but never displayed (no `page_shown`): not an impression. */
  notDisplayed: 0.02,
  /** Left while the ad ran. */
  leftDuringAd: 0.07,
  /** Closed the ad where ads are closable. */
  closedAd: 0.25,
  /** Gave up on the task. */
  gaveUpTask: 0.05,
  /** Passed the task but never pressed Connect (the terms, or left). */
  noConnect: 0.04,
  /** Pressed Connect but the gateway never let them on (the logon failed, or they left at once). */
  gatewayFailed: 0.08,
  /** Clicked the ad's call to action once online. */
  ctaClick: 0.05,
}
/** Share of guests who agree to have the ads measured on their device (docs/decisions/033). */
const agreeShare = 0.8
/** Share of guests whose phone uses a randomised, per-network MAC. */
const randomisedShare = 0.45
/** Globally administered prefixes of common phone makers (the locally administered bit clear). */
const vendorPrefixes = [
  [0xf0, 0x18, 0x98],
  [0xa4, 0x83, 0xe7],
  [0x8c, 0xf5, 0xa3],
  [0xe8, 0x50, 0x8b],
  [0x64, 0xcc, 0x2e],
  [0x28, 0x6c, 0x07],
]

/** mulberry32: small, fast and the same everywhere. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const between = (low: number, high: number) => low + (high - low) * next()
  const chance = (share: number) => next() < share
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
  return {
    next,
    between,
    chance,
    /** Lognormal around `median`. */
    around: (median: number, spread: number) => median * Math.exp(spread * normal()),
    /** Knuth's Poisson draw, for the small means here. */
    poisson(mean: number) {
      const limit = Math.exp(-mean)
      let count = 0
      for (let product = next(); product > limit; product *= next()) count += 1
      return count
    },
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    bytes: (length: number) => Array.from({ length }, () => Math.floor(next() * 256)),
    hex: (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join(''),
  }
}
type Random = ReturnType<typeof seededRandom>

/** A random (version 4) UUID from the seeded generator, so the same plan has the same ids. */
function uuidFrom(random: Random): string {
  const hex = random.hex(32).split('')
  hex[12] = '4'
  hex[16] = (8 + (Number.parseInt(hex[16]!, 16) & 3)).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

const macText = (bytes: number[]) => bytes.map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':')

/** A person with a phone: a regular of a venue or a passer-by. */
interface Guest {
  /** The phone's own MAC; null when it uses a randomised one per network (each venue's SSID sees another). */
  mac: string | null
  venueMacs: Map<string, string>
  agrees: boolean
  lang: Language
  /** How often a regular comes, relatively. */
  weight: number
  /** Not shown another page before this (on the way, or online). */
  busyUntil: number
  /** When it was last handed off at each venue, for the policy's "ad again after" (captive-lookups.ts). */
  lastHandedOff: Map<string, number>
}

function newGuest(random: Random, weight: number): Guest {
  const randomised = random.chance(randomisedShare)
  return {
    mac: randomised ? null : macText([...random.pick(vendorPrefixes), ...random.bytes(3)]),
    venueMacs: new Map(),
    agrees: random.chance(agreeShare),
    lang: random.chance(0.85) ? 'vi' : 'en',
    weight,
    busyUntil: 0,
    lastHandedOff: new Map(),
  }
}

/** The MAC a venue's gateway sees: a randomised one is unicast with the locally administered bit set. */
function macAt(random: Random, guest: Guest, venueId: string): string {
  if (guest.mac) return guest.mac
  let mac = guest.venueMacs.get(venueId)
  if (!mac) {
    const [first = 0, ...rest] = random.bytes(6)
    mac = macText([(first & 0xfc) | 0x02, ...rest])
    guest.venueMacs.set(venueId, mac)
  }
  return mac
}

/** The Vietnam weekday (0 Sunday) and midnight (as a UTC instant) of a moment. */
function vietnamDay(moment: number) {
  const local = new Date(moment + vietnamOffsetMs)
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - vietnamOffsetMs
  return { weekday: local.getUTCDay(), midnight }
}

/** The planned visits, oldest first: pure, for the seed and its test. */
export function planDemoVisits(demoVenues: readonly DemoVisitVenue[], options: DemoVisitOptions): DemoVisit[] {
  const { now: nowDate, days = demoVisitDays, seed = 20_261_128, adCloseAfterSeconds, hashDevice } = options
  const now = nowDate.getTime()
  const random = seededRandom(seed)
  const places = demoVenues.filter((venue) => venue.accessPoints.length > 0)
  const regulars = new Map(
    places.map((venue, index) => {
      const count = Math.round(45 * (venueScales[index] ?? 0.4))
      // A few come nearly every day, most now and then.
      return [venue.id, Array.from({ length: count }, () => newGuest(random, random.around(1, 1.1)))]
    }),
  )
  const passersBy = new Map(places.map((venue) => [venue.id, [] as Guest[]]))
  /** Shows of each ad per venue on the Vietnam day (the captive page evens out the shows by weight). */
  const shownCounts = new Map<string, Map<string, number>>()
  const hashes = new Map<string, string>()
  const hashOf = (mac: string) => {
    let hash = hashes.get(mac)
    if (!hash) hashes.set(mac, (hash = hashDevice(mac)))
    return hash
  }
  let chilliCounter = 0

  function chooseGuest(venue: DemoVisitVenue, index: number, at: number): Guest {
    const own = regulars.get(venue.id)!
    const draw = random.next()
    let guest: Guest | undefined
    if (draw < 0.5) {
      const total = own.reduce((sum, regular) => sum + regular.weight, 0)
      let left = random.next() * total
      guest = own.find((regular) => (left -= regular.weight) <= 0) ?? own[own.length - 1]
    } else if (draw < 0.62) {
      const earlier = passersBy.get(venue.id)!
      guest = earlier.length > 0 ? random.pick(earlier) : undefined
    } else if (draw < 0.66) {
      const other = places[(index + 1 + Math.floor(random.next() * (places.length - 1))) % places.length]
      guest = other && other !== venue ? random.pick(regulars.get(other.id)!) : undefined
    }
    if (!guest || guest.busyUntil > at) {
      guest = newGuest(random, 1)
      passersBy.get(venue.id)!.push(guest)
    }
    return guest
  }

  function pickAd(venue: DemoVisitVenue, at: number): AdvertisementRow | null {
    const key = `${venue.id}|${vietnamDay(at).midnight}`
    let counts = shownCounts.get(key)
    if (!counts) shownCounts.set(key, (counts = new Map()))
    const ad = selectGuestAd(venue.ads, new Date(at), counts).pick?.ad ?? null
    if (ad) counts.set(ad.id, (counts.get(ad.id) ?? 0) + 1)
    return ad
  }

  /** One visit from its page to its end, as far as `now`; `connects` forces it through (someone online now). */
  function visit(venue: DemoVisitVenue, index: number, shown: number, connects?: { minutes: number }): DemoVisit {
    const guest = chooseGuest(venue, index, shown)
    const accessPoint = random.pick(venue.accessPoints)
    const mac = macAt(random, guest, venue.id)
    const deviceKey = hashOf(mac)
    const { policy } = venue
    const welcomedBack =
      policy.adAgainAfterHours !== null &&
      guest.agrees &&
      shown - (guest.lastHandedOff.get(venue.id) ?? -Infinity) < policy.adAgainAfterHours * hourMs
    const ad = welcomedBack ? null : pickAd(venue, shown)
    const adDuration = ad?.duration ?? 0
    const chilli = accessPoint.gatewayKind === 'chilli'
    const session: DemoSessionRow = {
      id: uuidFrom(random),
      venueId: venue.id,
      accessPointId: accessPoint.id,
      adId: ad?.id ?? null,
      adDuration,
      targetText: ad?.targetText ?? null,
      gatewayKind: accessPoint.gatewayKind,
      gatewaySession: chilli
        ? `${Math.floor(shown / 1000).toString(16)}${(++chilliCounter).toString(16).padStart(8, '0')}`
        : random.hex(64),
      gatewayAddress: chilli ? '10.1.0.1:3990' : '192.168.1.1:2050',
      gatewayChallenge: chilli ? random.hex(32) : null,
      macRandomised: isRandomisedMac(mac),
      // The demo's Chilli redirects are signed; its openNDS gateways are taken as level 1.
      deviceVerified: chilli,
      // The demo's guests never ask for their data: no browser holds a key.
      browserKeyHash: null,
      handle: uuidFrom(random),
      lang: guest.lang,
      shownAt: new Date(shown),
      returning: welcomedBack,
      deviceHash: null,
      handedOffAt: null,
      credentialHash: null,
      credentialExpiresAt: null,
      credentialUsedAt: null,
      policy: null,
      onlineAt: null,
      lastSeenAt: null,
      endedAt: null,
      endCause: null,
      bytesDown: 0,
      bytesUp: 0,
    }
    const steps: DemoVisit['steps'] = []
    const step = (name: FunnelStep, at: number) => steps.push({ step: name, at: new Date(at) })
    const result: DemoVisit = { session, steps, consent: null, deviceKey }
    guest.busyUntil = shown + 10 * minuteMs

    if (!connects && random.chance(funnel.notDisplayed)) return result
    step('page_shown', shown)
    if (ad && !connects && random.chance(funnel.leftDuringAd)) return result
    // The wait: the countdown, or the ad closed where it may be (recorded at Connect only).
    const closable = closableAfter(ad, adCloseAfterSeconds)
    const closed = ad !== null && closable !== null && random.chance(funnel.closedAd)
    let at = shown + (closed ? (closable + random.between(1, 4)) * 1000 : adDuration * 1000)
    if (adDuration > 0 && !closed) step('countdown_completed', at)
    if (hasAdTask(ad?.targetText)) {
      if (!connects && random.chance(funnel.gaveUpTask)) return result
      at += random.between(4, 15) * 1000
      step('task_passed', at)
    }
    if (!connects && random.chance(funnel.noConnect)) return result

    // Connect: the terms ticked, the measurement box as the guest leaves it, the hand-off.
    at += random.between(2, 8) * 1000
    const handedOff = at
    if (closed) {
      step('ad_closed', handedOff)
      // Connect counts the countdown too when it had ended by then (stepsAtConnect).
      const countdownEnd = shown + adDuration * 1000
      if (adDuration > 0 && handedOff >= countdownEnd) step('countdown_completed', countdownEnd)
    }
    for (const name of ['terms_accepted', 'connect_pressed', 'credential_issued'] as const) step(name, handedOff)
    result.consent = { at: new Date(handedOff), measurementAccepted: guest.agrees }
    guest.lastHandedOff.set(venue.id, handedOff)
    Object.assign(session, {
      handedOffAt: new Date(handedOff),
      deviceHash: guest.agrees ? deviceKey : null,
      ...(chilli && {
        credentialHash: credentialHash(random.hex(32)),
        credentialExpiresAt: new Date(handedOff + credentialLifetimeMs),
      }),
      // openNDS gets its policy in the hand-off, CoovaChilli with RADIUS's accept.
      ...(!chilli && { policy }),
    })
    if (!connects && random.chance(funnel.gatewayFailed)) return result

    const online = handedOff + random.between(1, 3) * 1000
    if (chilli) Object.assign(session, { credentialUsedAt: new Date(online - 500), policy })
    step('gateway_confirmed', online)
    if (ad?.ctaUrl && random.chance(funnel.ctaClick)) {
      const clicked = online + random.between(10, 180) * 1000
      if (clicked <= now) step('cta_clicked', clicked)
    }

    // Time online and data, within the venue's policy; the gateway's reports as they would have arrived by now.
    let seconds = (connects?.minutes ?? Math.min(90, Math.max(5, random.around(28, 0.65)))) * 60
    let endCause: DemoSessionRow['endCause'] = chilli
      ? policy.idleMinutes !== null
        ? random.pick(['idle', 'idle', 'idle', 'idle', 'idle', 'idle', 'idle', 'user', 'user', 'lost'] as const)
        : random.pick(['user', 'user', 'lost', 'lost', 'lost'] as const)
      : random.pick(['idle', 'idle', 'idle', 'user', 'user'] as const)
    if (random.chance(0.01)) endCause = 'gateway_restart'
    if (policy.sessionMinutes !== null && seconds >= policy.sessionMinutes * 60) {
      seconds = policy.sessionMinutes * 60
      endCause = 'time_limit'
    }
    let bytesPerSecond = Math.min(400_000, Math.max(1_000, random.around(25_000, 0.9)))
    if (policy.downloadKbps !== null) bytesPerSecond = Math.min(bytesPerSecond, (policy.downloadKbps * 1000) / 8)
    const upShare = random.between(0.04, 0.15)
    const quota = policy.dataQuotaMb === null ? Infinity : policy.dataQuotaMb * 1_048_576
    if (bytesPerSecond * (1 + upShare) * seconds >= quota) {
      seconds = Math.floor(quota / (bytesPerSecond * (1 + upShare)))
      endCause = 'data_limit'
    }
    const ends = online + seconds * 1000
    const stillOnline = ends > now
    const lastReport = stillOnline
      ? chilli
        ? online + Math.floor((now - online) / interimMs) * interimMs
        : online
      : ends + 1000
    const counted = ((stillOnline ? lastReport : ends) - online) / 1000
    Object.assign(session, {
      onlineAt: new Date(online),
      lastSeenAt: new Date(lastReport),
      endedAt: stillOnline ? null : new Date(ends),
      endCause: stillOnline ? null : endCause,
      bytesDown: Math.round(bytesPerSecond * counted),
      bytesUp: Math.round(bytesPerSecond * upShare * counted),
    })
    guest.busyUntil = Math.max(guest.busyUntil, ends + 15 * minuteMs)
    return result
  }

  const visits: DemoVisit[] = []
  const firstDay = vietnamDay(now).midnight - (days - 1) * dayMs
  for (let day = firstDay; day <= now; day += dayMs) {
    const { weekday } = vietnamDay(day + hourMs)
    const busy = places.map(() => random.between(0.85, 1.15))
    for (let hour = 0; hour < 24; hour++) {
      const start = day + hour * hourMs
      for (const [index, venue] of places.entries()) {
        const mean =
          visitsPerWeight * (venueScales[index] ?? 0.4) * hourWeights[hour]! * weekdayWeights[weekday]! * busy[index]!
        const moments = Array.from({ length: random.poisson(mean) }, () => start + random.next() * hourMs)
        // Pages shown in the last three minutes are still on their way: left out.
        for (const shown of moments.sort((a, b) => a - b)) {
          if (shown <= now - 3 * minuteMs) visits.push(visit(venue, index, shown))
        }
      }
    }
  }

  // A handful online now, whatever the hour: guests who came in the last forty minutes and stay a while.
  const onlineNow = () => visits.filter(({ session }) => session.onlineAt && !session.endedAt).length
  for (let extra = 0; onlineNow() < 4 && places.length > 0 && extra < 8; extra++) {
    const index = extra % places.length
    const shown = now - random.between(6, 40) * minuteMs
    visits.push(visit(places[index]!, index, shown, { minutes: random.between(50, 90) }))
  }
  return visits.sort((a, b) => a.session.shownAt.getTime() - b.session.shownAt.getTime())
}

const demoEmails = '%@demo.wifi.local'

/** The demo venues (email order) with their gateways' access points, their candidate ads and their policies. */
export async function loadDemoVenues(app: FastifyInstance): Promise<DemoVisitVenue[]> {
  const { db } = app
  const rows = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(like(venues.email, demoEmails))
    .orderBy(asc(venues.email))
  if (rows.length === 0) return []
  const points = await db
    .select({
      id: accessPoints.id,
      name: accessPoints.name,
      venueId: accessPoints.venueId,
      gatewayKind: accessPoints.gatewayKind,
    })
    .from(accessPoints)
    .where(
      and(
        inArray(
          accessPoints.venueId,
          rows.map((row) => row.id),
        ),
        isNotNull(accessPoints.gatewayKind),
      ),
    )
    .orderBy(asc(accessPoints.name), asc(accessPoints.id))
  // Every ad that may have run in the period; the pick sorts out which ran at each moment.
  const running = isNull(advertisements.takenDownAt)
  const publicAds = await db
    .select()
    .from(advertisements)
    .where(and(eq(advertisements.isPublic, true), running))
  const assigned = await db
    .select({ venueId: venueAds.venueId, ad: advertisements })
    .from(venueAds)
    .innerJoin(advertisements, eq(venueAds.adId, advertisements.id))
    .where(running)
  const result: DemoVisitVenue[] = []
  for (const row of rows) {
    result.push({
      ...row,
      accessPoints: points.flatMap(({ venueId, gatewayKind, ...point }) =>
        venueId === row.id && gatewayKind ? [{ ...point, gatewayKind }] : [],
      ),
      ads: { venueAds: assigned.filter((entry) => entry.venueId === row.id).map((entry) => entry.ad), publicAds },
      policy: await effectivePolicy(db, row.id, app.config.guestOnlineMinutes),
    })
  }
  return result
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** A value as text, which the statement casts to its column's type. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * Inserts rows as one text array per column, each cast to its column's type: one statement with as many parameters
 * as columns, however many rows (thousands of rows of parameters each are slow on PGlite). Both drivers pass a text
 * array alike (session-writer.ts does the same). The columns are the first row's; every row has them all.
 */
async function insertByColumns<Table extends PgTable>(
  tx: Transaction,
  table: Table,
  rows: readonly Partial<Record<keyof Table['$inferInsert'], unknown>>[],
): Promise<void> {
  const [first] = rows
  if (!first) return
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first)
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '))
  const arrays = sql.join(
    columns.map(([key]) => sql`${sql.param(rows.map((row) => asText(row[key as keyof typeof row])))}::text[]`),
    sql`, `,
  )
  const casts = sql.raw(columns.map(([, column]) => `v."${column.name}"::${column.getSQLType()}`).join(', '))
  await tx.execute(sql`insert into ${table} (${names}) select ${casts} from unnest(${arrays}) as v (${names})`)
}

/**
 * Seeds the visits up to `now`, once: nothing when the demo venues have visits already (or there are none). Answers
 * how many visits it wrote.
 */
export async function seedDemoVisits(app: FastifyInstance, now = new Date()): Promise<number> {
  const { db } = app
  const demoVenues = await loadDemoVenues(app)
  if (demoVenues.length === 0) return 0
  const [existing] = await db
    .select({ id: guestSessions.id })
    .from(guestSessions)
    .where(
      inArray(
        guestSessions.venueId,
        demoVenues.map((venue) => venue.id),
      ),
    )
    .limit(1)
  if (existing) return 0

  const visits = planDemoVisits(demoVenues, {
    now,
    adCloseAfterSeconds: app.config.adCloseAfterSeconds,
    hashDevice: app.hashDevice,
  })
  if (visits.length === 0) return 0
  const texts = await app.guestTexts.current()
  const venueNames = new Map(demoVenues.map((venue) => [venue.id, venue.name]))
  const pointNames = new Map(demoVenues.flatMap((venue) => venue.accessPoints.map((point) => [point.id, point.name])))
  const keysUntil = now.getTime() - deviceKeyLifetimeMs

  // A statement per table, in one transaction: all the visits or none.
  await db.transaction(async (tx) => {
    await insertByColumns(
      tx,
      guestSessions,
      visits.map(({ session }) => session),
    )
    const events = visits.flatMap(({ session, steps }) => steps.map((step) => ({ sessionId: session.id, ...step })))
    await insertByColumns(tx, guestEvents, events)
    const consents = visits.flatMap(({ session, consent }) =>
      consent
        ? [
            {
              at: consent.at,
              sessionId: session.id,
              venueId: session.venueId,
              venueName: venueNames.get(session.venueId) ?? '',
              accessPointId: session.accessPointId,
              accessPointName: pointNames.get(session.accessPointId) ?? '',
              lang: session.lang,
              termsVersionId: texts.terms.id,
              privacyVersionId: texts.privacy.id,
              termsAccepted: true,
              measurementAccepted: consent.measurementAccepted,
              deviceHash: session.deviceHash ?? null,
            },
          ]
        : [],
    )
    await insertByColumns(tx, guestConsents, consents)
    // The pages of the last 45 minutes still have their device keys (the limits'), as the captive page left them.
    const keys = visits
      .filter(({ session }) => session.shownAt.getTime() > keysUntil)
      .map(({ session, deviceKey }) => ({
        sessionId: session.id,
        deviceHash: deviceKey,
        expiresAt: new Date(session.shownAt.getTime() + deviceKeyLifetimeMs),
      }))
    await insertByColumns(tx, guestDeviceKeys, keys)
    // The visits lie in the past, which the rollup's regular runs (recent hours only) do not look at: forgetting
    // when it last ran makes its next run count everything again, as on a first start (docs/decisions/035).
    await tx.execute(sql`delete from analytics_rollup where name = 'guest-figures'`)
  })
  const online = visits.filter(({ session }) => session.onlineAt && !session.endedAt).length
  app.log.info(`Demo: ${visits.length} guest visits over the last ${demoVisitDays} days (${online} online now)`)
  return visits.length
}
