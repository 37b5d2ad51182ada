import { execFileSync } from 'node:child_process'
import { gunzipSync } from 'node:zlib'
import { adSchema, apiPaths, type AdInput, type Advertisement } from '@wifi/contract'
import { guestDistDirectory, readGuestAssets, type BuiltGuestAssets } from '@wifi/guest'
import { beforeAll, describe, expect, it } from 'vitest'
import { storeImage } from '../src/modules/media/store-image.ts'
import { dayFromToday, uniqueTag } from './support/management.ts'
import { pngImage } from './support/media.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession } = useTestApp()

let assets: BuiltGuestAssets
let adminToken: string
let ownerToken: string
let otherToken: string
let privateAd: Advertisement

/** The guest page's script is built by `npm run build`; a test run on its own builds it first. */
function builtGuestAssets(): BuiltGuestAssets {
  const built = readGuestAssets()
  if (built) return built
  execFileSync(process.execPath, [`${guestDistDirectory()}/../build.mjs`], { stdio: 'ignore' })
  return readGuestAssets()!
}

/** A video ad: its media is a URL kept as given, so the test needs no stored image. */
function videoAdInput(overrides: Partial<AdInput> = {}): AdInput {
  const tag = uniqueTag()
  return {
    title: `Cà phê sữa đá ${tag}`,
    description: `Đậm đà hương vị Việt ${tag}`,
    componentType: 'video',
    duration: 12,
    startDate: dayFromToday(-1),
    endDate: dayFromToday(30),
    targetText: 'cà phê',
    ctaText: 'Đặt bàn',
    ctaUrl: 'https://cafe.example.test/dat-ban',
    images: [],
    video: { url: 'https://videos.example.test/ca-phe.mp4', title: 'Pha phin', description: null },
    ...overrides,
  }
}

async function createdAd(input: AdInput, token: string): Promise<Advertisement> {
  const response = await api.request('POST', apiPaths.advertisements, { token, body: input })
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`)
  return adSchema.parse(response.body)
}

const preview = (id: string, options: { token?: string; lang?: string; headers?: Record<string, string> } = {}) =>
  api.request('GET', `${apiPaths.advertisementPreview(id)}${options.lang ? `?lang=${options.lang}` : ''}`, {
    token: options.token,
    headers: options.headers,
  })

/** The cookie the console keeps its token in: the token as a JSON string, URI-encoded (docs/decisions/003). */
const consoleCookie = (token: string) => ({
  cookie: `theme=dark; access_token=${encodeURIComponent(JSON.stringify(token))}`,
})

beforeAll(async () => {
  assets = builtGuestAssets()
  adminToken = (await userWithSession({ role: 'admin' })).token
  ownerToken = (await userWithSession({ firstname: 'Hoa', lastname: uniqueTag() })).token
  otherToken = (await userWithSession({ firstname: 'Tuấn', lastname: uniqueTag() })).token
  privateAd = await createdAd(videoAdInput(), ownerToken)
})

describe('GET /api/advertisements/:id/preview', () => {
  it('answers 401 to a caller who is not signed in', async () => {
    const response = await preview(privateAd.id)
    expect(response.status).toBe(401)
    expect(response.body.code).toBe('UNAUTHENTICATED')
  })

  it('answers 401 to a token that is no session, in the header or the cookie', async () => {
    expect((await preview(privateAd.id, { token: 'not-a-session' })).status).toBe(401)
    expect((await preview(privateAd.id, { headers: consoleCookie('not-a-session') })).status).toBe(401)
  })

  it('answers 404 to another customer for a private ad, as reading it does', async () => {
    const response = await preview(privateAd.id, { token: otherToken })
    expect(response.status).toBe(404)
    expect(response.body.code).toBe('NOT_FOUND')
    expect((await api.request('GET', apiPaths.advertisement(privateAd.id), { token: otherToken })).status).toBe(404)
  })

  it('shows another customer a public ad, which they may see', async () => {
    const publicAd = await createdAd(videoAdInput({ isPublic: true }), adminToken)
    const response = await preview(publicAd.id, { token: otherToken })
    expect(response.status).toBe(200)
    expect(response.body).toContain(publicAd.title)
  })

  it('answers 404 for an ad that does not exist, and 400 for a malformed id or language', async () => {
    expect((await preview('6f1d3c55-0000-4000-8000-000000000000', { token: adminToken })).status).toBe(404)
    expect((await preview('not-a-uuid', { token: adminToken })).status).toBe(400)
    expect((await preview(privateAd.id, { token: adminToken, lang: 'fr' })).status).toBe(400)
  })

  it('renders the guest page in preview mode, in Vietnamese by default, for the ad’s owner', async () => {
    const response = await preview(privateAd.id, { token: ownerToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html: string = response.body
    expect(html.startsWith('<!doctype html><html lang="vi">')).toBe(true)
    expect(html).toMatch(new RegExp(`<h2 id="guest-ad-title" class="ad-title"[^>]*>${privateAd.title}</h2>`))
    expect(html).toContain('<h1 class="venue">Địa điểm của bạn</h1>')
    expect(html).toContain('<p class="preview-banner">Xem trước</p>')
    expect(html).toContain('src="https://videos.example.test/ca-phe.mp4"')
    expect(html).toContain('<span class="task-target">cà phê</span>')
    expect(html).toMatch(/<button type="submit" class="[^"]*" disabled[^>]*><svg[^]*?<span>Kết nối Wi-Fi<\/span>/)
    expect(html).toContain(`<script type="module" src="${assets.scriptSrc}"></script>`)
    expect(html).toContain(`<link rel="stylesheet" href="${assets.styleHref}"/>`)
  })

  it('renders an image ad with its phone-sized variants, served from our own origin', async () => {
    const media = await storeImage(db(), await pngImage(1600, 1000), { uploadedBy: null })
    const images = [
      { mediaId: media.id, altText: 'Tô phở bò', title: 'Phở bò tái' },
      { mediaId: media.id, altText: 'Quầy phở' },
    ]
    const ad = await createdAd(videoAdInput({ componentType: 'multiple_images', images, video: null }), ownerToken)
    const response = await preview(ad.id, { token: ownerToken })
    expect(response.status).toBe(200)
    const image: string = response.body.match(/<img class="ad-image"[^>]*>/)?.[0] ?? ''
    expect(media.variants.map((variant) => variant.width)).toEqual([360, 720, 1080])
    expect(image).toContain(
      `srcset="${media.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ')}"`,
    )
    expect(image).toContain(`src="${media.variants[1]!.src}"`)
    expect(image).toContain('width="1600" height="1000" alt="Tô phở bò"')
    expect(response.body).toContain('aria-label="Ảnh 1 trên 2"')
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self';")
    const variant = await fetch(`${api.url}${media.variants[0]!.src}`)
    expect(variant.status).toBe(200)
    expect(variant.headers.get('content-type')).toBe('image/webp')
  })

  it('renders English with lang=en, for an admin', async () => {
    const response = await preview(privateAd.id, { token: adminToken, lang: 'en' })
    expect(response.status).toBe(200)
    const html: string = response.body
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true)
    expect(html).toContain('<h1 class="venue">Your venue</h1>')
    expect(html).toContain('<span>Connect to Wi-Fi</span>')
    expect(html).toContain('Please wait 12 seconds')
  })

  it('reads the console’s access_token cookie, as an iframe sends no Authorization header', async () => {
    const response = await preview(privateAd.id, { headers: consoleCookie(ownerToken) })
    expect(response.status).toBe(200)
    expect(response.body).toContain(privateAd.title)
    expect((await preview(privateAd.id, { headers: consoleCookie(otherToken) })).status).toBe(404)
  })

  it('may be framed by the console only, runs only our own script and style, and is never cached', async () => {
    const { headers } = await preview(privateAd.id, { token: ownerToken })
    const policy = headers.get('content-security-policy') ?? ''
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/)
        return [name, values.join(' ')]
      }),
    )
    expect(directives).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': "'self'",
      'img-src': "'self'",
      'media-src': "'self' https://videos.example.test",
      'connect-src': "'none'",
      'form-action': "'none'",
      'base-uri': "'none'",
      'object-src': "'none'",
      'frame-ancestors': "'self'",
    })
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(headers.get('cache-control')).toBe('no-store')
  })

  it('keeps the console’s own pages unframeable', async () => {
    const { headers } = await api.request('GET', apiPaths.advertisement(privateAd.id), { token: ownerToken })
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

describe('GET /guest/assets/:name', () => {
  it('serves the built script to anyone, gzipped when asked, cached for good', async () => {
    const response = await fetch(`${api.url}${assets.scriptSrc}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toContain('accept-encoding')
    // fetch undoes the gzip; the bytes are the built file's.
    const script = await response.text()
    expect(script.length).toBeGreaterThan(1000)
    expect(script).toContain('guest-model')
  })

  it('serves the style sheet unencoded to a client that takes no gzip', async () => {
    const raw = await api.app.inject({
      method: 'GET',
      url: assets.styleHref,
      headers: { 'accept-encoding': 'identity' },
    })
    expect(raw.statusCode).toBe(200)
    expect(raw.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(raw.headers['content-encoding']).toBeUndefined()
    expect(raw.body).toContain('.button-connect')
    const gzipped = await api.app.inject({
      method: 'GET',
      url: assets.styleHref,
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(raw.body)
  })

  it('answers 404 for any other name', async () => {
    const response = await api.request('GET', '/guest/assets/client-NOTBUILT.js')
    expect(response.status).toBe(404)
    expect((await api.request('GET', '/guest/assets/..%2Fmanifest.json')).status).toBe(404)
  })
})
