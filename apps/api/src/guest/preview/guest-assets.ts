import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BuiltGuestAssets } from '@wifi/guest'

/** One built file of the guest page, held in memory with its gzipped bytes (captive links are slow). */
export interface GuestAssetFile {
  contentType: string
  body: Buffer
  gzipped: Buffer
}

const contentTypes: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
}

/**
 * The guest page's script and style sheet by file name, read once at start: they are a few kilobytes, every guest
 * loads them, and holding them lets each API process answer them without touching the disk.
 */
export function loadGuestAssetFiles(assets: BuiltGuestAssets): Map<string, GuestAssetFile> {
  const files = new Map<string, GuestAssetFile>()
  for (const name of [assets.manifest.script, assets.manifest.style]) {
    const body = readFileSync(join(assets.directory, name))
    const extension = name.slice(name.lastIndexOf('.') + 1)
    files.set(name, {
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      body,
      gzipped: gzipSync(body, { level: 9 }),
    })
  }
  return files
}

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';')
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
    return (coding === 'gzip' || coding === '*') && !refused
  })
}
