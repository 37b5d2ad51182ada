import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32 } from 'node:zlib'
import { apiPaths, mediaLimits, mediaSchema, msg, type Media } from '@wifi/contract'
import { count, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { media, mediaBlobs } from '../src/db/schema.ts'
import { pruneExpired } from '../src/maintenance/prune-expired.ts'
import { adInput, uniqueTag } from './support/management.ts'
import { cameraJpeg, noisePixels, pngImage, storeSampleImage } from './support/media.ts'
import type { TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/** The app as it runs: fetching by URL reaches only public addresses. */
const { api, db, userWithSession, startApp } = useTestApp()
/** The same app letting the fetcher reach 127.0.0.1, where `imageHost` serves. */
let localFetchApi: TestApp
let token: string
let userId: string
let imageHost: { server: Server; url: string; requests: string[] }
let hostedPng: Buffer

/** A local HTTP server: /image.png answers `hostedPng`, /text.png a text file, anything else 404. */
async function startImageHost() {
  const requests: string[] = []
  const server = createServer((request, response) => {
    requests.push(request.url ?? '')
    if (request.url === '/image.png') response.writeHead(200, { 'content-type': 'image/png' }).end(hostedPng)
    else if (request.url === '/text.png') response.writeHead(200, { 'content-type': 'image/png' }).end('not an image')
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }
}

beforeAll(async () => {
  localFetchApi = await startApp({ mediaFetch: { allowAddress: (ip) => ip === '127.0.0.1' } })
  await storeSampleImage(db())
  const signedIn = await userWithSession()
  token = signedIn.token
  userId = signedIn.user.id
  hostedPng = await pngImage(900, 600)
  imageHost = await startImageHost()
})

afterAll(async () => {
  await new Promise((resolve) => imageHost?.server.close(resolve))
})

beforeEach(() => {
  imageHost.requests.length = 0
})

const upload = (bytes: Buffer, headers: Record<string, string> = {}, as: string | null = token) =>
  api.request('POST', apiPaths.media, { token: as ?? undefined, body: bytes, headers })

async function uploaded(bytes: Buffer): Promise<Media> {
  const response = await upload(bytes)
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(response.body)}`)
  return mediaSchema.parse(response.body)
}

/** A stored file as a guest's browser gets it. */
async function served(src: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${src}`, { headers })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

async function storedCounts() {
  const [mediaRows] = await db().select({ value: count() }).from(media)
  const [blobRows] = await db().select({ value: count() }).from(mediaBlobs)
  return { media: mediaRows?.value, blobs: blobRows?.value }
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** `png` grown to exactly `size` bytes by a text chunk before its end: still a valid PNG. */
function paddedPng(png: Buffer, size: number): Buffer {
  const iendAt = png.length - 12
  const keyword = Buffer.from('Comment\0', 'latin1')
  const text = Buffer.alloc(size - png.length - 12 - keyword.length, 'a')
  const padded = Buffer.concat([
    png.subarray(0, iendAt),
    pngChunk('tEXt', Buffer.concat([keyword, text])),
    png.subarray(iendAt),
  ])
  expect(padded.length).toBe(size)
  return padded
}

/** The EXIF block has a GPS directory (tag 0x8825, in either byte order). */
const hasGpsDirectory = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))

describe('uploading an image', () => {
  it('stores a PNG with WebP variants for phones, each no wider than the image and within the budget', async () => {
    const stored = await uploaded(await pngImage(1600, 1000))
    expect(stored).toMatchObject({
      width: 1600,
      height: 1000,
      src: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/),
    })
    expect(stored.variants.map((variant) => variant.width)).toEqual([360, 720, 1080])
    for (const variant of stored.variants) {
      expect(variant.src).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
      expect(variant.bytes).toBeLessThanOrEqual(mediaLimits.variantMaxBytes)
      const file = await served(variant.src)
      expect(file.headers.get('content-type')).toBe('image/webp')
      expect(file.bytes.length).toBe(variant.bytes)
      expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'webp', width: variant.width })
    }
    const full = await served(stored.src)
    expect(full.headers.get('content-type')).toBe('image/png')
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'png', width: 1600, height: 1000 })
  })

  it('makes no variant wider than a small image: its own width is the widest', async () => {
    const stored = await uploaded(await pngImage(500, 200))
    expect(stored.variants.map((variant) => variant.width)).toEqual([360, 500])
    expect((await uploaded(await pngImage(200, 100))).variants.map((variant) => variant.width)).toEqual([200])
  })

  it('stores a JPEG upright and without its EXIF: no camera, no GPS position', async () => {
    const photo = await cameraJpeg(800, 600)
    const before = await sharp(photo).metadata()
    expect(before).toMatchObject({ orientation: 6, width: 800, height: 600 })
    expect(hasGpsDirectory(before.exif as Buffer)).toBe(true)

    const stored = await uploaded(photo)
    // Orientation 6: the pixels lie on their side, so the upright image is 600 wide.
    expect(stored).toMatchObject({ width: 600, height: 800, src: expect.stringMatching(/\.jpg$/) })
    const full = await served(stored.src)
    expect(full.headers.get('content-type')).toBe('image/jpeg')
    const after = await sharp(full.bytes).metadata()
    expect(after).toMatchObject({ format: 'jpeg', width: 600, height: 800 })
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(full.bytes.includes('PhoneMaker')).toBe(false)
    for (const variant of stored.variants) {
      const file = await served(variant.src)
      const variantMetadata = await sharp(file.bytes).metadata()
      expect(variantMetadata.exif).toBeUndefined()
      expect(variantMetadata.height).toBeGreaterThan(variant.width)
    }
  })

  it('brings a large noisy photo, the hardest to compress, to at most 150 KB per variant', async () => {
    const photo = await sharp(noisePixels(3000, 2000), { raw: { width: 3000, height: 2000, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer()
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024)
    const stored = await uploaded(photo)
    expect(stored).toMatchObject({ width: 2560, height: 1707 })
    expect(stored.variants.map((variant) => variant.width)).toEqual([360, 720, 1080])
    for (const variant of stored.variants) expect(variant.bytes).toBeLessThanOrEqual(mediaLimits.variantMaxBytes)
  })

  it('keeps identical images once: a second upload is new media naming the same files', async () => {
    const image = await pngImage(700, 500)
    const first = await uploaded(image)
    const before = await storedCounts()
    const second = await uploaded(image)
    expect(second.id).not.toBe(first.id)
    expect(second.src).toBe(first.src)
    expect(second.variants).toEqual(first.variants)
    expect(await storedCounts()).toEqual({ media: (before.media ?? 0) + 1, blobs: before.blobs })
  })

  it('records who uploaded it', async () => {
    const stored = await uploaded(await pngImage(64, 64))
    const [row] = await db().select().from(media).where(eq(media.id, stored.id))
    expect(row).toMatchObject({ uploadedBy: userId, sourceUrl: null })
  })

  it('refuses what is not a PNG or JPEG by its content, whatever its name or declared type, storing nothing', async () => {
    const before = await storedCounts()
    const text = Buffer.from('Just some text in a file renamed photo.png\n')
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
    for (const [bytes, declared] of [
      [text, 'image/png'],
      [text, 'image/jpeg'],
      [text, 'application/octet-stream'],
      [gif, 'image/png'],
      [await pngImage(32, 32), 'text/plain'],
    ] as const) {
      const response = await upload(bytes, { 'content-type': declared })
      expect(response.status, `${declared}: ${JSON.stringify(response.body)}`).toBe(415)
      expect(response.body.code).toBe('MEDIA_UNSUPPORTED')
    }
    expect((await upload(Buffer.alloc(0))).body.code).toBe('MEDIA_UNSUPPORTED')
    expect(await storedCounts()).toEqual(before)
  })

  it('refuses a truncated PNG or JPEG as unreadable, storing nothing', async () => {
    const before = await storedCounts()
    const png = await pngImage(600, 400)
    const jpeg = await cameraJpeg(600, 400)
    for (const cut of [png.subarray(0, png.length - 2000), jpeg.subarray(0, Math.floor(jpeg.length / 2))]) {
      const response = await upload(cut)
      expect(response.status, JSON.stringify(response.body)).toBe(400)
      expect(response.body.code).toBe('MEDIA_UNREADABLE')
    }
    expect(await storedCounts()).toEqual(before)
  })

  it('refuses an image of more than 50 million pixels from its header, before decoding it', async () => {
    const png = await pngImage(16, 16)
    // IHDR's data starts at byte 16: width, height, then five one-byte fields; its CRC follows them.
    const bomb = Buffer.from(png)
    bomb.writeUInt32BE(10_000, 16)
    bomb.writeUInt32BE(6_000, 20)
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29)
    const before = await storedCounts()
    const response = await upload(bomb)
    expect(response).toMatchObject({ status: 413, body: { code: 'MEDIA_TOO_LARGE' } })
    expect(response.body.message).toMatch(/50 million pixels/)
    expect(await storedCounts()).toEqual(before)
  })

  it('takes a file of exactly 10 MB and refuses one byte more with MEDIA_TOO_LARGE, storing nothing', async () => {
    const atLimit = paddedPng(await pngImage(300, 200), mediaLimits.maxBytes)
    const stored = await uploaded(atLimit)
    expect(stored).toMatchObject({ width: 300, height: 200 })
    // The padding was a text chunk: metadata, so it is gone.
    expect(stored.bytes).toBeLessThan(1024 * 1024)

    const before = await storedCounts()
    const overLimit = paddedPng(await pngImage(300, 200), mediaLimits.maxBytes + 1)
    const response = await upload(overLimit)
    expect(response.status).toBe(413)
    expect(response.body).toEqual({ code: 'MEDIA_TOO_LARGE', message: expect.stringMatching(/larger than 10 MB/) })
    expect(await storedCounts()).toEqual(before)
  })

  it('needs a signed-in user', async () => {
    const before = await storedCounts()
    expect(await upload(await pngImage(32, 32), {}, null)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    })
    const byUrl = await localFetchApi.request('POST', apiPaths.mediaFromUrl, {
      body: { url: `${imageHost.url}/image.png` },
    })
    expect(byUrl.status).toBe(401)
    expect(imageHost.requests).toEqual([])
    expect(await storedCounts()).toEqual(before)
  })
})

describe('serving stored images', () => {
  it('serves a file by its content hash, public and cached for a year, with its type and an ETag', async () => {
    const stored = await uploaded(await pngImage(400, 300))
    const hash = /([0-9a-f]{64})\.png$/.exec(stored.src)?.[1]
    const file = await served(stored.src)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(file.headers.get('etag')).toBe(`"${hash}"`)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.bytes.length).toBe(stored.bytes)

    const again = await served(stored.src, { 'if-none-match': `"${hash}"` })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
  })

  it('answers 404 for a hash not stored, a name of another shape, or the wrong extension', async () => {
    const stored = await uploaded(await pngImage(120, 90))
    const hash = /([0-9a-f]{64})\.png$/.exec(stored.src)?.[1] as string
    for (const src of [
      `/media/${'0'.repeat(64)}.png`,
      `/media/${hash}.webp`,
      `/media/${hash}.jpg`,
      `/media/${hash.toUpperCase()}.png`,
      `/media/${hash}.gif`,
      `/media/${hash}`,
      '/media/..%2Fetc%2Fpasswd',
    ]) {
      const response = await api.request('GET', src)
      expect(response.status, src).toBe(404)
      expect(response.body.code).toBe('NOT_FOUND')
    }
  })
})

describe('fetching an image by URL', () => {
  const fromUrl = (app: TestApp, url: string) => app.request('POST', apiPaths.mediaFromUrl, { token, body: { url } })

  it('refuses a loopback address without fetching it, storing nothing', async () => {
    const before = await storedCounts()
    const response = await fromUrl(api, `${imageHost.url}/image.png`)
    expect(response).toMatchObject({ status: 400, body: { code: 'MEDIA_URL_REFUSED' } })
    expect(imageHost.requests).toEqual([])
    expect(await storedCounts()).toEqual(before)
  })

  it('stores an image fetched from an address the fetcher may reach, remembering the address', async () => {
    const url = `${imageHost.url}/image.png`
    const response = await fromUrl(localFetchApi, url)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const stored = mediaSchema.parse(response.body)
    expect(stored).toMatchObject({ width: 900, height: 600 })
    expect(imageHost.requests).toEqual(['/image.png'])
    const [row] = await db().select().from(media).where(eq(media.id, stored.id))
    expect(row).toMatchObject({ uploadedBy: userId, sourceUrl: url })
  })

  it('says when the address answered no image, storing nothing', async () => {
    const before = await storedCounts()
    expect(await fromUrl(localFetchApi, `${imageHost.url}/missing.png`)).toMatchObject({
      status: 502,
      body: { code: 'MEDIA_URL_FAILED' },
    })
    expect(await fromUrl(localFetchApi, `${imageHost.url}/text.png`)).toMatchObject({
      status: 415,
      body: { code: 'MEDIA_UNSUPPORTED' },
    })
    expect(await storedCounts()).toEqual(before)
  })
})

describe('ads and their media', () => {
  it('refuses an ad whose image names no stored media', async () => {
    const response = await api.request('POST', apiPaths.advertisements, {
      token,
      body: adInput(uniqueTag(), { images: [{ mediaId: randomUUID(), altText: 'Phở' }] }),
    })
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { 'images.0.mediaId': msg.adImageSourceRequired } },
    })
  })

  it('prunes media no ad shows after a day, and then the files no media names', async () => {
    const image = await pngImage(640, 360)
    const oldUnused = await uploaded(image)
    const recentUnused = await uploaded(image)
    const oldOnlyOne = await uploaded(await pngImage(300, 300))
    const oldUsed = await uploaded(await pngImage(320, 240))
    const ad = await api.request('POST', apiPaths.advertisements, {
      token,
      body: adInput(uniqueTag(), { images: [{ mediaId: oldUsed.id, altText: 'Used' }] }),
    })
    expect(ad.status).toBe(201)
    await db()
      .update(media)
      .set({ createdAt: sql`now() - interval '2 days'`, usedAt: sql`now() - interval '2 days'` })
      .where(sql`${media.id} in (${oldUnused.id}, ${oldOnlyOne.id}, ${oldUsed.id})`)
    await db()
      .update(mediaBlobs)
      .set({ storedAt: sql`now() - interval '2 days'` })

    await pruneExpired(db(), { retentionDays: { guestSessions: 90, consents: 730, adReports: 365 } })

    const left = await db().select({ id: media.id }).from(media)
    const ids = left.map((row) => row.id)
    expect(ids).not.toContain(oldUnused.id)
    expect(ids).not.toContain(oldOnlyOne.id)
    expect(ids).toEqual(expect.arrayContaining([recentUnused.id, oldUsed.id]))
    // The old unused upload shared its files with the recent one, which still names them.
    expect((await served(recentUnused.src)).status).toBe(200)
    expect((await served(oldUsed.src)).status).toBe(200)
    expect((await served(oldUsed.variants[0]!.src)).status).toBe(200)
    expect((await served(oldOnlyOne.src)).status).toBe(404)
    for (const variant of oldOnlyOne.variants) expect((await served(variant.src)).status).toBe(404)
  })
})
