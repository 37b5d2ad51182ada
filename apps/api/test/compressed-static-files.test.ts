import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { guestDistDirectory, readGuestAssets, type BuiltGuestAssets } from '@wifi/guest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadGuestAssetFiles, preferredCoding } from '../src/guest/preview/guest-assets.ts'
import type { TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * Issue 39.1 (docs/decisions/059): the build's Brotli and gzip copies of the console's and the guest page's files,
 * sent by the request's Accept-Encoding with Vary, each encoding with its own ETag, HEAD and ranges answered for the
 * bytes sent.
 */

const { startApp } = useTestApp({ app: false })

const script = `export const greeting = ${JSON.stringify('xin chào, '.repeat(400))}\n`
const page = `<!doctype html><title>console</title><div id="root"></div>${'<!-- padding -->'.repeat(40)}`
let webDist: string
let web: TestApp

/** Writes a built file with the copies scripts/precompress-static.mjs would write beside it. */
async function writeBuilt(path: string, body: string) {
  await writeFile(path, body)
  await writeFile(`${path}.br`, brotliCompressSync(body))
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }))
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-compressed-'))
  await mkdir(join(webDist, 'assets'))
  await writeBuilt(join(webDist, 'index.html'), page)
  await writeBuilt(join(webDist, 'assets', 'index-abc123.js'), script)
  // A font is compressed already: the build writes no copy of it.
  await writeFile(join(webDist, 'assets', 'inter-abc123.woff2'), Buffer.alloc(64, 1))
  web = await startApp({ env: { WEB_DIST: webDist } })
})

afterAll(async () => {
  await rm(webDist, { recursive: true, force: true })
})

/** A request as a browser makes it, its body as the bytes on the wire (inject does not decode). */
const get = (url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
  web.app.inject({ method, url, headers })

describe("the console's built files", () => {
  it('sends the Brotli copy to a browser that takes it, with the plain file’s type and caching', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    const plain = await get('/assets/index-abc123.js', {})
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/)
    expect(response.headers['content-type']).toBe(plain.headers['content-type'])
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 5)
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the gzip copy to a client that takes gzip only, or refuses Brotli', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', '*;q=0.5, br;q=0']) {
      const response = await get('/assets/index-abc123.js', { 'accept-encoding': acceptEncoding })
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip')
      expect(response.headers.vary).toContain('accept-encoding')
      expect(gunzipSync(response.rawPayload).toString()).toBe(script)
    }
  })

  it('sends the plain file to a client that takes no compression, still saying it varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/index-abc123.js', headers)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.headers.vary).toContain('accept-encoding')
      expect(response.body).toBe(script)
    }
  })

  it('gives each encoding its own ETag, and answers 304 only for the one the browser holds', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => {
        const response = await get('/assets/index-abc123.js', { 'accept-encoding': coding })
        return response.headers.etag as string
      }),
    )
    expect(new Set(etags).size).toBe(3)
    const [brotliEtag] = etags as [string]
    const again = await get('/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': brotliEtag })
    expect(again.statusCode).toBe(304)
    const otherEncoding = await get('/assets/index-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': brotliEtag,
    })
    expect(otherEncoding.statusCode).toBe(200)
    expect(otherEncoding.headers['content-encoding']).toBe('gzip')
  })

  it('answers HEAD with the headers of the copy it would send, and no body', async () => {
    const full = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' })
    const head = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.statusCode).toBe(200)
    expect(head.rawPayload.length).toBe(0)
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary', 'cache-control']) {
      expect(head.headers[name], name).toBe(full.headers[name])
    }
  })

  it('takes a range of the bytes it sends: the encoded copy’s', async () => {
    const full = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' })
    const part = await get('/assets/index-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-encoding']).toBe('br')
    expect(part.headers['content-range']).toBe(`bytes 0-9/${full.rawPayload.length}`)
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(0, 10))
  })

  it('sends the console’s page compressed too, never cached without asking', async () => {
    for (const path of ['/', '/sign-in', '/index.html']) {
      const response = await get(path, { 'accept-encoding': 'br, gzip' })
      expect(response.statusCode, path).toBe(200)
      expect(response.headers['content-encoding'], path).toBe('br')
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control'], path).toBe('no-cache')
      expect(response.headers.vary, path).toContain('accept-encoding')
      expect(brotliDecompressSync(response.rawPayload).toString(), path).toBe(page)
    }
  })

  it('sends a file without copies, a font, as it is', async () => {
    const response = await get('/assets/inter-abc123.woff2', { 'accept-encoding': 'br, gzip' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['content-type']).toBe('font/woff2')
    expect(response.rawPayload).toEqual(Buffer.alloc(64, 1))
    expect((await get('/assets/missing-000.js', { 'accept-encoding': 'br, gzip' })).statusCode).toBe(404)
  })
})

describe("the guest page's built files", () => {
  let guestDirectory: string
  const style = `.button-connect{color:#0a0}${'.x{margin:0}'.repeat(200)}`

  beforeAll(async () => {
    guestDirectory = await mkdtemp(join(tmpdir(), 'guest-dist-compressed-'))
    await writeFile(join(guestDirectory, 'client-abc.js'), script)
    await writeFile(join(guestDirectory, 'styles-abc.css'), style)
    await writeFile(join(guestDirectory, 'styles-abc.css.br'), 'the build’s copy')
  })

  afterAll(async () => {
    await rm(guestDirectory, { recursive: true, force: true })
  })

  it('holds the build’s copies, or makes them when the build wrote none', () => {
    const assets = {
      directory: guestDirectory,
      manifest: { script: 'client-abc.js', style: 'styles-abc.css' },
    } as BuiltGuestAssets
    const files = loadGuestAssetFiles(assets)
    const styleFile = files.get('styles-abc.css')!
    expect(styleFile.encoded.br!.toString()).toBe('the build’s copy')
    expect(gunzipSync(styleFile.encoded.gzip!).toString()).toBe(style)
    const scriptFile = files.get('client-abc.js')!
    expect(brotliDecompressSync(scriptFile.encoded.br!).toString()).toBe(script)
    expect(gunzipSync(scriptFile.encoded.gzip!).toString()).toBe(script)
  })

  it('picks the coding the client weighs highest, Brotli when it weighs both alike', () => {
    const both = { br: Buffer.from('b'), gzip: Buffer.from('g') }
    expect(preferredCoding('gzip, deflate, br', both)).toBe('br')
    expect(preferredCoding('gzip', both)).toBe('gzip')
    expect(preferredCoding('br;q=0.5, gzip', both)).toBe('gzip')
    expect(preferredCoding('br;q=0, *', both)).toBe('gzip')
    expect(preferredCoding('*', both)).toBe('br')
    expect(preferredCoding('br', { gzip: both.gzip })).toBeUndefined()
    expect(preferredCoding('identity', both)).toBeUndefined()
    expect(preferredCoding(undefined, both)).toBeUndefined()
  })

  it('sends the built script in Brotli through the route, the same bytes as plain', async () => {
    if (!readGuestAssets()) {
      execFileSync(process.execPath, [`${guestDistDirectory()}/../build.mjs`], { stdio: 'ignore' })
    }
    const guest = await startApp()
    const { scriptSrc } = readGuestAssets()!
    const inject = (acceptEncoding: string) =>
      guest.app.inject({ method: 'GET', url: scriptSrc, headers: { 'accept-encoding': acceptEncoding } })
    const [brotli, plain] = [await inject('gzip, deflate, br'), await inject('identity')]
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toBe('accept-encoding')
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(brotliDecompressSync(brotli.rawPayload)).toEqual(plain.rawPayload)
  })
})
