import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { BuiltGuestAssets } from '@wifi/guest'

/** The content codings the guest page's files are kept in besides their plain bytes, the server's choice first. */
const codings = ['br', 'gzip'] as const
type ContentCoding = (typeof codings)[number]

/** One built file of the guest page, held in memory with its compressed copies (captive links are slow). */
export interface GuestAssetFile {
  contentType: string
  body: Buffer
  encoded: Partial<Record<ContentCoding, Buffer>>
}

const contentTypes: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
}

/** The extension of each coding's copy, as the build writes it (scripts/precompress-static.mjs). */
const copyExtensions: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' }

/** Made here only when the build wrote no copy (a build from before docs/decisions/059): the build's own settings. */
const compressNow: Record<ContentCoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gzip: (body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
}

/**
 * The guest page's script and style sheet by file name, read once at start with the Brotli and gzip copies the build
 * wrote beside them: they are a few kilobytes, every guest loads them, and holding them lets each API process answer
 * them without touching the disk.
 */
export function loadGuestAssetFiles(assets: BuiltGuestAssets): Map<string, GuestAssetFile> {
  const files = new Map<string, GuestAssetFile>()
  for (const name of [assets.manifest.script, assets.manifest.style]) {
    const path = join(assets.directory, name)
    const body = readFileSync(path)
    const encoded: GuestAssetFile['encoded'] = {}
    for (const coding of codings) {
      const copy = path + copyExtensions[coding]
      const bytes = existsSync(copy) ? readFileSync(copy) : compressNow[coding](body)
      if (bytes.length < body.length) encoded[coding] = bytes
    }
    const extension = name.slice(name.lastIndexOf('.') + 1)
    files.set(name, { contentType: contentTypes[extension] ?? 'application/octet-stream', body, encoded })
  }
  return files
}

/**
 * The coding to send a file in by the request's `Accept-Encoding` (RFC 9110 §12.5.3): of the copies there are, the
 * one the client weighs highest (`*` stands for any not named, `q=0` refuses), Brotli before gzip when it weighs both
 * alike; none when the client takes neither.
 */
export function preferredCoding(
  acceptEncoding: string | undefined,
  encoded: GuestAssetFile['encoded'],
): ContentCoding | undefined {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';')
    if (!coding) continue
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    weights.set(coding.trim(), quality === undefined ? 1 : Number(quality) || 0)
  }
  let chosen: ContentCoding | undefined
  let chosenWeight = 0
  for (const coding of codings) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0
    if (encoded[coding] && weight > chosenWeight) [chosen, chosenWeight] = [coding, weight]
  }
  return chosen
}
