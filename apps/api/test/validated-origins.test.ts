import { execFileSync } from 'node:child_process'
import { adSchema, apiPaths, msg, type AdInput, type Advertisement } from '@wifi/contract'
import { guestDistDirectory, readGuestAssets } from '@wifi/guest'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { advertisements } from '../src/db/schema.ts'
import { guestPagePolicy } from '../src/security/guest-page-policy.ts'
import { captiveBrowser, insertCaptivePlace, insertRunningAd } from './support/captive.ts'
import { dayFromToday, uniqueTag } from './support/management.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * An ad's video and call-to-action addresses are real web addresses (issue 19, point 6): the video's host goes into
 * the guest page's Content-Security-Policy header, where `;` starts a new directive and `,` a new policy. Refused
 * when they are given, and kept out of the header when a bad one is in the database already.
 */

const { api, db, userWithSession } = useTestApp()

let adminToken: string

beforeAll(async () => {
  // The preview answers 503 until the guest page is built; a test run on its own builds it.
  if (!readGuestAssets()) execFileSync(process.execPath, [`${guestDistDirectory()}/../build.mjs`], { stdio: 'ignore' })
  adminToken = (await userWithSession({ role: 'admin' })).token
})

function videoAd(overrides: Partial<AdInput> = {}): AdInput {
  const tag = uniqueTag()
  return {
    title: `Cà phê ${tag}`,
    description: `Pha phin ${tag}`,
    componentType: 'video',
    startDate: dayFromToday(-1),
    endDate: dayFromToday(30),
    ctaText: 'Đặt bàn',
    ctaUrl: 'https://cafe.example.test/dat-ban',
    video: { url: 'https://videos.example.test/ca-phe.mp4' },
    ...overrides,
  }
}

const adCount = async () => (await db().select({ value: count() }).from(advertisements))[0]!.value

/** A policy as directive name → its sources, so a test sees exactly which directives there are. */
function directivesOf(policy: string | null): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
}

/** Each breaks out of a source list: a directive (`;`), a second policy (`,`), a keyword quote, a wildcard. */
const hostileUrls = [
  'http://x;sandbox/v.mp4',
  'http://x%3Bsandbox/v.mp4',
  'http://x；sandbox/v.mp4',
  'http://a,b/v.mp4',
  'http://x y/',
  "http://x'unsafe-inline'/v.mp4",
  'http://*/v.mp4',
  'http://*.example.test/v.mp4',
  'http://a_b.example.test/v.mp4',
  'http://-a.example.test/v.mp4',
  'http://example.test./v.mp4',
  'http://a..b/v.mp4',
]

describe('an ad’s video and call-to-action addresses', () => {
  it.each(hostileUrls)('refuses %s as a video, with the field’s message, and stores nothing', async (url) => {
    const before = await adCount()
    const response = await api.request('POST', apiPaths.advertisements, {
      token: adminToken,
      body: videoAd({ video: { url } }),
    })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(response.body.fields).toEqual({ 'video.url': msg.adVideoUrlInvalid })
    expect(await adCount()).toBe(before)
  })

  it.each(hostileUrls)('refuses %s as a call-to-action, with the field’s message, and stores nothing', async (url) => {
    const before = await adCount()
    const response = await api.request('POST', apiPaths.advertisements, {
      token: adminToken,
      body: videoAd({ ctaUrl: url }),
    })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(response.body.fields).toEqual({ ctaUrl: msg.adCtaUrlInvalid })
    expect(await adCount()).toBe(before)
  })

  it('refuses them in an edit too, and leaves the ad as it was', async () => {
    const created = await api.request('POST', apiPaths.advertisements, { token: adminToken, body: videoAd() })
    const ad = adSchema.parse(created.body)
    const edit = await api.request('PATCH', apiPaths.advertisement(ad.id), {
      token: adminToken,
      body: { video: { url: 'http://x;sandbox/v.mp4' }, ctaUrl: 'http://a,b/' },
    })
    expect(edit.status).toBe(400)
    expect(edit.body.fields).toEqual({ 'video.url': msg.adVideoUrlInvalid, ctaUrl: msg.adCtaUrlInvalid })
    const [row] = await db().select().from(advertisements).where(eq(advertisements.id, ad.id))
    expect(row).toMatchObject({ ctaUrl: ad.ctaUrl, video: { url: ad.video!.url } })
  })

  it.each([
    ['a host name with a port', 'https://videos.example.test:8443/v.mp4', 'https://videos.example.test:8443'],
    ['an IPv4 address', 'http://203.0.113.5/v.mp4', 'http://203.0.113.5'],
    ['an IPv6 address', 'http://[2001:db8::1]:8080/v.mp4', 'http://[2001:db8::1]:8080'],
    ['an international name in its ASCII form', 'https://xn--caf-dma.vn/v.mp4', 'https://xn--caf-dma.vn'],
    [
      'an international name as typed, whose ASCII form goes into the policy',
      'https://café.vn/v.mp4',
      'https://xn--caf-dma.vn',
    ],
    [
      'upper-case letters, lower-cased in the policy',
      'HTTPS://Videos.Example.TEST/v.mp4',
      'https://videos.example.test',
    ],
  ])('takes %s, and the preview’s policy names its origin', async (_name, url, origin) => {
    const created = await api.request('POST', apiPaths.advertisements, {
      token: adminToken,
      body: videoAd({ video: { url }, ctaUrl: url }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const ad: Advertisement = adSchema.parse(created.body)
    expect(ad.video!.url).toBe(url)
    const preview = await api.request('GET', apiPaths.advertisementPreview(ad.id), { token: adminToken })
    expect(preview.status).toBe(200)
    expect(directivesOf(preview.headers.get('content-security-policy'))['media-src']).toBe(`'self' ${origin}`)
  })
})

describe('the guest page’s Content-Security-Policy', () => {
  const captiveDirectives = {
    'default-src': "'none'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    'style-src': "'self'",
    'img-src': "'self'",
    'media-src': "'self'",
    'connect-src': "'self'",
    'form-action': "'self' http://10.77.2.1:2050",
    'base-uri': "'none'",
    'object-src': "'none'",
    'frame-ancestors': "'none'",
  }

  it.each(hostileUrls)('names no source of a stored video address %s on the captive page', async (url) => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    await insertRunningAd(api.app, place.venueId, { video: { url, title: null, description: null } })
    const { response } = await captiveBrowser(api.url).openAsNewDevice(place.mac)
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy')
    expect(policy).not.toContain(',')
    expect(directivesOf(policy)).toEqual(captiveDirectives)
  })

  it('names no source of a stored bad video address in the console’s preview', async () => {
    const place = await insertCaptivePlace(api.app, 'opennds')
    const ad = await insertRunningAd(api.app, place.venueId, {
      video: { url: 'http://x;sandbox/v.mp4', title: null, description: null },
    })
    const preview = await api.request('GET', apiPaths.advertisementPreview(ad.id), { token: adminToken })
    expect(preview.status).toBe(200)
    const directives = directivesOf(preview.headers.get('content-security-policy'))
    expect(Object.keys(directives)).toEqual(Object.keys(captiveDirectives))
    expect(directives['media-src']).toBe("'self'")
  })

  it('is built from nothing but a validated scheme://host[:port] origin', () => {
    const mediaSrc = (videoUrl: string | null) =>
      directivesOf(guestPagePolicy({ videoUrl, connectSrc: "'self'", formAction: "'self'", frameAncestors: "'none'" }))[
        'media-src'
      ]
    for (const url of [...hostileUrls, 'javascript:alert(1)', 'data:video/mp4,x', 'not a url', '']) {
      expect(mediaSrc(url), url).toBe("'self'")
    }
    expect(mediaSrc(null)).toBe("'self'")
    expect(mediaSrc('https://user:pass@videos.example.test:8443/a;b,c/v.mp4?x=1;y#z')).toBe(
      "'self' https://videos.example.test:8443",
    )
    expect(mediaSrc('https://videos.example.test:443/v.mp4')).toBe("'self' https://videos.example.test")
  })
})
